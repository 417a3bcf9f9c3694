import Foundation
import Graphics

/// Asset images already decoded, by file: a gallery draws the same `Image("photo")` in every entry, place
/// and family, and decoding the PNG and hashing its pixels again each time cost more than drawing it.
/// An entry is used only while the file's size and modification date are what they were when it was
/// read, so an image edited between two renders in one process is read again.
final class DecodedImageCache: @unchecked Sendable {
    static let shared = DecodedImageCache(limit: 256)

    private struct Stamp: Equatable {
        let size: Int
        let modified: Date
    }

    private struct Entry {
        let stamp: Stamp
        let source: ImageSource
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    /// At most this many files are kept (oldest dropped first).
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The decoded image at `url`, from the cache when the file is unchanged; throws what decoding throws.
    func source(at url: URL) throws -> ImageSource {
        let path = url.path
        let stamp = Self.stamp(of: path)
        if let stamp, let hit = cached(path, stamp) { return hit }
        let source = ImageSource(bitmap: try PNGCodec.decode(contentsOf: url))
        if let stamp { store(Entry(stamp: stamp, source: source), for: path) }
        return source
    }

    private static func stamp(of path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.intValue,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return Stamp(size: size, modified: modified)
    }

    private func cached(_ path: String, _ stamp: Stamp) -> ImageSource? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.stamp == stamp else { return nil }
        return entry.source
    }

    private func store(_ entry: Entry, for path: String) {
        lock.lock()
        defer { lock.unlock() }
        if entries.updateValue(entry, forKey: path) == nil { order.append(path) }
        while order.count > limit {
            entries.removeValue(forKey: order.removeFirst())
        }
    }
}
