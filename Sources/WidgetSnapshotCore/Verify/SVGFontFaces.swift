/// The faces that drew a picture, read from its SVG: the renderer names every glyph definition after the
/// face that drew it, and for a variable font the instance (`<prefix>-g-Inter-SemiBold.g291`,
/// `…-g-SF-Pro-wght400-opsz15.g36`). So each SVG golden records which fonts drew it, and a check that
/// fails because the fonts changed (Apple's system fonts through `--system-fonts` against goldens of the
/// bundled stand-ins, or the reverse) can say so instead of leaving it to the diff.
package enum SVGFontFaces {
    /// The face names of the SVG's glyph definitions, sorted, each once.
    package static func names(in svg: String) -> [String] {
        var faces = Set<String>()
        var rest = svg[...]
        while let start = rest.range(of: "id=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let id = rest[..<end]
            rest = rest[end...]
            guard let marker = id.range(of: "-g-"), let glyph = id.range(of: ".g", options: .backwards),
                  glyph.lowerBound > marker.upperBound else { continue }
            let number = id[glyph.upperBound...]
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
            faces.insert(String(id[marker.upperBound..<glyph.lowerBound]))
        }
        return faces.sorted()
    }
}
