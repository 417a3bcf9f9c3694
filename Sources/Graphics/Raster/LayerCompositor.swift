/// Composites a finished layer onto its parent with opacity, the enclosing clip and a blend mode.
///
/// The blend modes are the separable ones of W3C Compositing and Blending Level 1 in premultiplied form:
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb − αs·αb`, where
/// multiply `B = cs·cb`, screen `B = cs + cb − cs·cb`, overlay `B = hardlight(cs, cb)` with the layers
/// swapped, darken `min`, lighten `max`. Each channel's terms are summed in units of 1/255² and divided
/// once with `Premultiplied.div255` (exact rounding), then clamped to the result's alpha.
enum LayerCompositor {
    static func composite(_ layer: PixelCanvas, opacity: UInt8, blend: BlendMode, clip: ClipMask?,
                          onto parent: PixelCanvas) {
        var box = layer.dirty.intersection(parent.bounds)
        if let clip { box = box.intersection(clip.box) }
        guard !box.isEmpty, opacity > 0 else { return }
        let op = UInt32(opacity)
        var painted = PixelBox.empty
        for y in box.y0..<box.y1 {
            // Rows start at box.x0 in both canvases (each keeps its own origin).
            let src = layer.address(box.x0, y)
            let dst = parent.address(box.x0, y)
            let mask = clip.map { $0.row(y, from: box.x0) }
            var rowPainted = false
            var minX = box.x1, maxX = box.x0
            for x in box.x0..<box.x1 {
                var s = src[x - box.x0]
                if s == 0 { continue }
                var k = op
                if let mask {
                    let m = UInt32(mask[x - box.x0])
                    if m == 0 { continue }
                    k = Premultiplied.mul(k, m)
                }
                if k != 255 { s = Premultiplied.scale(s, by: k) }
                if s >> 24 == 0 && blend == .normal { continue }
                let i = x - box.x0
                dst[i] = blend == .normal ? Premultiplied.sourceOver(s, onto: dst[i]) : Self.blend(s, dst[i], blend)
                rowPainted = true
                minX = min(minX, x); maxX = max(maxX, x)
            }
            if rowPainted { painted = painted.union(PixelBox(x0: minX, y0: y, x1: maxX + 1, y1: y + 1)) }
        }
        parent.dirty = parent.dirty.union(painted)
    }

    /// One pixel of a non-normal blend mode (premultiplied source `s` onto backdrop `b`).
    static func blend(_ s: UInt32, _ b: UInt32, _ mode: BlendMode) -> UInt32 {
        let sa = s >> 24, ba = b >> 24
        let ao = sa + ba - Premultiplied.mul(sa, ba)
        var out = ao << 24
        for shift in stride(from: 0, through: 16, by: 8) {
            let cs = (s >> UInt32(shift)) & 0xFF, cb = (b >> UInt32(shift)) & 0xFF
            // Terms in units of 1/255²: cs·(255 − αb) + cb·(255 − αs) + mixed.
            let base = cs * (255 - ba) + cb * (255 - sa)
            let mixed: UInt32
            switch mode {
            case .normal: mixed = cs * ba                       // B = cs: plain source-over
            case .multiply: mixed = cs * cb
            case .screen: mixed = cs * ba + cb * sa - cs * cb
            case .overlay:
                // hardlight with the backdrop as the "source" of the test: 2·cb ≤ αb → 2·cs·cb,
                // else αs·αb − 2·(αb − cb)·(αs − cs).
                mixed = 2 * cb <= ba ? 2 * cs * cb : sa * ba - 2 * (ba - cb) * (sa - cs)
            case .darken: mixed = min(cs * ba, cb * sa)
            case .lighten: mixed = max(cs * ba, cb * sa)
            }
            let c = min(ao, Premultiplied.div255(min(base + mixed, 65025)))
            out |= c << UInt32(shift)
        }
        return out
    }
}
