import Foundation

/// Where `StreamedPixelmatch` takes its rows from, top to bottom: a PNG being decoded (`PNGRowReader`) or
/// a bitmap already in memory (the harness's rendered image).
package protocol PixelRowSource: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// Copies the next `count` rows (`count * width * 4` straight RGBA bytes) to `destination`.
    func readRows(into destination: UnsafeMutablePointer<UInt8>, count: Int) throws
}

extension PNGRowReader: PixelRowSource {}

/// The rows of a bitmap in memory, handed out in order.
package final class BitmapRowSource: PixelRowSource {
    package let bitmap: Bitmap
    private var nextRow = 0

    package init(_ bitmap: Bitmap) { self.bitmap = bitmap }

    package var width: Int { bitmap.width }
    package var height: Int { bitmap.height }

    package func readRows(into destination: UnsafeMutablePointer<UInt8>, count: Int) throws {
        let rowBytes = bitmap.width * 4
        let rows = max(0, min(count, bitmap.height - nextRow))
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress, rows > 0 else { return }
            destination.update(from: base + nextRow * rowBytes, count: rows * rowBytes)
        }
        nextRow += rows
    }
}
