import Foundation
import Testing
@testable import Graphics

@Suite struct SVGImageEncodingTests {
    /// Embedded images must decode back to exactly the bitmap that was drawn.
    @Test func embeddedPNGRoundTripsLosslessly() throws {
        var pixels = [UInt8]()
        for i in 0..<(7 * 5) { pixels += [UInt8(i * 7 % 256), UInt8(255 - i), 40, UInt8(i % 2 == 0 ? 255 : 90)] }
        let bitmap = Bitmap(width: 7, height: 5, pixels: pixels)
        let png = try encodePNGForSVG(bitmap)
        #expect(try PNGCodec.decode(png, name: "embedded") == bitmap)
    }
}
