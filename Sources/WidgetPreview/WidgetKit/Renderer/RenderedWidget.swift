import Foundation
import Graphics

/// A rendered widget: one DisplayList, drawn as pixels (PNG) and as SVG, so both show the same picture.
public struct RenderedWidget: Sendable {
    /// Size in pixels (points × scale).
    public let width: Int
    public let height: Int
    /// Things that were not drawn as asked (missing background, unmapped symbols, missing images …).
    public let warnings: [String]
    /// The pixels, straight-alpha RGBA8 (for the harness and tests).
    package let bitmap: Bitmap
    /// The picture in points, after background removal, the rendering mode and the backdrop.
    package let displayList: DisplayList
    /// The SVG's `<title>`.
    package let title: String

    package init(bitmap: Bitmap, displayList: DisplayList, warnings: [String], title: String) {
        self.bitmap = bitmap
        self.displayList = displayList
        self.warnings = warnings
        self.title = title
        width = bitmap.width
        height = bitmap.height
    }

    /// The pixels as a PNG file.
    public func pngData() throws -> Data { try PNGCodec.encode(bitmap) }

    /// The same picture as an SVG document, sized in points.
    public func svg() -> String { SVGBackend.render(displayList, title: title) }
}
