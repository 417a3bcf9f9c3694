import Foundation
import Testing
@testable import Graphics

@Suite("Pixelmatch")
struct PixelmatchTests {
    private func bitmap(_ w: Int, _ h: Int, _ pixels: [UInt8]) -> Bitmap {
        Bitmap(width: w, height: h, pixels: pixels)
    }

    @Test func translucentVersusOpaqueDependsOnCheckerboard() throws {
        // From pixelmatch v7.2.0's tests: over white these two look the same; over the checkerboard not.
        let a = bitmap(1, 1, [0, 0, 0, 128])
        let b = bitmap(1, 1, [127, 127, 127, 255])
        #expect(try Pixelmatch.compare(a, b, writeDiff: false).mismatched == 1)
        #expect(try Pixelmatch.compare(a, b, options: .init(checkerboard: false), writeDiff: false).mismatched == 0)
    }

    @Test func sizeMismatchIsItsOwnError() {
        let error = #expect(throws: PixelmatchError.self) {
            try Pixelmatch.compare(Bitmap(width: 3, height: 2), Bitmap(width: 2, height: 3), writeDiff: true)
        }
        #expect(error == .sizeMismatch(firstWidth: 3, firstHeight: 2, secondWidth: 2, secondHeight: 3))
        #expect(error?.description.contains("3×2 vs 2×3") == true)
    }

    @Test func identicalImagesGiveZeroAndAGreyDiff() throws {
        let a = bitmap(2, 1, [255, 0, 0, 255, 0, 0, 255, 0])
        let result = try Pixelmatch.compare(a, a, writeDiff: true)
        #expect(result.mismatched == 0)
        // red: Y = 76.218..., 255 + (Y - 255) * 0.1 * 255 / 255 = 237.12... → 237 (truncated, not rounded);
        // transparent blue: alpha 0, so white.
        #expect(result.diff?.pixels == [237, 237, 237, 255, 255, 255, 255, 255])
        let mask = try Pixelmatch.compare(a, a, options: .init(diffMask: true), writeDiff: true)
        #expect(mask.diff?.pixels == [UInt8](repeating: 0, count: 8))
    }

    @Test func darkerAndLighterChangesUseTheirColours() throws {
        let white = bitmap(2, 1, [255, 255, 255, 255, 0, 0, 0, 255])
        let swapped = bitmap(2, 1, [0, 0, 0, 255, 255, 255, 255, 255])
        let options = PixelmatchOptions(diffColor: .init(255, 0, 0), diffColorAlt: .init(0, 255, 0))
        let result = try Pixelmatch.compare(white, swapped, options: options, writeDiff: true)
        #expect(result.mismatched == 2)
        // Pixel 0 got darker in the second image (alt colour); pixel 1 got lighter (diff colour).
        #expect(result.diff?.pixels == [0, 255, 0, 255, 255, 0, 0, 255])
    }

    @Test func thresholdScalesWithTheSquare() throws {
        // One grey step: YIQ delta 0.5053 for a unit change of all channels, under maxDelta at threshold 0.1.
        let a = bitmap(1, 1, [100, 100, 100, 255])
        let b = bitmap(1, 1, [101, 101, 101, 255])
        #expect(try Pixelmatch.compare(a, b, writeDiff: false).mismatched == 0)
        #expect(try Pixelmatch.compare(a, b, options: .init(threshold: 0), writeDiff: false).mismatched == 1)
    }

    @Test func antiAliasedEdgeIsForgivenUnlessIncluded() throws {
        // A hard black/white edge that gains a grey anti-aliasing pixel in the second image.
        let w = 6, h = 6
        var a = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h { for x in 0..<3 { let i = (y * w + x) * 4; a[i] = 0; a[i + 1] = 0; a[i + 2] = 0 } }
        var b = a
        let i = (2 * w + 3) * 4
        b[i] = 128; b[i + 1] = 128; b[i + 2] = 128
        let forgiven = try Pixelmatch.compare(bitmap(w, h, a), bitmap(w, h, b), writeDiff: true)
        #expect(forgiven.mismatched == 0)
        #expect(forgiven.diff.map { Array($0.pixels[i..<(i + 4)]) } == [255, 255, 0, 255])
        let counted = try Pixelmatch.compare(bitmap(w, h, a), bitmap(w, h, b), options: .init(includeAA: true),
                                             writeDiff: true)
        #expect(counted.mismatched == 1)
        #expect(counted.diff.map { Array($0.pixels[i..<(i + 4)]) } == [255, 0, 0, 255])
    }

    @Test func emptyBitmapsCompareEqual() throws {
        let result = try Pixelmatch.compare(Bitmap(width: 0, height: 0), Bitmap(width: 0, height: 0), writeDiff: true)
        #expect(result.mismatched == 0)
        #expect(result.diff?.pixels.isEmpty == true)
    }

    @Test func storesTruncateLikeAUint8Array() {
        #expect(PixelmatchKernel.uint8Store(254.999) == 254)
        #expect(PixelmatchKernel.uint8Store(0.9) == 0)
        #expect(PixelmatchKernel.uint8Store(256.5) == 0)
        #expect(PixelmatchKernel.uint8Store(-1.5) == 255)
        #expect(PixelmatchKernel.uint8Store(.nan) == 0)
    }
}
