import CPNGShim
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Decodes a PNG a band of rows at a time into straight RGBA8, so comparing two large images never holds
/// either of them whole (`StreamedPixelmatch`). Same conversions, limits and errors as `PNGCodec.decode`,
/// which reads every row through this same libpng path; all `setjmp` handling stays in `CPNGShim`.
///
/// Only an interlaced (Adam7) PNG is decoded whole when opened: its passes spread every row over the file.
/// Not thread-safe; one reader per thread.
package final class PNGRowReader {
    package let width: Int
    package let height: Int
    /// The file (or name) every error message shows.
    package let name: String
    /// Rows handed out so far.
    package private(set) var rowsRead = 0
    private let reader: OpaquePointer
    /// The encoded bytes of a reader opened on memory (the shim reads them in place).
    private let ownedBytes: UnsafeRawBufferPointer?

    /// Opens the PNG file at `url` and reads its header; the pixels are decoded by `readRows`.
    package init(contentsOf url: URL) throws {
        name = url.path
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw PNGError.unreadable(name: url.path, reason: code == ENOENT ? "no such file" : String(cString: strerror(code)))
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw PNGError.unreadable(name: url.path, reason: "it is a directory")
        }
        if status.st_size == 0 {
            close(descriptor)
            throw PNGError.emptyFile(name: url.path)
        }
        var opened: OpaquePointer?
        var w: UInt32 = 0, h: UInt32 = 0
        var message = PNGCodec.messageBuffer()
        // The shim owns the descriptor from here on, also when opening fails.
        let result = message.withUnsafeMutableBufferPointer { text in
            wp_png_reader_open_file(descriptor, UInt32(Bitmap.maxDimension), UInt64(PNGCodec.maxPixels), &opened, &w, &h,
                                    text.baseAddress)
        }
        guard result == Int32(WP_PNG_OK), let opened else {
            throw PNGCodec.decodeError(result, message, name: url.path, header: { PNGCodec.fileHead(url) })
        }
        (reader, width, height, ownedBytes) = (opened, Int(w), Int(h), nil)
    }

    /// Opens PNG bytes already in memory (copied, so `data` need not outlive the reader).
    package convenience init(data: Data, name: String) throws {
        if data.isEmpty { throw PNGError.emptyFile(name: name) }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        _ = data.copyBytes(to: bytes.bindMemory(to: UInt8.self))  // all of it: the buffer is data.count long
        try self.init(bytes: UnsafeRawBufferPointer(bytes), name: name, owned: true)
    }

    /// Reads `bytes` in place: when `owned`, the reader deallocates them (also when opening fails);
    /// otherwise they must outlive the reader (`PNGCodec.decode` uses it inside `withUnsafeBytes`).
    /// A `matching` reader compares rows with `matchRows` instead of handing them out: it keeps plain
    /// 8-bit RGB rows as stored, which spares libpng adding an alpha byte to every pixel.
    init(bytes: UnsafeRawBufferPointer, name: String, owned: Bool, matching: Bool = false) throws {
        self.name = name
        var opened: OpaquePointer?
        var w: UInt32 = 0, h: UInt32 = 0
        var message = PNGCodec.messageBuffer()
        let open = matching ? wp_png_reader_open_memory_matching : wp_png_reader_open_memory
        let result = message.withUnsafeMutableBufferPointer { text in
            open(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                 UInt32(Bitmap.maxDimension), UInt64(PNGCodec.maxPixels), &opened, &w, &h, text.baseAddress)
        }
        guard result == Int32(WP_PNG_OK), let opened else {
            let head = Data(bytes.prefix(24))
            if owned { bytes.deallocate() }
            throw PNGCodec.decodeError(result, message, name: name, header: { head })
        }
        (reader, width, height) = (opened, Int(w), Int(h))
        ownedBytes = owned ? bytes : nil
    }

    deinit {
        wp_png_reader_free(reader)
        ownedBytes?.deallocate()
    }

    /// Bytes per decoded row (`width * 4`).
    package var rowBytes: Int { width * 4 }

    /// Decodes the next `count` rows into `destination` (`count * rowBytes` bytes). A corrupt or cut-off
    /// file fails here, naming the file; after that every call fails the same way.
    package func readRows(into destination: UnsafeMutablePointer<UInt8>, count: Int) throws {
        guard count > 0 else { return }
        guard count <= height - rowsRead else {
            throw PNGError.corrupt(name: name, detail: "asked for \(count) rows after \(rowsRead) of \(height)")
        }
        var message = PNGCodec.messageBuffer()
        let result = message.withUnsafeMutableBufferPointer { text in
            wp_png_reader_read_rows(reader, destination, UInt32(count), text.baseAddress)
        }
        guard result == Int32(WP_PNG_OK) else {
            throw PNGCodec.decodeError(result, message, name: name, header: { Data() })
        }
        rowsRead += count
    }

    /// Bytes per row a matching reader decodes into its scratch buffer (`width * 3` for stored RGB rows).
    var storedRowBytes: Int { width * Int(wp_png_reader_channels(reader)) }

    /// Decodes the next `count` rows into `scratch` (`count * storedRowBytes` bytes) and says whether they
    /// are exactly the straight RGBA8 rows at `rgba` (`count * rowBytes` bytes). Fails as `readRows` does.
    func matchRows(_ rgba: UnsafePointer<UInt8>, count: Int, scratch: UnsafeMutablePointer<UInt8>) throws -> Bool {
        guard count > 0 else { return true }
        guard count <= height - rowsRead else {
            throw PNGError.corrupt(name: name, detail: "asked for \(count) rows after \(rowsRead) of \(height)")
        }
        var message = PNGCodec.messageBuffer()
        var equal: Int32 = 0
        let result = message.withUnsafeMutableBufferPointer { text in
            wp_png_reader_match_rows(reader, rgba, UInt32(count), scratch, &equal, text.baseAddress)
        }
        guard result == Int32(WP_PNG_OK) else {
            throw PNGCodec.decodeError(result, message, name: name, header: { Data() })
        }
        rowsRead += count
        return equal != 0
    }

    /// Decodes every remaining row into one bitmap (how `PNGCodec` decodes a whole file).
    package func readBitmap() throws -> Bitmap {
        let remaining = height - rowsRead
        guard remaining == height else {
            throw PNGError.corrupt(name: name, detail: "\(rowsRead) rows were already read")
        }
        let count = width * height * 4
        var failure: Error?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do {
                if let base = buffer.baseAddress { try readRows(into: base, count: height) }
                initialized = count
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
