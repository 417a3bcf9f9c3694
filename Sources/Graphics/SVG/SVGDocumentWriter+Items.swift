/// The tree, node by node: shapes, and a `<g>` per clip, layer and mark group. Transform groups are
/// flattened into the coordinates of what they move (innermost first, as the raster backend moves
/// them), so both backends draw the same numbers. Glyph runs, images and paints have their own files.
extension SVGDocumentWriter {
    mutating func write(_ nodes: [DisplayNode], stack: [Transform]) {
        for node in nodes {
            switch node {
            case .group(let effect, let children):
                switch effect.applying(stack: stack) {
                case .transform(let t):
                    write(children, stack: stack + [t])
                case .clip(let path, let rule):
                    let clipID = defineClip(path, rule)
                    writeGroup(children, stack: stack, attributes: " clip-path=\"url(#\(clipID))\"")
                case .layer(let layer):
                    writeGroup(children, stack: stack, attributes: layerAttributes(layer))
                case .mark(let kind):
                    writeGroup(children, stack: stack, attributes: groupAttributes(kind))
                }
            case .fill, .stroke, .glyphRun, .image:
                writeLeaf(node.applying(stack: stack))
            }
        }
    }

    private mutating func writeGroup(_ children: [DisplayNode], stack: [Transform], attributes: String) {
        openGroup(attributes: attributes)
        write(children, stack: stack)
        closeGroup()
    }

    private mutating func writeLeaf(_ leaf: DisplayNode) {
        switch leaf {
        case .fill(let path, let paint, let rule): writeFill(path, paint, rule)
        case .stroke(let path, let paint, let options): writeStroke(path, paint, options)
        case .glyphRun(let run): writeGlyphRun(run)
        case .image(let draw): writeImage(draw)
        case .group: break
        }
    }

    /// ` fill-rule="evenodd"` (nonzero is SVG's default and is left out).
    static func fillRule(_ rule: FillRule, name: String = "fill-rule") -> String {
        rule == .evenOdd ? " \(name)=\"evenodd\"" : ""
    }

    mutating func writeFill(_ path: VectorPath, _ paint: Paint, _ rule: FillRule) {
        guard path.isFinite, !path.isEmpty else { return }
        let d = path.pathData()
        if case .angularGradient = paint {
            let clipID = defineClip(path, rule)
            writeAngular(paint, attributes: " clip-path=\"url(#\(clipID))\"")
            return
        }
        guard let fill = paintAttributes(paint, name: "fill") else { return }
        emit("<path d=\"\(d)\"\(fill)\(Self.fillRule(rule))/>")
    }

    mutating func writeStroke(_ path: VectorPath, _ paint: Paint, _ options: StrokeOptions) {
        guard path.isFinite, !path.isEmpty, options.draws else { return }
        let d = path.pathData()
        let geometry = SVGAttributes.stroke(options)
        if case .angularGradient = paint {
            let w = SVGAttributes.number(size.width), h = SVGAttributes.number(size.height)
            let maskID = define("mask") { id in [
                "<mask id=\"\(id)\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" maskUnits=\"userSpaceOnUse\">",
                "  <path d=\"\(d)\" fill=\"none\" stroke=\"#ffffff\"\(geometry)/>",
                "</mask>",
            ] }
            writeAngular(paint, attributes: " mask=\"url(#\(maskID))\"")
            return
        }
        guard let stroke = paintAttributes(paint, name: "stroke") else { return }
        emit("<path d=\"\(d)\" fill=\"none\"\(stroke)\(geometry)/>")
    }

    /// A `<clipPath>` for `path`; a non-finite or empty path gives an empty clip, which hides everything
    /// inside it.
    mutating func defineClip(_ path: VectorPath, _ rule: FillRule) -> String {
        guard path.isFinite, !path.isEmpty else {
            return define("clip") { id in ["<clipPath id=\"\(id)\"/>"] }
        }
        let d = path.pathData()
        return define("clip") { id in [
            "<clipPath id=\"\(id)\">",
            "  <path d=\"\(d)\"\(Self.fillRule(rule, name: "clip-rule"))/>",
            "</clipPath>",
        ] }
    }

    mutating func layerAttributes(_ layer: Layer) -> String {
        var out = ""
        if let filterID = defineFilter(layer.filters) { out += " filter=\"url(#\(filterID))\"" }
        let opacity = SVGAttributes.opacity(layer.opacity.isNaN ? 0 : layer.opacity)
        if opacity != "1" { out += " opacity=\"\(opacity)\"" }
        if layer.blendMode != .normal { out += " style=\"mix-blend-mode:\(layer.blendMode.rawValue)\"" }
        return out
    }

    func groupAttributes(_ kind: GroupKind) -> String {
        switch kind {
        case .accentable: return " class=\"accentable\""
        case .containerBackground: return " class=\"container-background\""
        case .knockout: return " class=\"knockout\""
        case .label(let label): return " aria-label=\"\(XMLEscaping.escapeAttribute(label))\""
        case .accentedImages(let mode): return " data-accented-images=\"\(mode.rawValue)\""
        }
    }
}
