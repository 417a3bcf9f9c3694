import Foundation
import Testing
@testable import Graphics

/// `RasterBackend.png(_:name:holds:…)` and `PNGRowMatcher`: how the gallery tells that a file it wrote
/// before already holds a picture, without encoding the picture again. Only the same pixels say yes,
/// whatever encoder wrote them; one changed pixel anywhere, another size or a damaged file say no.
@Suite struct RasterPNGHeldTests {
    /// Translucent shapes over nothing: the PNG keeps alpha.
    static func translucent() -> DisplayList {
        var list = DisplayList(size: Size(width: 61, height: 47))
        list.append(.fill(.circle(in: Rect(x: 3.3, y: 2.7, width: 40, height: 40)), .solid(RGBAColor(r8: 200, g8: 40, b8: 90, alpha: 0.6)), .nonZero))
        list.append(.fill(.rect(Rect(x: 20.25, y: 10.5, width: 37, height: 30)), .solid(RGBAColor(r8: 10, g8: 120, b8: 250, alpha: 0.35)), .nonZero))
        return list
    }

    /// The file with the pixel at byte `index` of its straight RGBA changed by one.
    static func changed(_ png: Data, at index: Int) throws -> Data {
        let bitmap = try PNGCodec.decode(png, name: "p")
        var pixels = bitmap.pixels
        pixels[index] ^= 1
        return try PNGCodec.encode(Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels))
    }

    @Test func aPictureHoldsItsOwnPNGAndAReencodedOne() throws {
        for list in [Self.translucent(), RasterTest.scene()] {
            let png = try RasterBackend.renderPNG(list, scale: 2)
            #expect(RasterBackend.png(png, name: "p", holds: list, scale: 2))
            // The same pixels, other bytes: libpng's own defaults compress differently.
            let other = try PNGCodec.encode(PNGCodec.decode(png, name: "p"), options: .libpngDefaults)
            #expect(other != png)
            #expect(RasterBackend.png(other, name: "p", holds: list, scale: 2))
            let kept = try #require(RasterBackend.pixels(ifPNG: other, name: "p", holds: list, scale: 2))
            #expect(kept.png == other)
            #expect(try kept.canvas().straightBitmap() == PNGCodec.decode(png, name: "p"))
        }
    }

    @Test("one changed byte in the first, a middle or the last row is a difference", arguments: [0, 47 * 122 * 4 / 2 + 9, 94 * 122 * 4 - 1])
    func oneChangedPixelDiffers(_ index: Int) throws {
        let list = Self.translucent()
        let changed = try Self.changed(try RasterBackend.renderPNG(list, scale: 2), at: index)
        #expect(!RasterBackend.png(changed, name: "p", holds: list, scale: 2))
        #expect(RasterBackend.pixels(ifPNG: changed, name: "p", holds: list, scale: 2) == nil)
    }

    @Test func anotherSizeOrADamagedFileIsNotHeld() throws {
        let list = Self.translucent()
        let png = try RasterBackend.renderPNG(list, scale: 2)
        #expect(!RasterBackend.png(try RasterBackend.renderPNG(list, scale: 3), name: "p", holds: list, scale: 2))
        #expect(!RasterBackend.png(png.prefix(png.count / 2), name: "p", holds: list, scale: 2))
        #expect(!RasterBackend.png(Data(), name: "p", holds: list, scale: 2))
        #expect(!RasterBackend.png(Data("not a png".utf8), name: "p", holds: list, scale: 2))
        #expect(PNGRowMatcher(png: png, name: "p", width: 122, height: 95) == nil)
    }

    /// The contact sheets' path: an opaque page drawn in bands with drawn pixels placed over it.
    @Test func aBandedPageWithPlacedPixelsHoldsItsPNG() throws {
        var page = DisplayList(size: Size(width: 90, height: 300))
        page.append(.fill(.rect(Rect(x: 0, y: 0, width: 90, height: 300)), .solid(RGBAColor(r8: 242, g8: 242, b8: 247)), .nonZero))
        page.append(.fill(.circle(in: Rect(x: 10.5, y: 120.25, width: 50, height: 50)), .solid(RGBAColor(r8: 28, g8: 28, b8: 30)), .nonZero))
        let cell = try #require(RasterBackend.renderPNGKeepingPixels(Self.translucent(), scale: 2).pixels)
        let placements = [PixelPlacement(pixels: cell, x: 20, y: 31), PixelPlacement(pixels: cell, x: 40, y: 400)]
        for rows in [16, 64, 256] {
            let png = try RasterBackend.renderPNG(page, scale: 2, placing: placements, bandRows: rows)
            #expect(RasterBackend.png(png, name: "sheet", holds: page, scale: 2, placing: placements, bandRows: rows))
            #expect(!RasterBackend.png(png, name: "sheet", holds: page, scale: 2, placing: Array(placements.prefix(1)), bandRows: rows))
            let lastRow = try Self.changed(png, at: 180 * 600 * 4 - 2)
            #expect(!RasterBackend.png(lastRow, name: "sheet", holds: page, scale: 2, placing: placements, bandRows: rows))
        }
    }

    /// The matcher stops at the first rows that differ, so the rest of a changed picture is not drawn.
    @Test func theMatcherStopsAtTheFirstDifference() throws {
        let bitmap = Bitmap(width: 4, height: 3, pixels: [UInt8](repeating: 7, count: 48))
        let matcher = try #require(PNGRowMatcher(png: try PNGCodec.encode(bitmap), name: "p", width: 4, height: 3))
        let same = [UInt8](repeating: 7, count: 16), other = [UInt8](repeating: 8, count: 16)
        try matcher.write(rows: same, count: 1)
        #expect(!matcher.matchedEveryRow)
        #expect(throws: PNGRowMatcher.Mismatch.self) { try matcher.write(rows: other, count: 1) }
        #expect(throws: PNGRowMatcher.Mismatch.self) { try matcher.write(rows: same, count: 1) }
        #expect(!matcher.matchedEveryRow)
    }
}
