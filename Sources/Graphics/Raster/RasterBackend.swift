import Foundation

/// Draws a DisplayList into pixels: FreeType's gray rasterizer for every shape, integer premultiplied
/// compositing with defined rounding, straight-alpha RGBA8 out.
///
/// Thread safety: each `render` call creates its own `FT_Library`, canvases and caches and shares no
/// mutable state, so renders may run on any number of threads at once and give identical bytes.
package enum RasterBackend {
    /// Most pixels one render may allocate per canvas (64 Mpx = 256 MB); beyond it `render` throws.
    package static let maxPixelCount = 1 << 26

    /// Pixel size of `list` at `scale`: each side of `list.size × scale` rounded to the nearest integer.
    package static func pixelSize(of list: DisplayList, scale: Double) throws -> (width: Int, height: Int) {
        let w = list.size.width * scale, h = list.size.height * scale
        let limit = Double(Bitmap.maxDimension)
        guard scale.isFinite, scale > 0, w.isFinite, h.isFinite, w >= 0, h >= 0,
              w.rounded() <= limit, h.rounded() <= limit
        else { throw RasterError.invalidCanvas(width: list.size.width, height: list.size.height, scale: scale) }
        let pw = Int(w.rounded()), ph = Int(h.rounded())
        guard pw * ph <= maxPixelCount else {
            throw RasterError.invalidCanvas(width: list.size.width, height: list.size.height, scale: scale)
        }
        return (pw, ph)
    }

    /// The list drawn at `scale` device pixels per point, transparent where nothing is drawn.
    ///
    /// Lists built unbalanced are drawn leniently (`DisplayList+Building`): a pop that closes nothing is
    /// ignored, and groups still open at the end are closed in order.
    package static func render(_ list: DisplayList, scale: Double) throws -> Bitmap {
        let (w, h) = try pixelSize(of: list, scale: scale)
        guard w > 0, h > 0 else { return Bitmap(width: w, height: h, pixels: []) }
        let renderer = try RasterRenderer(width: w, height: h, scale: scale)
        try renderer.draw(list.nodes)
        return renderer.finish()
    }

    /// The list drawn at `scale` and encoded as PNG: the same bytes as `PNGCodec.encode(render(list,
    /// scale:), options:)`, but the pixels are converted and encoded where they were drawn, so a large
    /// picture (the gallery's contact sheets, up to 20 Mpx) is held once instead of twice.
    package static func renderPNG(_ list: DisplayList, scale: Double, options: PNGEncodeOptions = .standard) throws -> Data {
        let (w, h) = try pixelSize(of: list, scale: scale)
        guard w > 0, h > 0 else { return try PNGCodec.encode(Bitmap(width: w, height: h, pixels: []), options: options) }
        let renderer = try RasterRenderer(width: w, height: h, scale: scale)
        try renderer.draw(list.nodes)
        return try renderer.finishPNG(options: options)
    }
}
