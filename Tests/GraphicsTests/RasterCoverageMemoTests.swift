import Testing
@testable import Graphics

/// Coverage remembered across renders (`CoverageMemo`) gives exactly the pixels rasterizing gives.
@Suite struct RasterCoverageMemoTests {
    func render(_ list: DisplayList, scale: Double, memo: CoverageMemo?) throws -> Bitmap {
        let (w, h) = try RasterBackend.pixelSize(of: list, scale: scale)
        let renderer = try RasterRenderer(width: w, height: h, scale: scale, memo: memo)
        try renderer.draw(list.nodes)
        return renderer.finish()
    }

    func disc(at x: Double) -> DisplayList {
        DisplayList(size: Size(100, 60), items: [
            .fill(RasterTest.circle(x, 30, 20), .solid(RGBAColor(r8: 0, g8: 122, b8: 255)), .nonZero),
        ])
    }

    @Test func rememberedShapesGiveTheSamePixels() throws {
        let scene = RasterTest.scene()
        let memo = CoverageMemo(limit: 8 << 20)
        let drawn = try render(scene, scale: 2, memo: nil)
        let first = try render(scene, scale: 2, memo: memo)
        // Twelve shapes: nine fills (an image's and a clip's outline among them) and three strokes;
        // the clip, drawn with no enclosing clip, also as its mask.
        #expect(memo.stored.entries == 12)
        #expect(memo.storedMasks == 1)
        let second = try render(scene, scale: 2, memo: memo)
        #expect(memo.stored.entries == 12 && memo.storedMasks == 1)   // all found, none added
        #expect(first == drawn && second == drawn)
        // Another scale is another key: twelve more, and its own pixels.
        #expect(try render(scene, scale: 1, memo: memo) == render(scene, scale: 1, memo: nil))
        #expect(memo.stored.entries == 24)
    }

    @Test func aShapeMovedByAQuarterPointIsRasterizedAgain() throws {
        let memo = CoverageMemo(limit: 8 << 20)
        let left = try render(disc(at: 50), scale: 2, memo: memo)
        let moved = try render(disc(at: 50.25), scale: 2, memo: memo)
        #expect(memo.stored.entries == 2)
        #expect(moved == (try render(disc(at: 50.25), scale: 2, memo: nil)))
        #expect(moved != left)
    }

    /// A clip inside another clip depends on its parent too: only the outer one is remembered as a
    /// mask, and the inner one's pixels are still right when the outer one comes from the memo.
    @Test func onlyClipsWithNoEnclosingClipAreRememberedAsMasks() throws {
        let list = DisplayList(size: Size(80, 80), items: [
            .pushClip(RasterTest.circle(40, 40, 30), .nonZero),
            .pushClip(RasterTest.rect(20.3, 10.7, 50, 50), .nonZero),
            .fill(RasterTest.rect(0, 0, 80, 80), .solid(RGBAColor(r8: 255, g8: 59, b8: 48)), .nonZero),
            .popClip,
            .fill(RasterTest.rect(0, 60, 80, 20), .solid(RGBAColor(r8: 0, g8: 122, b8: 255, alpha: 0.5)), .nonZero),
            .popClip,
        ])
        let memo = CoverageMemo(limit: 8 << 20)
        let drawn = try render(list, scale: 2, memo: nil)
        #expect(try render(list, scale: 2, memo: memo) == drawn)
        #expect(memo.storedMasks == 1)
        #expect(try render(list, scale: 2, memo: memo) == drawn)
        #expect(memo.storedMasks == 1)
    }

    @Test func aDisabledMemoRemembersNothingAndKeepsWhatItHas() throws {
        let memo = CoverageMemo(limit: 8 << 20)
        let scene = RasterTest.scene()
        memo.isEnabled = false
        #expect(try render(scene, scale: 2, memo: memo) == render(scene, scale: 2, memo: nil))
        #expect(memo.stored.entries == 0 && memo.storedMasks == 0)
        memo.isEnabled = true
        _ = try render(scene, scale: 2, memo: memo)
        #expect(memo.stored.entries == 12)
    }

    @Test func keysCompareEveryBitOfEveryCoordinate() {
        func key(_ x: Double) -> CoverageMemo.Key {
            var builder = CoverageMemo.KeyBuilder(kind: 1, capacity: 16)
            builder.add(RasterTest.rect(x, 0, 10, 10))
            return builder.key
        }
        #expect(key(0) == key(0))
        #expect(key(0).digest == key(0).digest)
        #expect(key(0) != key(-0.0))   // equal as numbers, not as bits
        #expect(key(1) != key(1.nextUp))
    }

    @Test func aSmallLimitDropsTheOldestShapesAndKeepsThePixels() throws {
        let scene = RasterTest.scene()
        let memo = CoverageMemo(limit: 16_384)
        #expect(try render(scene, scale: 2, memo: memo) == render(scene, scale: 2, memo: nil))
        let (entries, bytes) = memo.stored
        #expect(bytes <= 16_384)
        #expect(entries > 0 && entries < 12)
        #expect(try render(scene, scale: 2, memo: memo) == render(scene, scale: 2, memo: nil))
    }
}
