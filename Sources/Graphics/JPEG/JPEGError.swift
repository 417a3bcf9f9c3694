/// Why a JPEG could not be decoded. Every message names the file and says what to do.
package enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but holds no bytes.
    case emptyFile(name: String)
    /// The bytes do not start with a JPEG start-of-image marker.
    case notJPEG(name: String)
    /// The data ends before the image does (a cut-off download or copy).
    case truncated(name: String, detail: String)
    /// A marker segment or the entropy-coded data breaks the JPEG rules (bad Huffman table, zero sampling
    /// factor, no scan, ...).
    case corrupt(name: String, detail: String)
    /// A valid JPEG of a kind this decoder does not read (arithmetic coding, lossless, 12-bit, CMYK, ...).
    case unsupported(name: String, detail: String)
    /// The frame declares more pixels than the renderer accepts; nothing was allocated for it.
    case tooLarge(name: String, width: Int, height: Int)
    /// The file could not be read from disk at all.
    case unreadable(name: String, reason: String)

    package var description: String {
        switch self {
        case .emptyFile(let name):
            return "JPEG \(name): the file is empty. Re-export it."
        case .notJPEG(let name):
            return "JPEG \(name) is not a JPEG file (no start-of-image marker). Re-export it as JPEG or PNG."
        case .truncated(let name, let detail):
            return "JPEG \(name) is truncated: \(detail). Re-export or copy the file again (if it is a git LFS pointer, run `git lfs pull`)."
        case .corrupt(let name, let detail):
            return "JPEG \(name) is corrupt: \(detail). Re-export it as baseline JPEG or PNG."
        case .unsupported(let name, let detail):
            return "JPEG \(name) is not decoded: \(detail). Re-export it as baseline JPEG or PNG."
        case .tooLarge(let name, let width, let height):
            return "JPEG \(name) is too large to load (\(width)×\(height)). Use an image at most \(Bitmap.maxDimension) px per side and \(PNGCodec.maxPixels / (1 << 20)) Mpx."
        case .unreadable(let name, let reason):
            return "JPEG \(name) could not be read: \(reason). Check that the path exists and is readable."
        }
    }
}
