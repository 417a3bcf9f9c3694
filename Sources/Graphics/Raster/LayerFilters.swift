/// The layer filters (`LayerFilter`), applied in place to a layer's premultiplied pixels, in order.
enum LayerFilters {
    static func apply(_ filter: LayerFilter, to layer: PixelCanvas, scale: Double) {
        switch filter {
        case .colorMatrix(let m):
            colorMatrix(m, layer)
        case .blur(let radius):
            blur(layer, sigma: radius * scale)
        case .shadow(let color, let radius, let dx, let dy):
            shadow(layer, color: color, sigma: radius * scale, dx: dx * scale, dy: dy * scale)
        }
    }

    // MARK: colour matrix

    /// SVG `feColorMatrix` with `color-interpolation-filters="sRGB"`: each pixel is un-premultiplied, the
    /// 4×5 matrix applied to straight 0…255 components in 16.16 fixed point (the offset column scaled by
    /// 255), rounded half up, clamped, and premultiplied again. A matrix whose alpha row adds a positive
    /// offset also changes fully transparent pixels, so then the whole layer is processed.
    static func colorMatrix(_ m: [Double], _ layer: PixelCanvas) {
        guard m.count == 20, m.allSatisfy(\.isFinite) else { return }
        func fx(_ v: Double) -> Int { Int((max(-1024, min(1024, v)) * 65536).rounded()) }
        // Row-major 4×5 in fixed point, flattened so the pixel loop allocates nothing.
        let k = (0..<20).map { i in i % 5 == 4 ? fx(m[i] * 255) : fx(m[i]) }
        let touchesTransparent = k[19] > 0
        let box = touchesTransparent ? layer.bounds : layer.dirty
        guard !box.isEmpty else { return }
        k.withUnsafeBufferPointer { k in
            @inline(__always) func channel(_ r: Int, _ v0: Int, _ v1: Int, _ v2: Int, _ v3: Int) -> UInt8 {
                let sum = k[r * 5] * v0 + k[r * 5 + 1] * v1 + k[r * 5 + 2] * v2 + k[r * 5 + 3] * v3 + k[r * 5 + 4]
                return UInt8(max(0, min(255, (sum + 32768) >> 16)))
            }
            for y in box.y0..<box.y1 {
                let row = layer.address(box.x0, y)
                for x in 0..<box.width {
                    let p = row[x]
                    if p == 0 && !touchesTransparent { continue }
                    let c = Premultiplied.unpack(p)
                    let v0 = Int(c.r), v1 = Int(c.g), v2 = Int(c.b), v3 = Int(c.a)
                    row[x] = Premultiplied.pack(r: channel(0, v0, v1, v2, v3), g: channel(1, v0, v1, v2, v3),
                                                b: channel(2, v0, v1, v2, v3), a: channel(3, v0, v1, v2, v3))
                }
            }
        }
        if touchesTransparent { layer.dirty = layer.bounds }
    }

    // MARK: blur

