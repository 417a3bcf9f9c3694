/// Why a PNG could not be read or written. Every message names the file and says what to do.
package enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but holds no bytes.
    case emptyFile(name: String)
    /// libpng rejected the data: wrong signature, bad CRC, broken zlib stream, cut-off file, ...
    case corrupt(name: String, detail: String)
    /// The header declares more pixels than the renderer accepts; nothing was allocated for it.
    case tooLarge(name: String, width: Int, height: Int, detail: String)
    /// The file could not be read from disk at all.
    case unreadable(name: String, reason: String)
    /// Memory ran out while decoding or encoding.
    case outOfMemory(name: String)
    /// The bitmap cannot be written as PNG (for example 0×0), or libpng refused it.
    case cannotEncode(width: Int, height: Int, detail: String)

    package var description: String {
        switch self {
        case .emptyFile(let name):
            return "PNG \(name): the file is empty. Re-record or re-export it."
        case .corrupt(let name, let detail):
            return "PNG \(name) is corrupt or truncated: \(detail). Re-record or re-export it (if it is a git LFS pointer, run `git lfs pull`)."
        case .tooLarge(let name, let width, let height, let detail):
            return "PNG \(name) is too large to load (\(width)×\(height)): \(detail). Use an image at most \(Bitmap.maxDimension) px per side and \(PNGCodec.maxPixels / (1 << 20)) Mpx."
        case .unreadable(let name, let reason):
            return "PNG \(name) could not be read: \(reason). Check that the path exists and is readable."
        case .outOfMemory(let name):
            return "PNG \(name): out of memory while decoding or encoding. Free memory or use a smaller image."
        case .cannotEncode(let width, let height, let detail):
            return "cannot encode a \(width)×\(height) bitmap as PNG: \(detail)."
        }
    }
}
