import Foundation
import Graphics

// The harness talks to the renderer, the PNG codec and the pixel diff only through this file, so those
// parts can be built on their own and plugged in here (see `SnapshotBackend.live` at the bottom).

/// One rendered image as the harness sees it: straight-alpha pixels plus the SVG of the same drawing.
package struct SnapshotImage: Sendable {
    package var bitmap: Bitmap
    /// The SVG text of the same drawing; nil when the renderer has none (then no `.svg` golden is kept).
    package var svg: String?
    /// Renderer warnings (unmapped symbols, missing assets …), shown in a failure message.
    package var warnings: [String]

    package init(bitmap: Bitmap, svg: String?, warnings: [String] = []) {
        self.bitmap = bitmap
        self.svg = svg
        self.warnings = warnings
    }
}

/// Which image of a snapshot: a family drawn in a place at a scale. The names are what the golden file
/// name shows (`systemSmall.homeScreen@2x.png`), so they are the renderer's own spellings.
package struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    package var family: String
    package var place: String
    package var scale: Double

    package init(family: String, place: String, scale: Double = 2) {
        self.family = family
        self.place = place
        self.scale = scale
    }

    /// `2` → `2`, `1.5` → `1.5`, as used in `@2x`.
    package var scaleText: String {
        if scale.isFinite, scale == scale.rounded(), abs(scale) < 1_000 { return String(Int(scale)) }
        return String(scale)
    }

    package var description: String { "\(family) in \(place) @\(scaleText)x" }
}

/// Reads and writes PNG goldens. The live one is the package's libpng codec.
package protocol SnapshotImageCoding: Sendable {
    /// Called only when a file must be written (a new golden or a failure artifact), never to verify.
    func encodePNG(_ bitmap: Bitmap) throws -> Data
    /// `name` is the file the data came from, for the error message.
    func decodePNG(_ data: Data, name: String) throws -> Bitmap
    /// Whether `data` decodes to exactly `bitmap`, told without a whole decoded copy where the codec can
    /// (the live one decodes and compares a band of rows at a time). Only `true` settles anything: on
    /// `false` or `nil` the verifier decodes the golden whole with `decodePNG`, for the comparer, the
    /// errors and the artifacts. The default says nil.
    func decodedPNG(_ data: Data, name: String, isExactly bitmap: Bitmap) -> Bool?
}

extension SnapshotImageCoding {
    package func decodedPNG(_ data: Data, name: String, isExactly bitmap: Bitmap) -> Bool? { nil }
}

/// The result of comparing two same-sized bitmaps.
package struct PixelComparison: Sendable {
    package var mismatchedPixels: Int
    /// The diff picture, when asked for.
    package var diff: Bitmap?

    package init(mismatchedPixels: Int, diff: Bitmap?) {
        self.mismatchedPixels = mismatchedPixels
        self.diff = diff
    }
}

/// Counts the pixels that differ between two bitmaps of the same size. The live one is the pixelmatch port.
package protocol SnapshotImageComparing: Sendable {
    /// `threshold` is pixelmatch's colour threshold (0…1, 0.1 by default). Only called when the two
    /// bitmaps are not byte-identical (the harness checks that first).
    func compare(expected: Bitmap, actual: Bitmap, threshold: Double, writeDiff: Bool) throws -> PixelComparison
}

/// A comparer that can also take the golden as a PNG decoded a band of rows at a time, so a large golden is
/// never decoded whole (the live pixelmatch one). The verifier uses it for images over
/// `StreamedPixelmatch.wholeImagePixelLimit` pixels; other comparers always get whole bitmaps.
package protocol SnapshotRowComparing: SnapshotImageComparing {
    /// Same counts as `compare(expected:actual:threshold:writeDiff:)`; with `diff`, the diff picture is
    /// encoded into it row by row.
    func compare(expected: PNGRowReader, actual: Bitmap, threshold: Double,
                 diff: PNGRowWriter?) throws -> StreamedPixelmatch.Result
}

