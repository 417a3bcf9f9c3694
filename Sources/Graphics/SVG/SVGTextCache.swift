/// Text the SVG writer would otherwise compute again for every document, by content key. A widget's photo
/// or an emoji is embedded again in every place, entry and contact sheet it appears in, and deflating it
/// with our own encoder each time was the largest single cost of writing a gallery's SVGs; glyph outlines
/// recur in every document that uses the font. The text depends only on the key, so a cached copy is
/// exactly what computing it again would give.
enum SVGTextCache {
    /// Base64 PNG text by `ImageSource.key` (its pixels' hash); nil for an image that cannot be encoded.
    static let imageData = BoundedCache<String, String?>(limit: 64 << 20, cost: { ($0?.utf8.count ?? 0) + 64 })
    /// A glyph's id name and path data at `glyphUnitsPerEm` by `GlyphOutline.key` (nil: nothing to draw).
    static let glyphDefinitions = BoundedCache<String, SVGGlyphDefinition?>(
        limit: 16 << 20, cost: { ($0.map { $0.name.utf8.count + $0.pathEnd.utf8.count } ?? 0) + 64 })

    /// A glyph's definition line and `<use>` start by document id prefix and `GlyphOutline.key`.
    static let glyphLines = BoundedCache<SVGGlyphLinesKey, SVGGlyphLines>(
        limit: 32 << 20, cost: { $0.definitionLine.utf8.count + 2 * $0.use.lineStart.utf8.count + 64 })

    static func base64PNG(of source: ImageSource) -> String? {
        imageData.value(for: source.key) {
            let bitmap = source.bitmap
            guard bitmap.width > 0, bitmap.height > 0, let png = try? encodePNGForSVG(bitmap) else { return nil }
            return png.base64EncodedString()
        }
    }

    /// The outline's definition, nil when its path is empty or not finite (the outline depends only on
    /// its key, so the check does too).
    static func glyphDefinition(of outline: GlyphOutline) -> SVGGlyphDefinition? {
        glyphDefinitions.value(for: outline.key) {
            guard outline.path.isFinite, !outline.path.isEmpty else { return nil }
            return SVGGlyphDefinition(name: SVGIdentifiers.sanitize(outline.key),
                                      pathData: outline.path.pathData(scale: SVGDocumentWriter.glyphUnitsPerEm, decimals: 0))
        }
    }
}
