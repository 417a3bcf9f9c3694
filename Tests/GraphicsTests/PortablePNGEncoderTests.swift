import Foundation
import Testing
@testable import Graphics

/// The portable encoder's PNGs decode (through libpng) to exactly the input, and its bytes are pinned.
@Suite struct PortablePNGEncoderTests {
    private func expectRoundTrip(_ bitmap: Bitmap, _ label: String) throws -> Data {
        let png = try PortablePNGEncoder.encode(bitmap)
        let decoded = try PNGCodec.decode(png, name: label)
        #expect(decoded == bitmap, "\(label) did not round-trip")
        #expect(PNGTestSupport.chunkTypes(png) == ["IHDR", "IDAT", "IEND"], "\(label)")
        return png
    }

    @Test func onePixel() throws {
        let opaque = try expectRoundTrip(Bitmap(width: 1, height: 1, fill: RGBAColor(red: 1, green: 0.5, blue: 0)), "1×1 opaque")
        #expect(PNGTestSupport.colourType(opaque) == 2)
        let clear = try expectRoundTrip(Bitmap(width: 1, height: 1), "1×1 clear")
        #expect(PNGTestSupport.colourType(clear) == 6)
    }

    @Test(arguments: [(0, 0), (0, 5), (5, 0)])
    func emptyBitmapIsRejected(width: Int, height: Int) {
        #expect(throws: PNGError.cannotEncode(width: width, height: height, detail: "a PNG needs at least 1×1 pixels")) {
            try PortablePNGEncoder.encode(Bitmap(width: width, height: height))
        }
    }

    @Test(arguments: [(3, 7), (17, 5), (1, 31), (33, 1), (101, 3)])
    func oddSizesRoundTrip(width: Int, height: Int) throws {
        _ = try expectRoundTrip(PortablePNGTestImages.noise(width: width, height: height, seed: UInt32(width * 100 + height)),
                                "\(width)×\(height) noise")
        _ = try expectRoundTrip(PortablePNGTestImages.emojiLike(width: width, height: height), "\(width)×\(height) picture")
    }

    @Test func fullyTransparentStaysRGBAAndIsSmall() throws {
        let png = try expectRoundTrip(Bitmap(width: 31, height: 9), "transparent")
        #expect(PNGTestSupport.colourType(png) == 6)
        #expect(png.count < 100)
    }

    @Test func opaqueIsWrittenAsRGB() throws {
        let png = try expectRoundTrip(PortablePNGTestImages.noise(width: 20, height: 6, seed: 9, opaque: true), "opaque noise")
        #expect(PNGTestSupport.colourType(png) == 2)
        // One alpha below 255 switches to RGBA.
        var pixels = PortablePNGTestImages.noise(width: 20, height: 6, seed: 9, opaque: true).pixels
        pixels[4 * 57 + 3] = 254
        let rgba = try expectRoundTrip(Bitmap(width: 20, height: 6, pixels: pixels), "one translucent pixel")
        #expect(PNGTestSupport.colourType(rgba) == 6)
    }

    /// Incompressible data spans several blocks and is stored rather than Huffman coded.
    @Test func randomNoiseRoundTripsAndStaysNearRawSize() throws {
        let bitmap = PortablePNGTestImages.noise(width: 128, height: 96, seed: 1)
        let png = try expectRoundTrip(bitmap, "noise")
        let raw = 96 * (128 * 4 + 1)
        #expect(png.count < raw + raw / 50)
    }

    @Test func runsLongerThanTheLongestMatch() throws {
        let solid = try expectRoundTrip(Bitmap(width: 1000, height: 3, fill: RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), "solid")
        #expect(solid.count < 120)
        var pixels = [UInt8]()
        for x in 0..<700 { pixels += x < 350 ? [9, 9, 9, 9] : [200, 100, 50, 255] }
        _ = try expectRoundTrip(Bitmap(width: 700, height: 1, pixels: pixels), "two runs")
    }

    /// A row of 8192 noise pixels repeated once: the only repeat in the data is 32 768 bytes back, the
    /// farthest distance DEFLATE allows, so the output is about half the raw size only if it was found.
    @Test func repeatAtTheFullWindowDistance() throws {
        let half = PortablePNGTestImages.noise(width: 8192, height: 1, seed: 77).pixels
        let bitmap = Bitmap(width: 16_384, height: 1, pixels: half + half)
        let png = try expectRoundTrip(bitmap, "window-distance repeat")
        #expect(png.count < 34_000)
    }

    @Test func matcherEmitsDistance32768() {
        let half = PortablePNGTestImages.noise(width: 8192, height: 1, seed: 5).pixels
        let data = half + half
        let tokens = data.withUnsafeBufferPointer { DeflateMatcher(effort: DeflateZlibStream.defaultEffort).tokens(for: $0) }
        // Noise has a few chance 3-byte repeats; nearly all of the second half must come from 32 768 back.
        let farthest = tokens.filter { $0 & 0x8000_0000 != 0 && Int($0 & 0x7FFF) + 1 == 32_768 }
        #expect(farthest.reduce(0) { $0 + Int(($1 >> 16) & 0xFF) + 3 } > 32_000)
        // The tokens cover the input exactly.
        let covered = tokens.reduce(0) { $0 + ($1 & 0x8000_0000 == 0 ? 1 : Int(($1 >> 16) & 0xFF) + 3) }
        #expect(covered == data.count)
    }

    @Test func pictureRoundTripsInSeveralBlocks() throws {
        _ = try expectRoundTrip(PortablePNGTestImages.emojiLike(width: 300, height: 220), "large picture")
    }

    /// SVG embedding must go through the portable encoder, never through libpng + the system zlib.
    @Test func svgEmbeddingUsesThePortableEncoder() throws {
        let bitmap = PortablePNGTestImages.emojiLike(width: 20, height: 18)
        #expect(try encodePNGForSVG(bitmap) == PortablePNGEncoder.encode(bitmap))
    }

    /// The exact bytes for a fixed picture. If this fails, the encoder's output changed: every SVG golden
    /// with an embedded image changes too, so re-record them in the same commit.
    @Test func pinnedOutputForFixedPicture() throws {
        let png = try PortablePNGEncoder.encode(PortablePNGTestImages.emojiLike())
        #expect(png.count == 1354)
        #expect(CRC32.checksum(png) == 0x6167_8E38)
        #expect(try PortablePNGEncoder.encode(PortablePNGTestImages.emojiLike()) == png)
    }
}
