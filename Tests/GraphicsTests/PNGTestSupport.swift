import Foundation
import Testing
@testable import Graphics

/// Helpers shared by the PNG tests: fixture lookup, chunk listing, CRC for hand-made headers.
enum PNGTestSupport {
    /// `Tests/GraphicsTests/Fixtures/PNG`, as copied into the test bundle.
    static func fixtureURL(_ name: String) throws -> URL {
        let root = try #require(Bundle.module.resourceURL, "the GraphicsTests bundle has no resources")
        return root.appendingPathComponent("Fixtures/PNG/\(name)")
    }

    static func fixtureData(_ name: String) throws -> Data {
        try Data(contentsOf: fixtureURL(name))
    }

    /// The chunk types of a PNG file in order (e.g. IHDR, IDAT, IEND).
    static func chunkTypes(_ png: Data) -> [String] {
        let bytes = [UInt8](png)
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(be32(bytes, offset))
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    /// IHDR colour type (2 = RGB, 6 = RGBA).
    static func colourType(_ png: Data) -> UInt8 { [UInt8](png)[25] }

    static func be32(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    /// A chunk with its length and CRC.
    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var out = bigEndian(UInt32(payload.count)) + typeBytes + payload
        out += bigEndian(crc32(typeBytes + payload))
        return out
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// A well-formed PNG (valid CRCs) whose IHDR declares `width`×`height` RGBA8 but whose IDAT holds only
    /// a few bytes of zlib data: what a hostile or cut-off file looks like.
    static func pngDeclaring(width: UInt32, height: UInt32) -> Data {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x01, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]
        return Data(signature + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", []))
    }

    /// A deterministic bitmap with varied colours; `opaque` forces alpha 255, otherwise alpha varies
    /// (0, 255 and values between).
    static func sampleBitmap(width: Int, height: Int, opaque: Bool) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((x * 7 + y * 3) & 0xFF)
                pixels[i + 1] = UInt8((x * y + 17) & 0xFF)
                pixels[i + 2] = UInt8((x / 4 * 40 + y / 5 * 9) & 0xFF)
                pixels[i + 3] = opaque ? 255 : [0, 255, 128, 1, 254, 255, 64][(x + y) % 7]
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
