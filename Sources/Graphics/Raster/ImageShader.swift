/// A premultiplied copy of a bitmap, possibly reduced, that image draws sample from.
final class PremultipliedImage {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Straight RGBA8 → premultiplied (`Premultiplied.pack`).
    convenience init(_ bitmap: Bitmap) {
        var px = [UInt32](repeating: 0, count: bitmap.width * bitmap.height)
        bitmap.pixels.withUnsafeBufferPointer { b in
            for i in 0..<px.count {
                px[i] = Premultiplied.pack(r: b[4 * i], g: b[4 * i + 1], b: b[4 * i + 2], a: b[4 * i + 3])
            }
        }
        self.init(width: bitmap.width, height: bitmap.height, pixels: px)
    }

    /// Half the width (`horizontal`) or height, each output pixel the mean of two neighbours rounded
    /// half up per channel (`(a + b + 1) >> 1`); an odd last pixel pairs with itself. Repeated, this is
    /// a box prefilter (mip levels) per axis: what keeps a 136 px emoji drawn at 24 px from aliasing.
    func halved(horizontal: Bool) -> PremultipliedImage {
        let w = horizontal ? (width + 1) / 2 : width
        let h = horizontal ? height : (height + 1) / 2
        var out = [UInt32](repeating: 0, count: w * h)
        @inline(__always) func avg(_ a: UInt32, _ b: UInt32) -> UInt32 {
            // Per-channel (a + b + 1) >> 1 without unpacking: (a | b) − ((a ^ b) >> 1) with lane masks.
            (a | b) &- (((a ^ b) >> 1) & 0x7F7F_7F7F)
        }
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<h {
                for x in 0..<w {
                    if horizontal {
                        let x0 = 2 * x, x1 = min(2 * x + 1, width - 1)
                        out[y * w + x] = avg(src[y * width + x0], src[y * width + x1])
                    } else {
                        let y0 = 2 * y, y1 = min(2 * y + 1, height - 1)
                        out[y * w + x] = avg(src[y0 * width + x], src[y1 * width + x])
                    }
                }
            }
        }
        return PremultipliedImage(width: w, height: h, pixels: out)
    }
}

/// Samples an image for each device pixel centre through the inverse of its placement: bilinear
/// (8-bit weights, packed-lane integer lerps, edges clamped) or nearest. The caller has already reduced
/// the image so that it is never minified by more than 2× per axis.
final class ImageShader {
    let image: PremultipliedImage
    /// Device pixels → image pixels (of `image`, after any reduction).
    let inverse: Transform
    let nearest: Bool

    init(image: PremultipliedImage, inverse: Transform, nearest: Bool) {
        self.image = image
        self.inverse = inverse
        self.nearest = nearest
    }

    /// Bilinear blend of two packed pixels with weight `f`/256 for `b`, rounded: `(a·(256−f) + b·f + 128) >> 8`.
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        guard w > 0, h > 0 else { out.update(repeating: 0, count: count); return }
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let u0 = inverse.a * px + inverse.c * py + inverse.tx
        let v0 = inverse.b * px + inverse.d * py + inverse.ty
        // 48.16 fixed point, clamped far outside the image so stepping cannot overflow.
        let limit = 1_073_741_824.0
        func fixed(_ d: Double) -> Int { Int((max(-limit, min(limit, d)) * 65536).rounded()) }
        image.pixels.withUnsafeBufferPointer { buf in
            guard let src = buf.baseAddress else { return }
            if nearest {
                var u = fixed(u0), v = fixed(v0)
                let du = fixed(inverse.a), dv = fixed(inverse.b)
                for i in 0..<count {
                    let ix = max(0, min(w - 1, u >> 16)), iy = max(0, min(h - 1, v >> 16))
                    out[i] = src[iy * w + ix]
                    u &+= du; v &+= dv
                }
            } else {
                var u = fixed(u0 - 0.5), v = fixed(v0 - 0.5)   // relative to pixel centres
                let du = fixed(inverse.a), dv = fixed(inverse.b)
                // u and v are linear in i, so when both ends of the span sample inside the image every
                // pixel does, and the edge clamps can go (the common case: an image filling its frame).
                let bounded = count < 1 << 22 && abs(du) < 1 << 40 && abs(dv) < 1 << 40   // no overflow below
                let uLast = u &+ du &* (count - 1), vLast = v &+ dv &* (count - 1)
                if bounded, min(u, uLast) >= 0, (max(u, uLast) >> 16) + 1 < w, min(v, vLast) >= 0, (max(v, vLast) >> 16) + 1 < h {
                    for i in 0..<count {
                        let ix = u >> 16, iy = v >> 16
                        let fx = UInt32((u >> 8) & 0xFF), fy = UInt32((v >> 8) & 0xFF)
                        let p = src + iy * w + ix
                        let top = Self.lerp(p[0], p[1], fx)
                        let bottom = Self.lerp(p[w], p[w + 1], fx)
                        out[i] = Self.lerp(top, bottom, fy)
                        u &+= du; v &+= dv
                    }
                    return
                }
                for i in 0..<count {
                    let ix = u >> 16, iy = v >> 16
                    let fx = UInt32((u >> 8) & 0xFF), fy = UInt32((v >> 8) & 0xFF)
                    let x0 = max(0, min(w - 1, ix)), x1 = max(0, min(w - 1, ix + 1))
                    let y0 = max(0, min(h - 1, iy)), y1 = max(0, min(h - 1, iy + 1))
                    let top = Self.lerp(src[y0 * w + x0], src[y0 * w + x1], fx)
                    let bottom = Self.lerp(src[y1 * w + x0], src[y1 * w + x1], fx)
                    out[i] = Self.lerp(top, bottom, fy)
                    u &+= du; v &+= dv
                }
            }
        }
    }
}
