import Foundation
import Testing
@testable import Graphics

/// A contact sheet keeps its cells' pixels as their PNGs (straight alpha) and composites them after
/// premultiplying again: that is exact only because `pack(unpack(p))` gives every valid premultiplied
/// pixel back.
@Suite("Drawn pixels kept as PNG come back exactly")
struct DrawnPixelsRoundTripTests {
    @Test("straightening then premultiplying again is the identity on every premultiplied channel value")
    func premultiplyRoundTrip() {
        var broken: [String] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...a {
                let pixel = c | c << 8 | c << 16 | a << 24
                let s = Premultiplied.unpack(pixel)
                let back = Premultiplied.pack(r: s.r, g: s.g, b: s.b, a: s.a)
                if back != pixel { broken.append("a \(a) c \(c)") }
            }
        }
        #expect(broken.isEmpty, "\(broken.prefix(5))")
    }

    @Test("a translucent picture's kept pixels decode to the canvas it was drawn on")
    func keptPixelsDecodeToTheDrawnCanvas() throws {
        var list = DisplayList(size: Size(width: 30, height: 20))
        list.append(.fill(VectorPath.ellipse(in: Rect(x: 2, y: 3, width: 25, height: 14)), .solid(RGBAColor(r8: 200, g8: 40, b8: 90, alpha: 0.55)), .nonZero))
        let kept = try #require(try RasterBackend.renderPNGKeepingPixels(list, scale: 2).pixels)
        let renderer = try RasterRenderer(width: 60, height: 40, scale: 2)
        try renderer.draw(list.nodes)
        let drawn = renderer.finish()
        let decoded = try kept.canvas()
        #expect(decoded.width == 60 && decoded.height == 40)
        var differing = 0
        for i in 0..<(60 * 40) {
            let s = Premultiplied.unpack(decoded.pixels[i])
            let straight = [s.r, s.g, s.b, s.a]
            if Array(drawn.pixels[(4 * i)..<(4 * i + 4)]) != straight { differing += 1 }
        }
        #expect(differing == 0)
    }
}
