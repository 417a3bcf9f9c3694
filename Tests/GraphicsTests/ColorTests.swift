import Testing
@testable import Graphics

@Suite struct ColorTests {
    @Test func everyByteRoundTrips() {
        for k in 0...255 {
            #expect(RGBAColor.byte(Double(k) / 255) == UInt8(k))
            #expect(RGBAColor(r8: k, g8: 255 - k, b8: k, alpha: 1).rgba8 == (UInt8(k), UInt8(255 - k), UInt8(k), 255))
        }
    }

    @Test func halfwayRoundsUp() {
        for k in 0..<255 {
            // Exactly between k and k + 1 (as a Double) → k + 1; just below → k.
            #expect(RGBAColor.byte((Double(k) + 0.5) / 255) == UInt8(k + 1))
            #expect(RGBAColor.byte((Double(k) + 0.499) / 255) == UInt8(k))
            #expect(RGBAColor.byte((Double(k) + 0.501) / 255) == UInt8(k + 1))
        }
        #expect(RGBAColor.byte(0.5) == 128)            // 127.5 → 128
        #expect(RGBAColor.byte(0.5 / 255) == 1)
        #expect(RGBAColor.byte(0.4999 / 255) == 0)
        #expect(RGBAColor.byte(254.5 / 255) == 255)
        #expect(RGBAColor.byte(254.4999 / 255) == 254)
    }

    @Test func outOfRangeAndNaN() {
        #expect(RGBAColor.byte(.nan) == 0)
        #expect(RGBAColor.byte(-0.0) == 0)
        #expect(RGBAColor.byte(-0.2) == 0)
        #expect(RGBAColor.byte(-.infinity) == 0)
        #expect(RGBAColor.byte(1) == 255)
        #expect(RGBAColor.byte(1.7) == 255)
        #expect(RGBAColor.byte(.infinity) == 255)
        let c = RGBAColor(red: .nan, green: 2, blue: -1, alpha: .nan)
        #expect(c.rgba8 == (0, 255, 0, 0))
        #expect(c.isInvisible)
    }

    @Test func hexAndDescription() {
        #expect(RGBAColor(red: 0, green: 1, blue: 0.5).hexRGB == "#00ff80")
        #expect(RGBAColor(r8: 10, g8: 171, b8: 255).hexRGB == "#0aabff")
        #expect(RGBAColor.black.hexRGB == "#000000" && RGBAColor.white.hexRGB == "#ffffff")
        #expect(RGBAColor(r8: 255, g8: 0, b8: 0).description == "#ff0000")
        #expect(RGBAColor(r8: 255, g8: 0, b8: 0, alpha: 0.5).description == "#ff0000@0.502")   // 128/255
        #expect(RGBAColor.clear.description == "#000000@0")
    }

    @Test func opacity() {
        let c = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.8)
        #expect(c.multiplyingAlpha(0.5).alpha == 0.4)
        #expect(c.multiplyingAlpha(2).alpha == 0.8)
        #expect(c.multiplyingAlpha(-1).alpha == 0)
        #expect(c.multiplyingAlpha(.nan).alpha == 0)
        #expect(RGBAColor.white.isOpaque && !c.isOpaque)
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5 / 255).rgba8.a == 1)
        #expect(abs(RGBAColor.white.luminance - 1) < 1e-12)
    }
}
