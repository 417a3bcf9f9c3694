import Foundation
import Graphics

/// Asset images already decoded, by file: a gallery draws the same `Image("photo")` in every entry, place
/// and family, and decoding the PNG and hashing its pixels again each time cost more than drawing it.
/// An entry is used only while the file's size and modification date are what they were when it was
/// read, so an image edited between two renders in one process is read again.
enum DecodedImageCache {
    private struct Stamp: Equatable {
        let size: Int
        let modified: Date
    }

    private static let entries = BoundedCache<String, (stamp: Stamp, source: ImageSource)>(limit: 256)

    /// The decoded image at `url`, from the cache when the file is unchanged; throws what decoding throws
    /// (`JPEGError` for a `.jpg`/`.jpeg` file, `PNGError` otherwise).
    static func source(at url: URL) throws -> ImageSource {
        let path = url.path
        guard let stamp = stamp(of: path) else { return ImageSource(bitmap: try decode(url)) }
        if let hit = entries[path], hit.stamp == stamp { return hit.source }
        let source = ImageSource(bitmap: try decode(url))
        entries.store((stamp, source), for: path)
        return source
    }

    /// JPEG by its extension (as Xcode and UIImage choose), PNG otherwise.
    private static func decode(_ url: URL) throws -> Bitmap {
        switch url.pathExtension.lowercased() {
        case "jpg", "jpeg": return try JPEGDecoder.decode(contentsOf: url)
        default: return try PNGCodec.decode(contentsOf: url)
        }
    }

    private static func stamp(of path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.intValue,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return Stamp(size: size, modified: modified)
    }
}
