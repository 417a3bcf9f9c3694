import Foundation
@testable import WidgetSnapshotTesting
import Graphics

/// A minimal PNG writer for tests (RGBA, filter none, stored deflate blocks: `TestPNG`), so the HTML report
/// can be checked in a real browser without the package's libpng codec.
enum TinyPNG {
    static func encode(_ bitmap: Bitmap) -> Data {
        let rowBytes = bitmap.width * 4
        let rows = (0 ..< bitmap.height).map { y in Array(bitmap.pixels[(y * rowBytes) ..< ((y + 1) * rowBytes)]) }
        return TestPNG.make(width: bitmap.width, height: bitmap.height, bitDepth: 8, colourType: 6, rows: rows)
    }
}

/// A `RawBitmapCodec`-like codec that writes real PNGs (decoding is not needed by the report tests).
struct TinyPNGCodec: SnapshotImageCoding {
    func encodePNG(_ bitmap: Bitmap) throws -> Data { TinyPNG.encode(bitmap) }
    func decodePNG(_ data: Data, name: String) throws -> Bitmap { throw RawBitmapCodec.Corrupt(name: name) }
}
