import Foundation

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
        guard !png.isEmpty else { return nil }
        // A matching reader keeps an RGB file's rows as stored (an opaque sheet's): compared without libpng
        // adding an alpha byte to every pixel. It owns its copy of the bytes.
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: png.count, alignment: 16)
        _ = png.copyBytes(to: bytes.bindMemory(to: UInt8.self))
        guard let reader = try? PNGRowReader(bytes: UnsafeRawBufferPointer(bytes), name: name, owned: true, matching: true),
              reader.width == width, reader.height == height
        else { return nil }
        self.reader = reader
    }

    deinit { buffer?.deallocate() }

    package func write(rows: UnsafePointer<UInt8>, count: Int) throws {
        guard !differs else { throw Mismatch() }
        guard count > 0 else { return }
        let bytes = count * reader.storedRowBytes
        if bytes > capacity {
            buffer?.deallocate()
            buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes)
            capacity = bytes
        }
        guard let buffer else { throw Mismatch() }
        let equal: Bool
        do { equal = try reader.matchRows(rows, count: count, scratch: buffer) } catch {
            differs = true
            throw Mismatch()
        }
        if !equal {
            differs = true
            throw Mismatch()
        }
    }

    /// Whether every row of the file was compared and matched.
    package var matchedEveryRow: Bool { !differs && reader.rowsRead == reader.height }
}
