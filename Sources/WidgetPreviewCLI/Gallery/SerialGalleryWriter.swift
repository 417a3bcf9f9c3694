import Foundation

/// The gallery's files written from many workers: one write at a time, and none after the first failure
/// (a full disk), so the run stops with that failure instead of filling what space is left.
final class SerialGalleryWriter: @unchecked Sendable {
    let files: GalleryFiles
    private let lock = NSLock()
    private var failure: (any Error)?

    /// Thrown for writes refused after the first failure.
    struct Refused: Error {}

    init(files: GalleryFiles) {
        self.files = files
    }

    /// The write that failed first, if any.
    var firstFailure: (any Error)? { lock.withLock { failure } }

    /// The bytes an earlier run left at `path` (a regular file only), to compare a picture with.
    func existingFile(_ path: String) -> Data? { files.existingFile(path) }

    /// Writes each file (relative path under the snapshot root), in order; nil data: the file already
    /// holds the picture (its pixels were compared) and is left as it is.
    func write(_ items: [(data: Data?, path: String)]) throws {
        try lock.withLock {
            if failure != nil { throw Refused() }
            do {
                for item in items {
                    if let data = item.data { try files.write(data, to: item.path) } else { files.keepUnchanged(item.path) }
                }
            } catch {
                failure = error
                throw error
            }
        }
    }
}
