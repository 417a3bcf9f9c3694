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
        get throws { try raster.bitmap { try RasterBackend.render(displayList, scale: scale) } }
    }

    /// Whether the pixels have been drawn yet (a test seam: an SVG alone must not draw them).
    package var hasDrawnPixels: Bool { raster.isDrawn }

    /// The pixels as a PNG file.
    public func pngData() throws -> Data { try PNGCodec.encode(bitmap) }

    /// The same picture as an SVG document, sized in points.
    public func svg() -> String { SVGBackend.render(displayList, title: title) }
}

/// The once-drawn pixels shared by copies of one `RenderedWidget` (a raster error is kept and rethrown
/// too, so every caller sees the same outcome).
private final class LazyRaster: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Bitmap, any Error>?

    var isDrawn: Bool {
        lock.lock()
        defer { lock.unlock() }
        return result != nil
    }

    func bitmap(_ draw: () throws -> Bitmap) throws -> Bitmap {
        lock.lock()
        defer { lock.unlock() }
        if let result { return try result.get() }
        let drawn = Result { try draw() }
        result = drawn
        return try drawn.get()
    }
}
