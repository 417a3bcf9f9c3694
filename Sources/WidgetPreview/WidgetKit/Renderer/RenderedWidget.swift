import Foundation
import Graphics

/// A rendered widget: one DisplayList, drawn as pixels (PNG) and as SVG, so both show the same picture.
///
/// Pixels are drawn lazily, the first time they are asked for (`bitmap`, `pngData()`), and kept: an SVG
/// alone (`render --format svg`) never pays for a raster.
public struct RenderedWidget: Sendable {
    /// Size in pixels (points × scale).
    public let width: Int
    public let height: Int
    /// Things that were not drawn as asked (missing background, unmapped symbols, missing images …).
    public let warnings: [String]
    /// The views as laid out, before the rendering mode and the backdrop (which do not move anything):
    /// see `ViewLayout`. `widget-preview render --explain` prints it.
    public let layout: ViewLayout
    /// The picture in points, after background removal, the rendering mode and the backdrop.
    package let displayList: DisplayList
    /// The SVG's `<title>`.
    package let title: String
    /// Device pixels per point of `bitmap`.
    package let scale: Double
    /// What VoiceOver would read (`accessibilityLabel`s not hidden), in reading order.
    package let accessibilityLabels: [String]
    /// Where a tap on the widget goes (`widgetURL`), and the `Link` destinations inside it.
    package let widgetURL: URL?
    package let linkDestinations: [URL]
    private let raster: LazyRaster

    /// Checks the canvas (`RasterBackend.pixelSize`) now, so a bad size fails here and not at `bitmap`.
    package init(displayList: DisplayList, layout: ViewLayout, scale: Double, warnings: [String], title: String,
                 accessibilityLabels: [String] = [], widgetURL: URL? = nil, linkDestinations: [URL] = []) throws {
        let pixels = try RasterBackend.pixelSize(of: displayList, scale: scale)
        width = pixels.width
        height = pixels.height
        self.displayList = displayList
        self.layout = layout
        self.scale = scale
        self.warnings = warnings
        self.title = title
        self.accessibilityLabels = accessibilityLabels
        self.widgetURL = widgetURL
        self.linkDestinations = linkDestinations
        raster = LazyRaster()
    }

    /// The pixels, straight-alpha RGBA8 (for the harness and tests): drawn on first use, then kept.
    package var bitmap: Bitmap {
        get throws {
            try raster.bitmap(draw: { try RasterBackend.render(displayList, scale: scale) },
                              decode: { try PNGCodec.decode($0, name: title) })
        }
    }

    /// Whether the pixels have been drawn yet (a test seam: an SVG alone must not draw them).
    package var hasDrawnPixels: Bool { raster.isDrawn }

    /// The pixels as a PNG file. When nothing has asked for the bitmap yet, the picture is encoded
    /// straight from the canvas it was drawn on (`RasterBackend.renderPNG`): no second copy of the
    /// pixels, the same bytes.
    public func pngData() throws -> Data {
        try raster.png(draw: { try RasterBackend.renderPNG(displayList, scale: scale) },
                       encode: { try PNGCodec.encode($0) })
    }

    /// `pngData()`'s bytes, drawn now, with the premultiplied pixels they were encoded from (nil for an
    /// empty picture) for a picture that shows this one again: the gallery's contact sheets composite
    /// them instead of drawing the widget a second time. Nothing is kept here.
    package func pngDataKeepingPixels() throws -> (png: Data, pixels: DrawnPixels?) {
        try RasterBackend.renderPNGKeepingPixels(displayList, scale: scale)
    }

    /// `pngDataKeepingPixels()` for a widget whose PNG file is already written: when `png` (that file's
    /// bytes, named `name` in messages) decodes to exactly the pixels drawn now, those pixels kept as the
    /// file's bytes, and nothing is encoded; nil when the file holds other pixels or cannot be read. The
    /// gallery leaves such a file as it is.
    package func pixels(ifPNG png: Data, name: String) -> DrawnPixels? {
        RasterBackend.pixels(ifPNG: png, name: name, holds: displayList, scale: scale)
    }

    /// The same picture as an SVG document, sized in points.
    public func svg() -> String { SVGBackend.render(displayList, title: title) }
}

/// The once-drawn pixels shared by copies of one `RenderedWidget`, kept as the bitmap or as the PNG
/// they were first asked for as (the other form is derived from it: decoding a PNG gives back exactly
/// the bitmap it was encoded from). A raster error is kept and rethrown too, so every caller sees the
/// same outcome.
private final class LazyRaster: @unchecked Sendable {
    private let lock = NSLock()
    private var drawnBitmap: Bitmap?
    private var drawnPNG: Data?
    private var failure: (any Error)?

    var isDrawn: Bool {
        lock.lock()
        defer { lock.unlock() }
        return drawnBitmap != nil || drawnPNG != nil || failure != nil
    }

    func bitmap(draw: () throws -> Bitmap, decode: (Data) throws -> Bitmap) throws -> Bitmap {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        if let drawnBitmap { return drawnBitmap }
        do {
            let bitmap = try drawnPNG.map(decode) ?? draw()
            drawnBitmap = bitmap
            return bitmap
        } catch {
            failure = error
            throw error
        }
    }

    func png(draw: () throws -> Data, encode: (Bitmap) throws -> Data) throws -> Data {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        if let drawnPNG { return drawnPNG }
        if let drawnBitmap { return try encode(drawnBitmap) }
        do {
            let png = try draw()
            drawnPNG = png
            return png
        } catch {
            failure = error
            throw error
        }
    }
}
