import Foundation
import Graphics

/// PNG files of any kind, written for tests: the given IHDR fields, scanlines with filter 0, stored
/// (uncompressed) deflate blocks, valid CRCs and Adler-32.
enum TestPNG {
    static func make(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, palette: [UInt8]? = nil,
                     transparency: [UInt8]? = nil, rows: [[UInt8]]) -> Data {
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw += row }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, raw.count - offset)
            let last: UInt8 = offset + n >= raw.count ? 1 : 0
            zlib += [last, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)]
            zlib += raw[offset ..< offset + n]
            offset += n
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += be(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [bitDepth, colourType, 0, 0, 0])
        if let palette { png += chunk("PLTE", palette) }
        if let transparency { png += chunk("tRNS", transparency) }
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return be(UInt32(data.count)) + body + be(~crc)
    }

    /// `bitmap` as 16-bit RGBA (each 8-bit value v stored as v × 257, which reads back as v).
    static func rgba16(_ bitmap: Bitmap) -> Data {
        let rows = (0 ..< bitmap.height).map { y in
            bitmap.pixels[(y * bitmap.width * 4) ..< ((y + 1) * bitmap.width * 4)].flatMap { [$0, $0] }
        }
        return make(width: bitmap.width, height: bitmap.height, bitDepth: 16, colourType: 6, rows: rows)
    }

    /// `bitmap` (opaque, at most 256 colours) as an 8-bit palette image.
    static func palette8(_ bitmap: Bitmap) -> Data {
        var colours: [[UInt8]] = []
        var rows: [[UInt8]] = []
        for y in 0 ..< bitmap.height {
            var row: [UInt8] = []
            for x in 0 ..< bitmap.width {
                let i = (y * bitmap.width + x) * 4
                let colour = Array(bitmap.pixels[i ..< i + 3])
                if let index = colours.firstIndex(of: colour) { row.append(UInt8(index)) } else {
                    colours.append(colour)
                    row.append(UInt8(colours.count - 1))
                }
            }
            rows.append(row)
        }
        return make(width: bitmap.width, height: bitmap.height, bitDepth: 8, colourType: 3, palette: colours.flatMap { $0 }, rows: rows)
    }
}
