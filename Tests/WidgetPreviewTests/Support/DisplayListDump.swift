import Graphics

/// A readable, line-per-item dump of a DisplayList for text goldens: paths by their bounds and element
/// count, paints by colour, glyph runs by text and origin.
func dump(_ list: DisplayList) -> String {
    var lines: [String] = ["canvas \(list.size)"]
    var depth = 0
    func f(_ v: Double) -> String { NumberText.format(v) }
    func path(_ p: VectorPath) -> String { "\(p.controlBounds) (\(p.elements.count) elements)" }
    func paint(_ p: Paint) -> String {
        switch p {
        case .solid(let c): return "\(c)"
        case .linearGradient(let s, let a, let b): return "linear \(s.stops.map { "\($0.color)@\(f($0.location))" }.joined(separator: " ")) \(a)→\(b)"
        case .radialGradient(let s, let c, let r, _): return "radial \(s.stops.count) stops at \(c) r \(f(r))"
        case .angularGradient(let s, let c, _, _): return "angular \(s.stops.count) stops at \(c)"
        }
    }
    for item in list.items {
        if case .popClip = item { depth -= 1 }
        if case .popLayer = item { depth -= 1 }
        if case .endGroup = item { depth -= 1 }
        let pad = String(repeating: "  ", count: max(0, depth))
        switch item {
        case .fill(let p, let pt, _): lines.append(pad + "fill \(path(p)) \(paint(pt))")
        case .stroke(let p, let pt, let o): lines.append(pad + "stroke \(path(p)) \(paint(pt)) width \(f(o.width))")
        case .glyphRun(let run):
            lines.append(pad + "text \"\(run.text)\" \(run.fontName) \(f(run.size)) at \(run.transform.apply(Point.zero)) \(paint(run.paint))")
        case .image(let i): lines.append(pad + "image \(i.source.key) \(i.rect)")
        case .pushClip(let p, _): lines.append(pad + "clip \(path(p))"); depth += 1
        case .popClip: lines.append(pad + "end clip")
        case .pushLayer(let l): lines.append(pad + "layer opacity \(f(l.opacity)) filters \(l.filters.count)"); depth += 1
        case .popLayer: lines.append(pad + "end layer")
        case .beginGroup(let g): lines.append(pad + "group \(g)"); depth += 1
        case .endGroup: lines.append(pad + "end group")
        }
    }
    return lines.joined(separator: "\n")
}
