import Foundation
@testable import WidgetSnapshotTesting
import Graphics

/// A minimal PNG writer for tests (RGBA, filter none, stored deflate blocks), so the HTML report can be
/// checked in a real browser before the package's libpng codec is linked into this module.
enum TinyPNG {
    static func encode(_ bitmap: Bitmap) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity(bitmap.height * (bitmap.width * 4 + 1))
        for y in 0 ..< bitmap.height {
            raw.append(0)
            raw += bitmap.pixels[(y * bitmap.width * 4) ..< ((y + 1) * bitmap.width * 4)]
        }
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
        png += chunk("IHDR", be(UInt32(bitmap.width)) + be(UInt32(bitmap.height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func be(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return be(UInt32(data.count)) + body + be(~crc)
    }
}

/// A `RawBitmapCodec`-like codec that writes real PNGs (decoding is not needed by the report tests).
struct TinyPNGCodec: SnapshotImageCoding {
    func encodePNG(_ bitmap: Bitmap) throws -> Data { TinyPNG.encode(bitmap) }
    func decodePNG(_ data: Data, name: String) throws -> Bitmap { throw RawBitmapCodec.Corrupt(name: name) }
}