/// The codec and comparer a verification uses.
package struct SnapshotBackend: Sendable {
    package var codec: any SnapshotImageCoding
    package var comparer: any SnapshotImageComparing

    package init(codec: any SnapshotImageCoding, comparer: any SnapshotImageComparing) {
        self.codec = codec
        self.comparer = comparer
    }
}

/// Counts every pixel whose RGBA differs at all (threshold ignored) and paints a red/grey diff picture.
/// A stand-in until the pixelmatch port is linked, and the comparer the tests use.
package struct ExactPixelComparer: SnapshotImageComparing {
    package init() {}

    package func compare(expected: Bitmap, actual: Bitmap, threshold: Double, writeDiff: Bool) throws -> PixelComparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw SnapshotHarnessError.sizeMismatchInComparer(expected: (expected.width, expected.height),
                                                             actual: (actual.width, actual.height))
        }
        var count = 0
        var diff = writeDiff ? [UInt8](repeating: 0, count: expected.pixels.count) : []
        let a = expected.pixels, b = actual.pixels
        var i = 0
        while i < a.count {
            let same = a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
            if !same { count += 1 }
            if writeDiff {
                if same {
                    // Faded grey of the expected pixel, like pixelmatch's unchanged pixels.
                    let y = (299 * Int(a[i]) + 587 * Int(a[i + 1]) + 114 * Int(a[i + 2])) / 1000
                    let v = UInt8(255 - ((255 - y) * Int(a[i + 3]) / 255) / 10)
                    diff[i] = v; diff[i + 1] = v; diff[i + 2] = v; diff[i + 3] = 255
                } else {
                    diff[i] = 255; diff[i + 1] = 0; diff[i + 2] = 0; diff[i + 3] = 255
                }
            }
            i += 4
        }
        let picture = writeDiff ? Bitmap(width: expected.width, height: expected.height, pixels: diff) : nil
        return PixelComparison(mismatchedPixels: count, diff: picture)
    }
}

/// The package's libpng codec.
package struct PNGCodecAdapter: SnapshotImageCoding {
    package init() {}
    package func encodePNG(_ bitmap: Bitmap) throws -> Data { try PNGCodec.encode(bitmap) }
    package func decodePNG(_ data: Data, name: String) throws -> Bitmap { try PNGCodec.decode(data, name: name) }
    package func decodedPNG(_ data: Data, name: String, isExactly bitmap: Bitmap) -> Bool? {
        PNGCodec.decodes(data, name: name, toExactly: bitmap)
    }
}

/// The pixelmatch port, at the tolerance's threshold with pixelmatch's other defaults.
package struct PixelmatchAdapter: SnapshotImageComparing {
    package init() {}
    package func compare(expected: Bitmap, actual: Bitmap, threshold: Double, writeDiff: Bool) throws -> PixelComparison {
        let result = try Pixelmatch.compare(expected, actual, options: PixelmatchOptions(threshold: threshold), writeDiff: writeDiff)
        return PixelComparison(mismatchedPixels: result.mismatched, diff: result.diff)
    }
}

extension PixelmatchAdapter: SnapshotRowComparing {
    package func compare(expected: PNGRowReader, actual: Bitmap, threshold: Double,
                         diff: PNGRowWriter?) throws -> StreamedPixelmatch.Result {
        try StreamedPixelmatch.compare(expected, BitmapRowSource(actual), options: PixelmatchOptions(threshold: threshold),
                                       diffRows: diff.map { writer in { try writer.write(rows: $0, count: $1) } })
    }
}

extension SnapshotBackend {
    /// What `assertSnapshot` uses unless a configuration says otherwise.
    package static var live: SnapshotBackend {
        SnapshotBackend(codec: PNGCodecAdapter(), comparer: PixelmatchAdapter())
    }
}
