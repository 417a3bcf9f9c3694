import Foundation
import Testing
@testable import Graphics

/// A picture drawn a band of rows at a time (`RasterBackend.renderPNG(_:scale:placing:)`, the contact
/// sheets' path) must give the bytes of drawing it whole; drawn pixels composited at a whole-pixel
/// offset must give what drawing there gives where no rounding is involved.
@Suite struct RasterRenderPNGBandsTests {
    /// The scene without its two filtered layers has an opaque backdrop, gradients, dashed and mitred strokes, a clip
    /// and a multiply layer: every kind of node crosses some band edge for one of these heights.
    @Test func bandsGiveTheBytesOfAWholeCanvas() throws {
        let scene = RasterTest.scene()
        var list = DisplayList(size: scene.size)
        list.append(nodes: scene.nodes.filter { node in
            if case .group(.layer(let layer), _) = node { return layer.filters.isEmpty }
            return true
        })
        #expect(list.nodes.count == scene.nodes.count - 2)   // the shadow and the blur
        #expect(RasterBackend.startsWithOpaqueCover(list.nodes, width: 340, height: 340, scale: 2))
        for picture in [list, scene] {
            let whole = try RasterBackend.renderPNG(picture, scale: 2)
            for rows in [1, 7, 64, 113, 339, 340, 1000] {
                #expect(try RasterBackend.renderPNG(picture, scale: 2, placing: [], bandRows: rows) == whole, "\(rows) rows a band")
            }
        }
    }

    /// Without an opaque backdrop the picture may need alpha, which only the whole canvas can tell.
    @Test func aTranslucentPictureIsDrawnWhole() throws {
        var list = DisplayList(size: Size(width: 30, height: 20))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 20)), .solid(RGBAColor(r8: 10, g8: 20, b8: 30, alpha: 0.5)), .nonZero))
        list.append(.fill(.circle(in: Rect(x: 2.5, y: 1.5, width: 15, height: 15)), .solid(.white), .nonZero))
        #expect(!RasterBackend.startsWithOpaqueCover(list.nodes, width: 60, height: 40, scale: 2))
        #expect(try RasterBackend.renderPNG(list, scale: 2, placing: [], bandRows: 8) == RasterBackend.renderPNG(list, scale: 2))
        // A backdrop that misses a pixel column is no cover either.
        var narrow = DisplayList(size: Size(width: 30, height: 20))
        narrow.append(.fill(.rect(Rect(x: 0.5, y: 0, width: 29.5, height: 20)), .solid(.white), .nonZero))
        #expect(!RasterBackend.startsWithOpaqueCover(narrow.nodes, width: 60, height: 40, scale: 2))
    }

    @Test func keptPixelsComeWithTheBytesOfRenderPNG() throws {
        var list = DisplayList(size: Size(width: 61, height: 47))
        list.append(.fill(.circle(in: Rect(x: 3.3, y: 2.7, width: 40, height: 40)), .solid(RGBAColor(r8: 200, g8: 40, b8: 90, alpha: 0.6)), .nonZero))
        list.append(.fill(.rect(Rect(x: 20.25, y: 10.5, width: 37, height: 30)), .solid(RGBAColor(r8: 10, g8: 120, b8: 250, alpha: 0.35)), .nonZero))
        for scale in [1.0, 2, 3] {
            let kept = try RasterBackend.renderPNGKeepingPixels(list, scale: scale)
            #expect(kept.png == (try RasterBackend.renderPNG(list, scale: scale)))
            #expect(kept.pixels?.width == Int((61 * scale).rounded()) && kept.pixels?.height == Int((47 * scale).rounded()))
        }
        let scene = try RasterBackend.renderPNGKeepingPixels(RasterTest.scene(), scale: 2)
        #expect(scene.png == (try RasterBackend.renderPNG(RasterTest.scene(), scale: 2)))
    }

    /// Pixel-aligned shapes (full coverage, a translucent colour) composite exactly as they draw, in
    /// bands or whole, wherever a band edge cuts the placed picture.
    @Test func placedPixelsMatchDrawingThereWhenNothingRounds() throws {
        var cell = DisplayList(size: Size(width: 10, height: 8))
        cell.append(.fill(.rect(Rect(x: 0, y: 0, width: 6, height: 8)), .solid(RGBAColor(r8: 0, g8: 122, b8: 255)), .nonZero))
        cell.append(.fill(.rect(Rect(x: 2, y: 2, width: 7, height: 3)), .solid(RGBAColor(r8: 255, g8: 59, b8: 48, alpha: 0.5)), .nonZero))
        cell.append(.fill(.rect(Rect(x: 8, y: 0, width: 2, height: 8)), .solid(RGBAColor(r8: 0, g8: 0, b8: 0, alpha: 0)), .nonZero))
        var page = DisplayList(size: Size(width: 40, height: 30))
        page.append(.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), .solid(RGBAColor(r8: 242, g8: 242, b8: 247)), .nonZero))
        var drawn = page
        drawn.append(cell, at: Point(7.5, 11))
        drawn.append(cell, at: Point(-3, 25))   // partly outside the page
        let pixels = try #require(try RasterBackend.renderPNGKeepingPixels(cell, scale: 2).pixels)
        let placements = [PixelPlacement(pixels: pixels, x: 15, y: 22), PixelPlacement(pixels: pixels, x: -6, y: 50)]
        let expected = try RasterBackend.renderPNG(drawn, scale: 2)
        for rows in [3, 23, 60] {
            #expect(try RasterBackend.renderPNG(page, scale: 2, placing: placements, bandRows: rows) == expected, "\(rows) rows a band")
        }
    }
}
