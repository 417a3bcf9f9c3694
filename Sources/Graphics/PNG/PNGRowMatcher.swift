import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Compares a picture's rows, as they are drawn, with a PNG file already written, instead of encoding them.
///
/// The gallery regenerates files that mostly hold the same pixels as before: inflating the file and
/// comparing costs a fraction of deflating the picture again (deflate was half of a gallery run), and a
/// file whose pixels are unchanged is left exactly as it is, whatever encoder wrote it. The file is decoded
/// a band at a time as the rows arrive, and the first band that differs stops the drawing
/// (`write` throws `Mismatch`), so a changed picture costs little more than its first differing band.
/// Not thread-safe; one matcher per picture.
package final class PNGRowMatcher: PNGRowSink {
    /// Thrown by `write` at the first rows that differ (or when the file stops decoding): the picture is
    /// not the file's, and drawing the rest is wasted.
    package struct Mismatch: Error {}

    private let reader: PNGRowReader
    private var buffer: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private var differs = false

    /// A matcher for a `width`×`height` picture against `png` (a file's bytes); nil when the file cannot be
    /// read or holds a picture of another size.
    package init?(png: Data, name: String, width: Int, height: Int) {
        guard let reader = try? PNGRowReader(data: png, name: name), reader.width == width, reader.height == height
        else { return nil }
        self.reader = reader
    }

    deinit { buffer?.deallocate() }

    package func write(rows: UnsafePointer<UInt8>, count: Int) throws {
        guard !differs else { throw Mismatch() }
        guard count > 0 else { return }
        let bytes = count * reader.rowBytes
        if bytes > capacity {
            buffer?.deallocate()
            buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes)
            capacity = bytes
        }
        guard let buffer else { throw Mismatch() }
        do { try reader.readRows(into: buffer, count: count) } catch {
            differs = true
            throw Mismatch()
        }
        if memcmp(buffer, rows, bytes) != 0 {
            differs = true
            throw Mismatch()
        }
    }

    /// Whether every row of the file was compared and matched.
    package var matchedEveryRow: Bool { !differs && reader.rowsRead == reader.height }
}
