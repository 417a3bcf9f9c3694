import Foundation
import Testing
@testable import Graphics

@Suite("PNG decode")
struct PNGDecodeTests {
    /// Every fixture and the straight RGBA8 it must decode to (made by Fixtures/PNG/make_fixtures.py).
    static let fixtures = [
        "rgba8", "rgb8", "rgb8_trns", "rgb8_gamma", "grey8", "grey8_trns", "greyalpha8", "grey1", "grey2",
        "grey16", "greyalpha16", "rgb16", "rgba16", "palette8", "palette8_trns", "palette4_trns",
        "rgba8_interlaced", "palette8_interlaced", "grey16_interlaced",
    ]

    @Test(arguments: fixtures)
    func fixtureDecodesToExpectedPixels(name: String) throws {
        let bitmap = try PNGCodec.decode(contentsOf: PNGTestSupport.fixtureURL("\(name).png"))
        let expected = try [UInt8](PNGTestSupport.fixtureData("\(name).rgba"))
        #expect(bitmap.width == 10)
        #expect(bitmap.height == 9)
        let mismatch = bitmap.pixels.indices.first { $0 < expected.count && bitmap.pixels[$0] != expected[$0] }
        #expect(bitmap.pixels.count == expected.count)
        #expect(mismatch == nil, "first differing byte \(mismatch ?? -1): pixel \((mismatch ?? 0) / 4)")
    }

    @Test func emptyDataThrowsNamingTheFile() {
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(Data(), name: "Goldens/empty.png") }
        #expect(error == .emptyFile(name: "Goldens/empty.png"))
        #expect(error?.description.contains("Goldens/empty.png") == true)
    }

    @Test func notAPNGThrows() {
        let text = Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\n".utf8)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(text, name: "lfs-pointer.png") }
        #expect(error?.description.contains("lfs-pointer.png") == true)
        #expect(error?.description.contains("signature") == true)
    }

    @Test func everyTruncationThrowsNamingTheFile() throws {
        let png = try PNGCodec.encode(PNGTestSupport.sampleBitmap(width: 40, height: 30, opaque: false))
        // Every prefix: inside the signature, the IHDR, the IDAT data, and just before the end.
        for length in Array(1..<60) + Array(stride(from: 60, to: png.count, by: 7)) + [png.count - 1] {
            let cut = png.prefix(length)
            let error = #expect(throws: PNGError.self, "cut at \(length) of \(png.count)") {
                try PNGCodec.decode(cut, name: "cut.png")
            }
            #expect(error?.description.contains("cut.png") == true)
        }
    }

    @Test func corruptDataThrows() throws {
        let png = try PNGCodec.encode(PNGTestSupport.sampleBitmap(width: 40, height: 30, opaque: false))
        var bytes = [UInt8](png)
        bytes[bytes.count / 2] ^= 0x5A // inside IDAT: the CRC no longer matches
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(Data(bytes), name: "flipped.png") }
        guard case .corrupt(let name, let detail)? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(name == "flipped.png")
        #expect(!detail.isEmpty)
    }

    @Test func absurdDeclaredSizeThrowsBeforeAllocating() {
        let png = PNGTestSupport.pngDeclaring(width: 30_000, height: 30_000)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png, name: "huge.png") }
        guard case .tooLarge(let name, let width, let height, _)? = error else {
            Issue.record("expected .tooLarge, got \(String(describing: error))")
            return
        }
        #expect(name == "huge.png")
        #expect(width == 30_000 && height == 30_000)
        #expect(error?.description.contains("huge.png") == true)
        #expect(error?.description.contains("30000×30000") == true)
    }

    @Test func oneSideOverMaxDimensionThrows() {
        let png = PNGTestSupport.pngDeclaring(width: UInt32(Bitmap.maxDimension + 1), height: 1)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png, name: "wide.png") }
        guard case .tooLarge(let name, let width, let height, _)? = error else {
            Issue.record("expected .tooLarge, got \(String(describing: error))")
            return
        }
        #expect(name == "wide.png")
        #expect(width == Bitmap.maxDimension + 1)
        #expect(height == 1)
    }

    @Test func largestAllowedSizeWithTooLittleDataFailsWithoutAllocating() {
        // 16384×16384 is within the limits (exactly 256 Mpx) but would need 1 GiB; 10 bytes of IDAT
        // cannot hold it, so decode reports the cut-off file before allocating anything.
        let side = UInt32(Bitmap.maxDimension)
        let png = PNGTestSupport.pngDeclaring(width: side, height: side)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png, name: "big-but-short.png") }
        guard case .corrupt(let name, let detail)? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(name == "big-but-short.png")
        #expect(detail.contains("truncated"))
    }

    @Test func missingFileThrowsWithItsPath() {
        let url = URL(fileURLWithPath: "/nonexistent/dir/golden.png")
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: url) }
        #expect(error == .unreadable(name: "/nonexistent/dir/golden.png", reason: "no such file"))
        #expect(error?.description.contains("/nonexistent/dir/golden.png") == true)
    }

    @Test func largeOpaqueImageRoundTrips() throws {
        // Big enough to need many IDAT chunks and several output buffer growths.
        let bitmap = PNGTestSupport.sampleBitmap(width: 700, height: 500, opaque: true)
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGTestSupport.chunkTypes(png).filter { $0 == "IDAT" }.count > 1)
        #expect(try PNGCodec.decode(png, name: "large.png") == bitmap)
    }
}