    /// Gaussian blur of standard deviation `sigma` device pixels on premultiplied channels, as SVG
    /// renderers do it: for σ ≥ 2 the SVG spec's three box blurs of size
    /// `d = floor(σ · 3 · √(2π) / 4 + 0.5)` per axis (odd d: three centred boxes; even d: two boxes of size
    /// d offset half a pixel left then right, and one of size d + 1), each box averaged with integer
    /// rounding `(sum + n/2) / n`; for 0 < σ < 2, where boxes are too coarse, a true Gaussian kernel of
    /// radius ⌈3σ⌉ with integer weights summing to 2¹⁶ (weights from `DeterministicMath.expNegative`).
    /// Pixels outside the canvas count as transparent.
    static func blur(_ layer: PixelCanvas, sigma: Double, alphaOnly: Bool = false) {
        guard let reach = blurReach(sigma: sigma), !layer.dirty.isEmpty else { return }
        let s = min(sigma, 1000)
        let box = layer.dirty.expanded(by: reach).intersection(layer.bounds)
        let w = box.width, h = box.height
        // Planar copy of the region: four channels, each w·h bytes, in one allocation.
        let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * w * h)
        defer { planes.deallocate() }
        for y in 0..<h {
            let row = layer.address(box.x0, box.y0 + y)
            for x in 0..<w {
                let p = row[x], i = y * w + x
                planes[i] = UInt8(truncatingIfNeeded: p)
                planes[w * h + i] = UInt8(truncatingIfNeeded: p >> 8)
                planes[2 * w * h + i] = UInt8(truncatingIfNeeded: p >> 16)
                planes[3 * w * h + i] = UInt8(truncatingIfNeeded: p >> 24)
            }
        }
        let passes = passesFor(sigma: s)
        let n = max(w, h)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        defer { line.deallocate(); tmp.deallocate() }
        for c in (alphaOnly ? 3 : 0)..<4 {
            let plane = planes + c * w * h
            for y in 0..<h {   // horizontal
                let row = plane + y * w
                line.update(from: row, count: w)
                run(passes, line, tmp, w)
                row.update(from: line, count: w)
            }
            for x in 0..<w {   // vertical
                for y in 0..<h { line[y] = plane[y * w + x] }
                run(passes, line, tmp, h)
                for y in 0..<h { plane[y * w + x] = line[y] }
            }
        }
        for y in 0..<h {
            let row = layer.address(box.x0, box.y0 + y)
            for x in 0..<w {
                let i = y * w + x
                let a = UInt32(planes[3 * w * h + i])
                // Blurring channels separately keeps c ≤ a up to rounding; clamp to stay premultiplied.
                let r = min(a, UInt32(planes[i])), g = min(a, UInt32(planes[w * h + i])), b = min(a, UInt32(planes[2 * w * h + i]))
                row[x] = r | g << 8 | b << 16 | a << 24
            }
        }
        layer.dirty = box
    }

    /// How far (device pixels) a blur of `sigma` spreads a layer's pixels; nil when it does nothing.
    static func blurReach(sigma: Double) -> Int? {
        guard sigma.isFinite, sigma > 0.05 else { return nil }
        let s = min(sigma, 1000)
        return s >= 2 ? 3 * (Int(s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5) / 2 + 1) : Int((3 * s).rounded(.up))
    }

    /// The pixel offset a shadow moves the layer's alpha by (`dx`, `dy` in device pixels), as `shadow` rounds it.
    private static func shadowOffset(dx: Double, dy: Double) -> (x: Int, y: Int) {
        (Int(max(-65536, min(65536, dx)).rounded()), Int(max(-65536, min(65536, dy)).rounded()))
    }

    /// Where a filter may leave pixels when the layer's pixels lie in `box` (before clipping to the layer):
    /// what a layer must hold for `apply` to give the same pixels as on a full canvas. Nil means the
    /// whole canvas (a colour matrix that makes transparent pixels visible).
    static func reach(of filter: LayerFilter, from box: PixelBox, scale: Double) -> PixelBox? {
        guard !box.isEmpty else { return box }
        switch filter {
        case .colorMatrix(let m):
            guard m.count == 20, m.allSatisfy(\.isFinite) else { return box }
            return Int((max(-1024, min(1024, m[19] * 255)) * 65536).rounded()) > 0 ? nil : box
        case .blur(let radius):
            return blurReach(sigma: radius * scale).map { box.expanded(by: $0) } ?? box
        case .shadow(let color, let radius, let dx, let dy):
            guard color.rgba8.a > 0, (dx * scale).isFinite, (dy * scale).isFinite else { return box }
            let o = shadowOffset(dx: dx * scale, dy: dy * scale)
            var moved = PixelBox(x0: box.x0 + o.x, y0: box.y0 + o.y, x1: box.x1 + o.x, y1: box.y1 + o.y)
            if let spread = blurReach(sigma: radius * scale) { moved = moved.expanded(by: spread) }
            return box.union(moved)
        }
    }

    private enum Pass {
        /// Average over `[i − left, i + right]`.
        case box(left: Int, right: Int)
        /// Integer weights over `[i − r, i + r]`, summing to 65536.
        case kernel([Int])
    }

    private static func passesFor(sigma s: Double) -> [Pass] {
        if s >= 2 {
            let d = Int(s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5)
            if d % 2 == 1 {
                let r = (d - 1) / 2
                return [.box(left: r, right: r), .box(left: r, right: r), .box(left: r, right: r)]
            }
            return [.box(left: d / 2, right: d / 2 - 1), .box(left: d / 2 - 1, right: d / 2), .box(left: d / 2, right: d / 2)]
        }
        let r = max(1, Int((3 * s).rounded(.up)))
        let raw = (-r...r).map { DeterministicMath.expNegative(-Double($0 * $0) / (2 * s * s)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { Int(($0 / total * 65536).rounded()) }
        weights[r] += 65536 - weights.reduce(0, +)   // exact sum: a flat area stays flat
        return [.kernel(weights)]
    }

    private static func run(_ passes: [Pass], _ line: UnsafeMutablePointer<UInt8>, _ tmp: UnsafeMutablePointer<UInt8>, _ n: Int) {
        for pass in passes {
            switch pass {
            case .box(let left, let right):
                let size = left + right + 1
                // (sum + size/2) / size as a multiply by ⌈2³²/size⌉ and a shift: exact while
                // (sum + size/2) · (⌈2³²/size⌉ · size − 2³²) < 2³², i.e. for every size below 4096
                // (sum ≤ 255 · size); σ is clamped so that size stays below 1900.
                let reciprocal = (UInt64(1) << 32 + UInt64(size) - 1) / UInt64(size)
                let half = UInt64(size / 2)
                var sum = 0
                // Window for i = 0 is [−left, right].
                for j in 0...min(right, n - 1) { sum += Int(line[j]) }
                for i in 0..<n {
                    tmp[i] = UInt8(truncatingIfNeeded: ((UInt64(sum) + half) &* reciprocal) >> 32)
                    let add = i + right + 1, sub = i - left
                    if add < n { sum += Int(line[add]) }
                    if sub >= 0 { sum -= Int(line[sub]) }
                }
            case .kernel(let weights):
                let r = weights.count / 2
                weights.withUnsafeBufferPointer { wb in
                    for i in 0..<n {
                        var sum = 0
                        for j in max(0, i - r)...min(n - 1, i + r) { sum += wb[j - i + r] * Int(line[j]) }
                        tmp[i] = UInt8(min(255, (sum + 32768) >> 16))
                    }
                }
            }
            line.update(from: tmp, count: n)
        }
    }

    // MARK: shadow

    /// SwiftUI `shadow`: the layer's alpha, blurred with σ, offset by (dx, dy) rounded to whole device
    /// pixels, tinted with `color` (straight, premultiplied after multiplying alphas), drawn beneath the
    /// layer with source-over.
    static func shadow(_ layer: PixelCanvas, color: RGBAColor, sigma: Double, dx: Double, dy: Double) {
        guard !layer.dirty.isEmpty else { return }
        let c = color.rgba8
        guard c.a > 0, dx.isFinite, dy.isFinite else { return }
        let (ox, oy) = shadowOffset(dx: dx, dy: dy)
        let shadow = PixelCanvas(bounds: layer.bounds)
        let src = layer.dirty
        let moved = PixelBox(x0: src.x0 + ox, y0: src.y0 + oy, x1: src.x1 + ox, y1: src.y1 + oy).intersection(shadow.bounds)
        if !moved.isEmpty {
            for y in moved.y0..<moved.y1 {
                let from = layer.address(moved.x0 - ox, y - oy)
                let to = shadow.address(moved.x0, y)
                for i in 0..<moved.width { to[i] = (from[i] >> 24) << 24 }
            }
            shadow.dirty = moved
            blur(shadow, sigma: sigma, alphaOnly: true)
        }
        let box = shadow.dirty
        if !box.isEmpty {
            for y in box.y0..<box.y1 {
                let srow = shadow.address(box.x0, y)
                let lrow = layer.address(box.x0, y)
                for i in 0..<box.width {
                    let a = Premultiplied.mul(srow[i] >> 24, UInt32(c.a))
                    if a == 0 { continue }
                    let tint = Premultiplied.pack(r: c.r, g: c.g, b: c.b, a: UInt8(a))
                    lrow[i] = Premultiplied.sourceOver(lrow[i], onto: tint)
                }
            }
        }
        layer.dirty = layer.dirty.union(box)
    }
}
