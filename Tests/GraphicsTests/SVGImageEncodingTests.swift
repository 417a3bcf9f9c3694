import Foundation
import Testing
@testable import Graphics

/// The temporary stored-deflate PNG writer (replaced by PNGCodec at merge).
@Suite struct SVGImageEncodingTests {
    @Test func checksumsMatchKnownValues() {
        #expect(StoredPNGWriter.crc32(Data("IEND".utf8)) == 0xAE42_6082)
        #expect(StoredPNGWriter.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func writesSignatureHeaderAndStoredBlocks() throws {
        let bitmap = Bitmap(width: 130, height: 130, fill: RGBAColor(r8: 1, g8: 2, b8: 3))
        let png = try encodePNGForSVG(bitmap)
        let bytes = [UInt8](png)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8))
        #expect(Array(bytes[16..<29]) == [0, 0, 0, 130, 0, 0, 0, 130, 8, 6, 0, 0, 0])
        // 130 rows of 1 + 520 bytes need two stored blocks: 2 zlib header + 2 × 5 block headers + 4 Adler.
        let raw = 130 * 521
        let idatLength = Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8 | Int(bytes[36])
        #expect(idatLength == raw + 2 + 10 + 4)
        #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
    }
}
