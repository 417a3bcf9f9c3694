import Foundation

/// A custom SF Symbol (`.symbolset`) as the SF Symbols app exports it: an SVG template whose `Symbols`
/// group holds one glyph per weight and scale, and whose `Guides` group marks each scale's baseline and cap
/// line and each glyph's margins. WidgetPreview draws the Regular-Medium glyph (`id="Regular-M"`), sized so
/// that its cap line meets the font's cap height, as iOS aligns symbols with text.
package struct SVGSymbolTemplate: Sendable, Equatable {
    /// The glyph's shapes in template units (their transforms applied by the reader of `path`).
    package var shapes: [SVGAssetShape]
    package var baseline: Double
    package var capline: Double
    /// The glyph's left and right margins (its advance), when the template has them.
    package var leftMargin: Double?
    package var rightMargin: Double?

    package static let glyphID = "Regular-M"

    /// Reads the template; throws an issue when the file is not XML, has no `Regular-M` glyph or no
    /// `Baseline-M`/`Capline-M` guides (a file not exported by the SF Symbols app).
    package static func parse(_ data: Data, file: String) throws -> (template: SVGSymbolTemplate, issues: [AssetCatalogIssue]) {
        let root: XMLElementNode
        do {
            root = try MiniXML.parse(data)
        } catch let error as MiniXMLError {
            throw AssetCatalogIssue(file: file, keyPath: "line \(error.line)", message: error.message + "; the symbol draws nothing")
        }
        guard let glyph = find(root, id: glyphID) else {
            throw AssetCatalogIssue(file: file, keyPath: "Symbols", message: "has no glyph with id \"\(glyphID)\" (export the symbol from the SF Symbols app with the Regular Medium variant); the symbol draws nothing")
        }
        guard let baseline = guide(root, "Baseline-M", vertical: false), let capline = guide(root, "Capline-M", vertical: false),
              baseline > capline else {
            throw AssetCatalogIssue(file: file, keyPath: "Guides", message: "has no Baseline-M above Capline-M guide, so the glyph cannot be sized to text; the symbol draws nothing")
        }
        var walker = SVGAssetParser.Walker(file: file)
        walker.collectGradients(root)
        walker.element(glyph, inherited: SVGAssetParser.Style(), depth: 0)
        let template = SVGSymbolTemplate(shapes: walker.shapes, baseline: baseline, capline: capline,
                                         leftMargin: guide(root, "left-margin-" + glyphID, vertical: true),
                                         rightMargin: guide(root, "right-margin-" + glyphID, vertical: true))
        return (template, walker.log.issues)
    }

    static func find(_ node: XMLElementNode, id: String) -> XMLElementNode? {
        if node.attributes["id"] == id { return node }
        for child in node.children { if let found = find(child, id: id) { return found } }
        return nil
    }

    /// A guide line's position: the y of a horizontal guide (`M x y H …`) or the x of a vertical one
    /// (`M x y V …`), with the guide's own `transform` applied.
    static func guide(_ root: XMLElementNode, _ id: String, vertical: Bool) -> Double? {
        guard let node = find(root, id: id) else { return nil }
        let d: String
        if node.name == "line" {
            let x = node.attributes["x1"].flatMap(SVGValues.length) ?? 0, y = node.attributes["y1"].flatMap(SVGValues.length) ?? 0
            d = "M\(x) \(y)"
        } else {
            d = node.attributes["d"] ?? ""
        }
        guard case .move(var x, var y)? = SVGPathData.parse(d).commands.first else { return nil }
        if let text = node.attributes["transform"], case .success(let m) = SVGValues.transform(text) { (x, y) = m.apply(x, y) }
        return vertical ? x : y
    }
}
