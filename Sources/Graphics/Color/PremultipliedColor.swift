/// Premultiplied RGBA8 arithmetic shared by the raster backend: one definition of every rounding.
///
/// A premultiplied pixel is packed in a `UInt32` as `r | g << 8 | b << 16 | a << 24` with each colour
/// component ≤ alpha. All products of two 8-bit values are divided by 255 with exact rounding to the
/// nearest integer (`div255`), so the same input gives the same bytes on every CPU.
package enum Premultiplied {
    /// `round(x / 255)` for `0 ≤ x ≤ 255 · 255`, exactly (no ties exist because 255 is odd):
    /// `t = x + 128; (t + t >> 8) >> 8` — the classic exact form of Blinn's div255 trick.
    @inline(__always)
    package static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `round(a · b / 255)` for 8-bit `a` and `b`.
    @inline(__always)
    package static func mul(_ a: UInt32, _ b: UInt32) -> UInt32 { div255(a &* b) }

    /// Every channel of a packed pixel times `k / 255` (0…255), each rounded exactly like `mul`:
    /// two channels per 32-bit multiply (the red/blue and green/alpha lanes never carry into each other).
    @inline(__always)
    package static func scale(_ pixel: UInt32, by k: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Porter-Duff source-over of premultiplied pixels: `src + dst · (255 − αsrc) / 255`, per channel,
    /// the product rounded by `div255`. The sum never exceeds 255 because `src` is premultiplied.
    @inline(__always)
    package static func sourceOver(_ src: UInt32, onto dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src >> 24))
    }

    /// Packs straight 8-bit components into a premultiplied pixel: `c · a / 255` rounded (`mul`).
    @inline(__always)
    package static func pack(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        let a32 = UInt32(a)
        return mul(UInt32(r), a32) | mul(UInt32(g), a32) << 8 | mul(UInt32(b), a32) << 16 | a32 << 24
    }

    /// The premultiplied pixel of a straight colour (its `rgba8` bytes, then `pack`).
    package static func pack(_ color: RGBAColor) -> UInt32 {
        let c = color.rgba8
        return pack(r: c.r, g: c.g, b: c.b, a: c.a)
    }

    /// Straight components of a premultiplied pixel: `c · 255 / a` rounded half up and clamped to 255;
    /// a fully transparent pixel becomes (0, 0, 0, 0).
    @inline(__always)
    package static func unpack(_ pixel: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = pixel >> 24
        if a == 255 {
            return (UInt8(pixel & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8((pixel >> 16) & 0xFF), 255)
        }
        if a == 0 { return (0, 0, 0, 0) }
        let half = a / 2
        @inline(__always) func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c &* 255 &+ half) / a)) }
        return (straight(pixel & 0xFF), straight((pixel >> 8) & 0xFF), straight((pixel >> 16) & 0xFF), UInt8(a))
    }
}
