import Foundation

/// A readable, stable text form of a `DisplayList`: what DisplayList text goldens store and what a
/// debugger shows.
///
/// One node per line, children indented two spaces under their group, which ends with an `end …` line;
/// transform groups are folded into what they move, so a line shows where its item is drawn. Numbers
/// through `NumberText`, colours as `#rrggbb` (with `@opacity` when not opaque), paths as compact SVG
/// path data, glyph runs as their text, face, size and origin, images by key and rectangle. Options at
/// their defaults are left out, so a line shows what is special about the item.
extension DisplayList: CustomStringConvertible {
    package var description: String { dump() }

    package func dump() -> String {
        var lines = ["DisplayList \(size)"]
        Self.dump(nodes, depth: 0, stack: [], into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ nodes: [DisplayNode], depth: Int, stack: [Transform], into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for node in nodes {
            guard case .group(let effect, let children) = node else {
                if let item = node.applying(stack: stack).leafItem { lines.append(indent + item.dumpLine) }
                continue
            }
            let (open, close): (DisplayItem, DisplayItem)
            switch effect.applying(stack: stack) {
            case .transform(let t):
                dump(children, depth: depth, stack: stack + [t], into: &lines)
                continue
            case .clip(let path, let rule): (open, close) = (.pushClip(path, rule), .popClip)
            case .layer(let layer): (open, close) = (.pushLayer(layer), .popLayer)
            case .mark(let kind): (open, close) = (.beginGroup(kind), .endGroup)
            }
            lines.append(indent + open.dumpLine)
            dump(children, depth: depth + 1, stack: stack, into: &lines)
            lines.append(indent + close.dumpLine)
        }
    }
}

extension DisplayItem {
    /// This item on one line, without indentation.
    package var dumpLine: String {
        switch self {
        case .fill(let path, let paint, let rule):
            return "fill \(DumpText.paint(paint))\(rule == .evenOdd ? " evenodd" : "") \(DumpText.path(path))"
        case .stroke(let path, let paint, let options):
            return "stroke \(DumpText.paint(paint)) \(DumpText.stroke(options)) \(DumpText.path(path))"
        case .glyphRun(let run):
            var line = "text \(DumpText.quoted(run.text)) \(run.fontName) \(DumpText.number(run.size))"
            if let first = run.glyphs.first { line += " at \(first.origin)" }
            line += " \(DumpText.paint(run.paint))"
            if !run.transform.isIdentity { line += " transform \(run.transform)" }
            return line + " (\(run.glyphs.count) glyph\(run.glyphs.count == 1 ? "" : "s"))"
        case .image(let draw):
            let bitmap = draw.source.bitmap
            var line = "image \(draw.source.key) \(bitmap.width)×\(bitmap.height)px in \(draw.rect)"
            if draw.sampling != .smooth { line += " \(draw.sampling.rawValue)" }
            if draw.opacity != 1 { line += " opacity \(DumpText.number(draw.opacity, 3))" }
            if !draw.transform.isIdentity { line += " transform \(draw.transform)" }
            return line
        case .pushClip(let path, let rule):
            return "clip\(rule == .evenOdd ? " evenodd" : "") \(DumpText.path(path))"
        case .popClip:
            return "end clip"
        case .pushLayer(let layer):
            var parts = ["layer"]
            if layer.opacity != 1 { parts.append("opacity \(DumpText.number(layer.opacity, 3))") }
            if layer.blendMode != .normal { parts.append(layer.blendMode.rawValue) }
            parts.append(contentsOf: layer.filters.map(DumpText.filter))
            return parts.joined(separator: " ")
        case .popLayer:
            return "end layer"
        case .beginGroup(let kind):
            switch kind {
            case .accentable: return "group accentable"
            case .containerBackground: return "group container-background"
            case .knockout: return "group knockout"
            case .label(let label): return "group label \(DumpText.quoted(label))"
            case .accentedImages(let mode): return "group accented-images \(mode.rawValue)"
            }
        case .endGroup:
            return "end group"
        }
    }
}

/// Printers for the dump's parts.
enum DumpText {
    static func number(_ v: Double, _ decimals: Int = 2) -> String { NumberText.format(v, decimals: decimals) }

    static func path(_ path: VectorPath) -> String {
        if path.isEmpty { return "(empty path)" }
        return path.isFinite ? path.pathData() : "(non-finite path) " + path.pathData()
    }

    static func paint(_ paint: Paint) -> String {
        switch paint {
        case .solid(let color):
            return color.description
        case .linearGradient(let stops, let start, let end):
            return "linear(\(self.stops(stops)) from \(start) to \(end))"
        case .radialGradient(let stops, let center, let radius, let transform):
            let t = transform.isIdentity ? "" : " transform \(transform)"
            return "radial(\(self.stops(stops)) center \(center) radius \(number(radius))\(t))"
        case .angularGradient(let stops, let center, let start, let end):
            return "angular(\(self.stops(stops)) center \(center) from \(degrees(start)) to \(degrees(end)))"
        }
    }

    static func stops(_ stops: GradientStops) -> String {
        stops.stops.map { "\($0.color) \(number($0.location, 3))" }.joined(separator: ", ")
    }

    static func degrees(_ radians: Double) -> String { number(radians * 180 / Double.pi) + "°" }

    static func stroke(_ o: StrokeOptions) -> String {
        var parts = ["width \(number(o.width))"]
        if o.cap != .butt { parts.append("cap \(o.cap.rawValue)") }
        if o.join != .miter { parts.append("join \(o.join.rawValue)") }
        if o.join == .miter, o.miterLimit != 10 { parts.append("miter \(number(o.miterLimit))") }
        if !o.dash.isEmpty {
            parts.append("dash [\(o.dash.map { number($0) }.joined(separator: " "))]")
            if o.dashPhase != 0 { parts.append("phase \(number(o.dashPhase))") }
        }
        return parts.joined(separator: " ")
    }

    static func filter(_ filter: LayerFilter) -> String {
        switch filter {
        case .colorMatrix(let values):
            return "colorMatrix(\(values.map { number($0, 4) }.joined(separator: " ")))"
        case .blur(let radius):
            return "blur(\(number(radius)))"
        case .shadow(let color, let radius, let dx, let dy):
            return "shadow(\(color) radius \(number(radius)) offset \(Point(dx, dy)))"
        }
    }

    /// `text` in double quotes with `"`, `\` and control characters escaped, so a dump line never
    /// breaks and never hides a character.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
