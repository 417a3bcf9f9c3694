import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// `RenderedWidget` draws pixels only when asked: `render --format svg` writes `svg()` alone.
@Suite struct LazyPixelsTests {
    @Test func anSVGAloneDrawsNoPixels() throws {
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 2).render(Color.red)
        #expect((image.width, image.height) == (340, 340))   // known without drawing
        _ = image.svg()
        #expect(!image.hasDrawnPixels)
        let png = try image.pngData()
        #expect(image.hasDrawnPixels)
        let again = try image.bitmap
        #expect((again.width, again.height) == (340, 340))
        #expect(try PNGCodec.encode(again) == png)
    }

    /// `pngData()` first encodes straight from the canvas; the bitmap asked for afterwards is that PNG
    /// decoded, and both equal drawing the bitmap first (transparent corners: the RGBA path).
    @Test func aPNGFirstGivesTheSameBytesAndPixels() throws {
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 3).render(Color.red.opacity(0.5))
        let png = try image.pngData()
        let reference = try RasterBackend.render(image.displayList, scale: 3)
        #expect(!reference.isOpaque)
        #expect(png == (try PNGCodec.encode(reference)))
        #expect(try image.bitmap == reference)
        #expect(try image.pngData() == png)
    }

    @Test func copiesShareOneDrawing() throws {
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(Color.blue)
        let copy = image
        _ = try copy.bitmap
        #expect(image.hasDrawnPixels)   // the copy drew them for both
    }
}
