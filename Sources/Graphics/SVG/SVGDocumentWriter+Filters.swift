/// Layer filters as one SVG 1.1 `<filter>` per distinct chain.
///
/// The filter region is the canvas in user space, like the raster backend's canvas-sized layers: content
/// outside the canvas does not blur into it. Components are filtered in sRGB
/// (`color-interpolation-filters="sRGB"`), as the raster backend does. Each primitive names its result
/// and its input, so the chain does not depend on defaults. Shadows use SVG 1.1 primitives only
/// (blur, offset, flood, composite, merge), not `feDropShadow`.
extension SVGDocumentWriter {
    mutating func defineFilter(_ filters: [LayerFilter]) -> String? {
        var primitives: [String] = []
        var input = "SourceGraphic"
        var step = 0
        let n = SVGAttributes.number
        func next() -> String {
            step += 1
            return "f\(step)"
        }
        for filter in filters {
            switch filter {
            case .colorMatrix(let values):
                guard values.count == 20, values.allSatisfy(\.isFinite) else { continue }
                let result = next()
                let text = values.map { NumberText.format($0, decimals: 4) }.joined(separator: " ")
                primitives.append("<feColorMatrix in=\"\(input)\" values=\"\(text)\" result=\"\(result)\"/>")
                input = result
            case .blur(let radius):
                guard radius.isFinite, n(radius) != "0" else { continue }
                let result = next()
                primitives.append("<feGaussianBlur in=\"\(input)\" stdDeviation=\"\(n(radius))\" result=\"\(result)\"/>")
                input = result
            case .shadow(let color, let radius, let dx, let dy):
                guard !color.isInvisible, radius.isFinite, dx.isFinite, dy.isFinite else { continue }
                let result = next()
                var source = input
                if n(radius) != "0" {
                    primitives.append("<feGaussianBlur in=\"\(source)\" stdDeviation=\"\(n(radius))\" result=\"\(result)-blur\"/>")
                    source = result + "-blur"
                }
                primitives.append("<feOffset in=\"\(source)\" dx=\"\(n(dx))\" dy=\"\(n(dy))\" result=\"\(result)-offset\"/>")
                primitives.append("<feFlood" + SVGAttributes.color(color, name: "flood-color", opacityName: "flood-opacity")
                                  + " result=\"\(result)-color\"/>")
                primitives.append("<feComposite in=\"\(result)-color\" in2=\"\(result)-offset\" operator=\"in\" result=\"\(result)-shadow\"/>")
                primitives.append("<feMerge result=\"\(result)\">")
                primitives.append("  <feMergeNode in=\"\(result)-shadow\"/>")
                primitives.append("  <feMergeNode in=\"\(input)\"/>")
                primitives.append("</feMerge>")
                input = result
            }
        }
        guard !primitives.isEmpty else { return nil }
        let w = n(size.width), h = n(size.height)
        return define("filter") { id in
            ["<filter id=\"\(id)\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" filterUnits=\"userSpaceOnUse\" "
                + "color-interpolation-filters=\"sRGB\">"]
                + primitives.map { "  " + $0 } + ["</filter>"]
        }
    }
}
