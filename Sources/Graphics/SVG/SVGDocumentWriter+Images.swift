import Foundation

/// Images: each distinct `ImageSource` is embedded once in `<defs>` as a `data:` PNG at its pixel size
/// and placed with `<use>`, whose transform maps its pixels onto the draw's rectangle.
extension SVGDocumentWriter {
    /// The `<defs>` id of `source`, embedding it on first use; nil when it is empty or cannot be encoded.
    mutating func imageID(_ source: ImageSource) -> String? {
        if let known = imageIDs[source.key] { return known }
        let bitmap = source.bitmap
        guard let base64 = SVGTextCache.base64PNG(of: source) else {
            imageIDs[source.key] = .some(nil)
            return nil
        }
        let id = reserve(idPrefix + "-" + SVGIdentifiers.sanitize(source.key))
        addDefinition([
            "<image id=\"\(id)\" width=\"\(bitmap.width)\" height=\"\(bitmap.height)\" preserveAspectRatio=\"none\""
                + SVGAttributes.imageHref("data:image/png;base64," + base64) + "/>",
        ])
        imageIDs[source.key] = id
        return id
    }

    mutating func writeImage(_ draw: ImageDraw) {
        let r = draw.rect
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0,
              SVGAttributes.isFinite(draw.transform) else { return }
        let opacity = SVGAttributes.opacity(draw.opacity.isNaN ? 0 : draw.opacity)
        guard opacity != "0", let id = imageID(draw.source) else { return }
        let bitmap = draw.source.bitmap
        let place = Transform.scale(r.width / Double(bitmap.width), r.height / Double(bitmap.height))
            .concatenating(.translation(r.minX, r.minY))
            .concatenating(draw.transform)
        var line = "<use" + SVGAttributes.href("#" + id) + " transform=\"\(SVGAttributes.transform(place))\""
        if opacity != "1" { line += " opacity=\"\(opacity)\"" }
        // SVG 1.1's keyword for resvg, Inkscape and Firefox; Chromium samples nearest only for CSS
        // `pixelated` (a renderer that does not know it keeps the attribute's value).
        if draw.sampling == .nearest { line += " image-rendering=\"optimizeSpeed\" style=\"image-rendering:pixelated\"" }
        emit(line + "/>")
    }
}
