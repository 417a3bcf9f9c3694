import Foundation
import Testing
@testable import Graphics

/// `RasterBackend.renderPNG` encodes from the canvas it drew on (converted in place) instead of from a
/// straight-alpha copy: the bytes must be exactly those of rendering, then encoding.
@Suite struct RasterRenderPNGTests {
    @Test func anOpaquePictureGivesTheBytesOfRenderThenEncode() throws {
        let list = RasterTest.scene()
        let png = try RasterBackend.renderPNG(list, scale: 2)
        #expect(png == (try PNGCodec.encode(RasterBackend.render(list, scale: 2))))
        #expect(try PNGCodec.decode(png, name: "scene") == RasterBackend.render(list, scale: 2))
    }

    /// Partly transparent pixels (anti-aliased edges, a translucent fill) take the unpremultiplying path
    /// and an RGBA PNG.
    @Test func aTranslucentPictureGivesTheBytesOfRenderThenEncode() throws {
        var list = DisplayList(size: Size(width: 61, height: 47))
        list.append(.fill(.circle(in: Rect(x: 3.3, y: 2.7, width: 40, height: 40)), .solid(RGBAColor(r8: 200, g8: 40, b8: 90, alpha: 0.6)), .nonZero))
        list.append(.fill(.rect(Rect(x: 20.25, y: 10.5, width: 37, height: 30)), .solid(RGBAColor(r8: 10, g8: 120, b8: 250, alpha: 0.35)), .nonZero))
        for scale in [1.0, 2, 3] {
            let bitmap = try RasterBackend.render(list, scale: scale)
            #expect(!bitmap.isOpaque)
            #expect(try RasterBackend.renderPNG(list, scale: scale) == PNGCodec.encode(bitmap))
        }
    }

    @Test func anEmptyCanvasThrowsAsEncodingDoes() {
        let list = DisplayList(size: Size(width: 0, height: 10))
        #expect(throws: PNGError.self) { try RasterBackend.renderPNG(list, scale: 2) }
    }
}
