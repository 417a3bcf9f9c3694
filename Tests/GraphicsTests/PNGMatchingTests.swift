import Foundation
import Testing
@testable import Graphics

/// `PNGCodec.decodes(_:name:toExactly:)`: how `verify` settles a passing golden while decoding it. Only an
/// exact match says `true`; a difference anywhere (the last band too) says `false`; another size or a
/// damaged file says nil, so the caller decodes it whole and reports as before.
@Suite("PNG matching while decoding")
struct PNGMatchingTests {
    /// 23×40 px: three bands of 16 rows, the last one short.
    static func picture() -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: 23 * 40 * 4)
        for i in pixels.indices { pixels[i] = UInt8((i * 37 + i / 7) & 0xFF) }
        return Bitmap(width: 23, height: 40, pixels: pixels)
    }

    @Test("every fixture format matches its own whole decode", arguments: PNGRowStreamingTests.fixtures)
    func fixturesMatchTheirDecode(_ name: String) throws {
        let data = try PNGTestSupport.fixtureData("\(name).png")
        let whole = try PNGCodec.decode(data, name: name)
        #expect(PNGCodec.decodes(data, name: name, toExactly: whole) == true)
    }

    @Test("one changed byte in the first, middle or last band is a difference", arguments: [0, 20 * 23 * 4 + 5, 23 * 40 * 4 - 1])
    func changedByteDiffers(_ index: Int) throws {
        let bitmap = Self.picture()
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGCodec.decodes(png, name: "p", toExactly: bitmap) == true)
        var pixels = bitmap.pixels
        pixels[index] ^= 1
        #expect(PNGCodec.decodes(png, name: "p", toExactly: Bitmap(width: 23, height: 40, pixels: pixels)) == false)
    }

    /// The same picture opaque: encoded as RGB (colour type 2), whose rows are compared as stored.
    static func opaquePicture() -> Bitmap {
        var pixels = picture().pixels
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        return Bitmap(width: 23, height: 40, pixels: pixels)
    }

    @Test("an RGB golden: a changed colour byte or an alpha under 255 in any band is a difference",
          arguments: [0, 1, 2, 3, 20 * 23 * 4 + 4, 20 * 23 * 4 + 6, 20 * 23 * 4 + 7, 23 * 40 * 4 - 2, 23 * 40 * 4 - 1])
    func rgbGoldenComparesEveryByte(_ index: Int) throws {
        let bitmap = Self.opaquePicture()
        let png = try PNGCodec.encode(bitmap)
        #expect(png[25] == 2)   // IHDR colour type: RGB, no alpha stored
        #expect(PNGCodec.decodes(png, name: "p", toExactly: bitmap) == true)
        var pixels = bitmap.pixels
        pixels[index] ^= 1
        #expect(PNGCodec.decodes(png, name: "p", toExactly: Bitmap(width: 23, height: 40, pixels: pixels)) == false)
    }

    @Test("an RGB golden 19 px wide: each byte of a row, in either block of eight pixels or the tail, is compared")
    func rgbGoldenComparesEveryByteOfARow() throws {
        var pixels = [UInt8](repeating: 255, count: 19 * 3 * 4)
        for i in pixels.indices where i % 4 != 3 { pixels[i] = UInt8((i * 53 + 11) & 0xFF) }
        let bitmap = Bitmap(width: 19, height: 3, pixels: pixels)
        let png = try PNGCodec.encode(bitmap)
        #expect(png[25] == 2)
        #expect(PNGCodec.decodes(png, name: "p", toExactly: bitmap) == true)
        var missed: [Int] = []
        for index in (19 * 4)..<(2 * 19 * 4) {
            var changed = pixels
            changed[index] ^= 0x80
            if PNGCodec.decodes(png, name: "p", toExactly: Bitmap(width: 19, height: 3, pixels: changed)) != false { missed.append(index) }
        }
        #expect(missed == [])
    }

    @Test("another size, a cut-off file and no PNG at all cannot be told: nil")
    func undecidable() throws {
        let bitmap = Self.picture()
        let png = try PNGCodec.encode(bitmap)
        let other = Bitmap(width: 40, height: 23, pixels: bitmap.pixels)
        #expect(PNGCodec.decodes(png, name: "p", toExactly: other) == nil)
        #expect(PNGCodec.decodes(png.prefix(png.count - 30), name: "p", toExactly: bitmap) == nil)
        #expect(PNGCodec.decodes(Data("not a png".utf8), name: "p", toExactly: bitmap) == nil)
        #expect(PNGCodec.decodes(Data(), name: "p", toExactly: bitmap) == nil)
    }
}
