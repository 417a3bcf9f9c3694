/// A faithful Swift port of pixelmatch v7.2.0 (mapbox/pixelmatch, ISC licence): the perceptual YIQ
/// colour distance of Kotsarenko & Ramos with the anti-aliasing detector of Vyšniauskas (2009).
///
/// Same counts and, bit for bit, the same diff image as the JavaScript release: arithmetic is done in
/// `Double` in the same order as the JS source, and fractional grey values are truncated the way a JS
/// `Uint8Array` store truncates them (not rounded). Runs over raw buffers without per-pixel allocation.
package enum Pixelmatch {
    /// Compares two straight-RGBA bitmaps of equal size.
    ///
    /// - Returns: the number of mismatched pixels, and, when `writeDiff` is set, the diff image
    ///   (grey copy of `a` with differences in `diffColor`/`diffColorAlt` and forgiven anti-aliasing in
    ///   `aaColor`; or only the differences over transparent when `diffMask` is set).
    /// - Throws: `PixelmatchError.sizeMismatch` when the sizes differ.
    package static func compare(_ a: Bitmap, _ b: Bitmap, options: PixelmatchOptions = .init(),
                                writeDiff: Bool) throws -> (mismatched: Int, diff: Bitmap?) {
        guard a.width == b.width, a.height == b.height else {
            throw PixelmatchError.sizeMismatch(firstWidth: a.width, firstHeight: a.height,
                                               secondWidth: b.width, secondHeight: b.height)
        }
        let width = a.width
        let height = a.height
        let byteCount = width * height * 4
        var output = writeDiff ? [UInt8](repeating: 0, count: byteCount) : []

        let mismatched: Int = a.pixels.withUnsafeBufferPointer { img1 in
            b.pixels.withUnsafeBufferPointer { img2 in
                output.withUnsafeMutableBufferPointer { out in
                    // Empty bitmaps have no storage to point at, and nothing to compare.
                    guard let p1 = img1.baseAddress, let p2 = img2.baseAddress, byteCount > 0 else { return 0 }
                    let kernel = PixelmatchKernel(img1: p1, img2: p2, width: width, height: height,
                                                  checkerboard: options.checkerboard)
                    return kernel.run(rows: 0..<height, options: options, output: writeDiff ? out.baseAddress : nil)
                }
            }
        }
        return (mismatched, writeDiff ? Bitmap(width: width, height: height, pixels: output) : nil)
    }
}
