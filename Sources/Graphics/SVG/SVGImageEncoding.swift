import Foundation

// COORDINATOR, AT MERGE: replace the body of `encodePNGForSVG` with `try PNGCodec.encode(bitmap)` and
// delete `StoredPNGWriter` below. It is a stand-in (uncompressed deflate blocks) only because the PNG
// codec lives on another branch; the SVG backend calls nothing else for PNG bytes.

/// PNG bytes for an image embedded in SVG as a `data:` URI. The one place the SVG backend gets PNGs.
func encodePNGForSVG(_ bitmap: Bitmap) throws -> Data {
    StoredPNGWriter.encode(bitmap)
}

/// TEMPORARY (see above): a minimal PNG writer — RGBA8, filter 0, zlib "stored" blocks, CRC-32 and
/// Adler-32. Correct and deterministic but not compressed.
enum StoredPNGWriter {
    static func encode(_ bitmap: Bitmap) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(bitmap.width))
        header.appendBigEndian(UInt32(bitmap.height))
        header.append(contentsOf: [8, 6, 0, 0, 0])   // 8-bit, RGBA, deflate, filter method 0, no interlace
        appendChunk("IHDR", header, to: &out)

        var raw = [UInt8]()
        raw.reserveCapacity((bitmap.width * 4 + 1) * bitmap.height)
        for y in 0..<bitmap.height {
            raw.append(0)   // filter type None
            let start = y * bitmap.width * 4
            raw.append(contentsOf: bitmap.pixels[start..<(start + bitmap.width * 4)])
        }
        appendChunk("IDAT", zlibStored(raw), to: &out)
        appendChunk("IEND", Data(), to: &out)
        return out
    }

    static func zlibStored(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            out.append(final)
            out.append(UInt8(count & 0xff))
            out.append(UInt8(count >> 8))
            out.append(UInt8(~count & 0xff))
            out.append(UInt8((~count >> 8) & 0xff))
            out.append(contentsOf: bytes[offset..<(offset + count)])
            offset += count
        } while offset < bytes.count
        out.appendBigEndian(adler32(bytes))
        return out
    }

    static func appendChunk(_ type: String, _ data: Data, to out: inout Data) {
        out.appendBigEndian(UInt32(data.count))
        var body = Data(type.utf8)
        body.append(data)
        out.append(body)
        out.appendBigEndian(crc32(body))
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

private extension Data {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)])
    }
}
