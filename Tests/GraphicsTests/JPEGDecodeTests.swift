import Foundation
import Testing
@testable import Graphics

/// What `JPEGDecoder` gets exactly right without an oracle: sizes, grey and solid colours, the colour model
/// choice, EXIF orientation.
@Suite struct JPEGDecodeTests {
    @Test("every fixture decodes to an opaque bitmap of the size its frame declares")
    func fixtureSizes() throws {
        let sizes = ["grey.jpg": (8, 8), "420.jpg": (17, 9), "422.jpg": (17, 9), "440.jpg": (16, 16), "444opt.jpg": (16, 16),
                     "rst.jpg": (17, 9), "prog.jpg": (17, 9), "proggrey.jpg": (8, 8), "rgb.jpg": (16, 16)]
        for (name, size) in sizes {
            let bitmap = try JPEGDecoder.decode(contentsOf: try JPEGTestSupport.fixtureURL(name))
            #expect(bitmap.width == size.0 && bitmap.height == size.1, "\(name)")
            #expect(bitmap.isOpaque, "\(name)")
        }
    }

    @Test("a greyscale JPEG has R = G = B")
    func greyIsNeutral() throws {
        let bitmap = try JPEGDecoder.decode(contentsOf: try JPEGTestSupport.fixtureURL("grey.jpg"))
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            #expect(bitmap.pixels[i] == bitmap.pixels[i + 1] && bitmap.pixels[i] == bitmap.pixels[i + 2])
        }
    }

    @Test("colour model: one component grey, Adobe transform 0 or ids R G B without JFIF mean RGB, else YCbCr")
    func colourModel() {
        #expect(JPEGColorConversion.model(componentIDs: [1], adobeTransform: nil, hasJFIF: true) == .grey)
        #expect(JPEGColorConversion.model(componentIDs: [1, 2, 3], adobeTransform: nil, hasJFIF: true) == .yCbCr)
        #expect(JPEGColorConversion.model(componentIDs: [1, 2, 3], adobeTransform: 0, hasJFIF: false) == .rgb)
        #expect(JPEGColorConversion.model(componentIDs: [0x52, 0x47, 0x42], adobeTransform: 1, hasJFIF: false) == .yCbCr)
        #expect(JPEGColorConversion.model(componentIDs: [0x52, 0x47, 0x42], adobeTransform: nil, hasJFIF: false) == .rgb)
        #expect(JPEGColorConversion.model(componentIDs: [0x52, 0x47, 0x42], adobeTransform: nil, hasJFIF: true) == .yCbCr)
    }

    @Test("YCbCr → RGB: neutral chroma is grey, full-range BT.601 primaries")
    func yCbCrConversion() {
        let grey = JPEGColorConversion.rgba([[100], [128], [128]], model: .yCbCr, pixelCount: 1)
        #expect(grey == [100, 100, 100, 255])
        // Y 76, Cb 85, Cr 255 is JFIF's red: R = 76 + 1.402·127 = 254.05, G = 76 − 0.344136·(−43) − 0.714136·127 = -0.1, B = 76 + 1.772·(−43) = -0.2.
        #expect(JPEGColorConversion.rgba([[76], [85], [255]], model: .yCbCr, pixelCount: 1) == [254, 0, 0, 255])
    }

    @Test("EXIF orientation 6 turns the stored image a quarter clockwise, as UIImage shows it")
    func exifOrientation() throws {
        let upright = try JPEGDecoder.decode(contentsOf: try JPEGTestSupport.fixtureURL("exif6.jpg"))
        let stored = try JPEGDecoder.decode(contentsOf: try JPEGTestSupport.fixtureURL("grey.jpg"))
        #expect(upright.width == stored.height && upright.height == stored.width)
        for y in 0..<upright.height {
            for x in 0..<upright.width { #expect(upright[x, y] == stored[y, stored.height - 1 - x]) }
        }
        #expect(upright != stored)
    }

    @Test("the eight EXIF orientations on a 3×2 image: where the stored top-left pixel ends up")
    func allOrientations() {
        var pixels = [UInt8](repeating: 255, count: 3 * 2 * 4)
        for i in 0..<6 { pixels[i * 4] = UInt8(i) }  // red channel = stored index, row-major: 0 1 2 / 3 4 5
        let stored = Bitmap(width: 3, height: 2, pixels: pixels)
        func reds(_ orientation: Int) -> (Int, Int, [UInt8]) {
            let b = JPEGOrientation.apply(orientation, to: stored)
            return (b.width, b.height, stride(from: 0, to: b.pixels.count, by: 4).map { b.pixels[$0] })
        }
        #expect(reds(1) == (3, 2, [0, 1, 2, 3, 4, 5]))
        #expect(reds(2) == (3, 2, [2, 1, 0, 5, 4, 3]))
        #expect(reds(3) == (3, 2, [5, 4, 3, 2, 1, 0]))
        #expect(reds(4) == (3, 2, [3, 4, 5, 0, 1, 2]))
        #expect(reds(5) == (2, 3, [0, 3, 1, 4, 2, 5]))
        #expect(reds(6) == (2, 3, [3, 0, 4, 1, 5, 2]))
        #expect(reds(7) == (2, 3, [5, 2, 4, 1, 3, 0]))
        #expect(reds(8) == (2, 3, [2, 5, 1, 4, 0, 3]))
    }

    @Test("the EXIF reader: little- and big-endian TIFF, no orientation tag, not EXIF")
    func exifParsing() {
        let big: [UInt8] = Array("Exif".utf8) + [0, 0] + Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0]
        let little: [UInt8] = Array("Exif".utf8) + [0, 0] + Array("II".utf8) + [42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0]
        let otherTag: [UInt8] = Array("Exif".utf8) + [0, 0] + Array("II".utf8) + [42, 0, 8, 0, 0, 0, 1, 0, 0x10, 0x01, 3, 0, 1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0]
        #expect(JPEGOrientation.orientation(exifPayload: big[...]) == 8)
        #expect(JPEGOrientation.orientation(exifPayload: little[...]) == 3)
        #expect(JPEGOrientation.orientation(exifPayload: otherTag[...]) == nil)
        #expect(JPEGOrientation.orientation(exifPayload: Array("http://ns.adobe.com/xap/1.0/\0".utf8)[...]) == nil)
        #expect(JPEGOrientation.orientation(exifPayload: big.prefix(20)) == nil)
    }

    @Test("looksLikeJPEG: the SOI marker and a marker after it")
    func signature() throws {
        #expect(JPEGDecoder.looksLikeJPEG(try JPEGTestSupport.fixtureData("grey.jpg")))
        #expect(!JPEGDecoder.looksLikeJPEG(Data([0x89, 0x50, 0x4E, 0x47])))
        #expect(!JPEGDecoder.looksLikeJPEG(Data([0xFF, 0xD8])))
    }
}
