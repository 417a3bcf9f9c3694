import CPNGShim
import Foundation

/// Encodes a PNG from rows handed over a band at a time, so a large diff image is never in memory whole;
/// only the compressed bytes grow. Same encoder, settings and bytes as `PNGCodec.encode`, which writes
/// through this same path.
///
/// Unlike `PNGCodec.encode` it cannot look at every pixel first, so the caller says whether the image is
/// opaque (RGB is then written, as `encode` does for an opaque bitmap). Not thread-safe.
package final class PNGRowWriter {
    package let width: Int
    package let height: Int
    package private(set) var rowsWritten = 0
    private let writer: OpaquePointer

    /// `opaque`: every alpha will be 255, so the alpha channel is dropped (when the options allow it).
    package init(width: Int, height: Int, opaque: Bool, options: PNGEncodeOptions = .standard) throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError.cannotEncode(width: width, height: height, detail: "a PNG needs at least 1×1 pixels")
        }
        if let level = options.level, !(0...9).contains(level) {
            throw PNGError.cannotEncode(width: width, height: height, detail: "zlib level \(level) is outside 0...9")
        }
        var opened: OpaquePointer?
        var message = PNGCodec.messageBuffer()
        let writesRGB = options.writesRGBWhenOpaque && opaque
        let status = message.withUnsafeMutableBufferPointer { text in
            wp_png_writer_open(UInt32(width), UInt32(height), writesRGB ? 1 : 0, options.shimLevel, options.shimFilter,
                               &opened, text.baseAddress)
        }
        guard status == Int32(WP_PNG_OK), let opened else {
            throw PNGError.cannotEncode(width: width, height: height,
                                        detail: PNGCodec.messageText(message, fallback: "libpng status \(status)"))
        }
        (self.width, self.height, writer) = (width, height, opened)
    }

    deinit { wp_png_writer_free(writer) }

    /// Encodes the next `count` rows (`count * width * 4` straight RGBA bytes at `rows`).
    package func write(rows: UnsafePointer<UInt8>, count: Int) throws {
        guard count > 0 else { return }
        var message = PNGCodec.messageBuffer()
        let status = message.withUnsafeMutableBufferPointer { text in
            wp_png_writer_write_rows(writer, rows, UInt32(max(0, min(count, Int(UInt32.max)))), text.baseAddress)
        }
        guard status == Int32(WP_PNG_OK) else {
            throw PNGError.cannotEncode(width: width, height: height,
                                        detail: PNGCodec.messageText(message, fallback: "libpng status \(status)"))
        }
        rowsWritten += count
    }

    /// The encoded file, once every row is written.
    package func finish() throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = PNGCodec.messageBuffer()
        let status = message.withUnsafeMutableBufferPointer { text in
            wp_png_writer_finish(writer, &output, &size, text.baseAddress)
        }
        guard status == Int32(WP_PNG_OK), let output else {
            throw PNGError.cannotEncode(width: width, height: height,
                                        detail: PNGCodec.messageText(message, fallback: "libpng status \(status)"))
        }
        return Data(bytesNoCopy: output, count: size, deallocator: .custom { pointer, _ in wp_png_free(pointer) })
    }
}
