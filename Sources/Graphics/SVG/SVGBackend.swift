/// Writes a `DisplayList` as a self-contained SVG 1.1 document that draws the same picture as the raster
/// backend.
///
/// The document is in points (`width`/`height` equal the `viewBox` size); a viewer or resvg zooms it to the
/// raster scale. Output is deterministic text: numbers from `NumberText`, colours from `RGBAColor.rgba8`,
/// ids derived from what they name (`SVGIdentifiers`), both `href` and `xlink:href` on `<use>`
/// (`SVGAttributes.href`), one element per line, a trailing newline and nothing time- or
/// machine-dependent. All definitions (glyph outlines, images, gradients, clips, masks, filters) are
/// gathered in one `<defs>` block after the `<title>`, in order of first use.
package enum SVGBackend {
    package static func render(_ list: DisplayList, title: String) -> String {
        var writer = SVGDocumentWriter(size: list.size, idPrefix: SVGIdentifiers.documentPrefix(title: title))
        writer.write(list.nodes, stack: [])
        return writer.document(title: title)
    }
}
