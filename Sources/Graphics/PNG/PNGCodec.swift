import CPNGShim
import Foundation

/// PNG encoding and decoding through libpng.
///
/// All libpng calls, and the `setjmp` its errors jump to, live in the `CPNGShim` C target; this type
/// only sees a status and a message. Encode writes only IHDR, IDAT and IEND (no time, text or software
/// chunks), so the same bitmap and options always give the same bytes for a given zlib build. Decode
/// turns every PNG libpng reads into straight RGBA8 and ignores gamma and ICC, because goldens are
/// compared by their stored samples, not by colour-managed appearance. Safe to call from many threads.
package enum PNGCodec {
    /// Largest pixel count decode accepts (256 Mpx): a 1 GiB RGBA buffer at most.
    package static let maxPixels = 256 * 1024 * 1024

    /// Encodes a straight-alpha bitmap: RGBA8, or RGB8 when every alpha is 255 (unless the options say not to).
    package static func encode(_ bitmap: Bitmap, options: PNGEncodeOptions = .standard) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0,
              bitmap.width <= Int(Int32.max), bitmap.height <= Int(Int32.max) else {
            throw PNGError.cannotEncode(width: bitmap.width, height: bitmap.height,
                                        detail: "a PNG needs at least 1×1 pixels")
        }
        if let level = options.level, !(0...9).contains(level) {
            throw PNGError.cannotEncode(width: bitmap.width, height: bitmap.height,
                                        detail: "zlib level \(level) is outside 0...9")
        }
        let writesRGB = options.writesRGBWhenOpaque && bitmap.isOpaque
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var message = messageBuffer()
        let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                wp_png_encode(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), writesRGB ? 1 : 0,
                              options.shimLevel, options.shimFilter, &output, &size, text.baseAddress)
            }
        }
        guard status == Int32(WP_PNG_OK), let output else {
            if let output { wp_png_free(output) }
            throw PNGError.cannotEncode(width: bitmap.width, height: bitmap.height,
                                        detail: messageText(message, fallback: "libpng status \(status)"))
        }
        return Data(bytesNoCopy: output, count: size, deallocator: .custom { pointer, _ in wp_png_free(pointer) })
    }

    /// Decodes PNG bytes into straight RGBA8. `name` (usually the file path) appears in every error message.
    package static func decode(_ data: Data, name: String) throws -> Bitmap {
        if data.isEmpty { throw PNGError.emptyFile(name: name) }
        return try data.withUnsafeBytes { bytes in
            try PNGRowReader(bytes: bytes, name: name, owned: false).readBitmap()
        }
    }

    /// Reads and decodes a PNG file; errors name its path.
    package static func decode(contentsOf url: URL) throws -> Bitmap {
        try PNGRowReader(contentsOf: url).readBitmap()
    }

    /// The width and height a PNG file's header declares, read from its first 24 bytes without decoding
    /// (nil when it has no PNG header); how callers choose between whole and streamed comparison.
    package static func declaredSize(contentsOf url: URL) -> (width: Int, height: Int)? {
        declaredSize(fileHead(url))
    }

    /// The same for PNG bytes in memory.
    package static func declaredSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func be32(_ i: Int) -> Int {
            Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        }
        return (be32(16), be32(20))
    }

    /// The libpng version linked in, for benchmark reports.
    package static var libpngVersion: String { String(cString: wp_png_libpng_version()) }

    static func messageBuffer() -> [CChar] { [CChar](repeating: 0, count: Int(WP_PNG_MESSAGE_CAPACITY)) }

    static func messageText(_ message: [CChar], fallback: String) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? fallback : text
    }

    /// The error for a failed shim read: `header` gives the file's first bytes for the too-large message.
    static func decodeError(_ status: Int32, _ message: [CChar], name: String, header: () -> Data) -> PNGError {
        let detail = messageText(message, fallback: "libpng status \(status)")
        switch Int(status) {
        case Int(WP_PNG_ERROR_TOO_LARGE):
            let size = declaredSize(header())
            return .tooLarge(name: name, width: size?.width ?? 0, height: size?.height ?? 0, detail: detail)
        case Int(WP_PNG_ERROR_OUT_OF_MEMORY):
            return .outOfMemory(name: name)
        case Int(WP_PNG_ERROR_IO):
            return .unreadable(name: name, reason: detail)
        default:
            return .corrupt(name: name, detail: detail)
        }
    }

    /// Up to the first 24 bytes of a file (empty when it cannot be read).
    static func fileHead(_ url: URL) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 24)) ?? Data()
    }
}
