/// A premultiplied RGBA8 pixel buffer (see `Premultiplied` for the packing): the canvas and every
/// offscreen layer. `dirty` bounds everything drawn so far, so layers composite and filter only there.
final class PixelCanvas {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    var dirty = PixelBox.empty

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let n = max(1, width * height)
        pixels = .allocate(capacity: n)
        pixels.initialize(repeating: 0, count: n)
    }

    deinit { pixels.deallocate() }

    var bounds: PixelBox { PixelBox(x0: 0, y0: 0, x1: width, y1: height) }

    /// Back to fully transparent (only the dirty rows are touched).
    func clear() {
        let box = dirty.intersection(bounds)
        if !box.isEmpty {
            for y in box.y0..<box.y1 { (pixels + y * width + box.x0).update(repeating: 0, count: box.width) }
        }
        dirty = .empty
    }

    /// The canvas as straight-alpha RGBA8 bytes: `c · 255 / a` rounded half up (`Premultiplied.unpack`).
    /// Opaque and transparent pixels are copied as they are (the packing is R, G, B, A in memory order
    /// once stored little-endian).
    func straightBitmap() -> Bitmap {
        let n = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: n * 4) { buffer, count in
            guard let base = buffer.baseAddress else { count = 0; return }
            let out = UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: n)
            let src = pixels
            for i in 0..<n {
                var p = src[i]
                let a = p >> 24
                if a != 255 && a != 0 {
                    let c = Premultiplied.unpack(p)
                    p = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
                }
                out[i] = p.littleEndian
            }
            count = n * 4
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }
}

/// An anti-aliased clip: 8-bit coverage per canvas pixel, already intersected with the enclosing clip
/// (coverages multiplied with `Premultiplied.mul`). Outside `box` every value is 0.
final class ClipMask {
    let width: Int
    let coverage: UnsafeMutablePointer<UInt8>
    let box: PixelBox
    private let count: Int

    init(spans: [CoverageSpan], within parent: ClipMask?, width: Int, height: Int) {
        self.width = width
        count = max(1, width * height)
        coverage = .allocate(capacity: count)
        coverage.initialize(repeating: 0, count: count)
        var box = PixelBox.empty
        for s in spans {
            let y = Int(s.y)
            var x0 = Int(s.x), x1 = Int(s.x) + Int(s.length)
            x0 = max(0, x0); x1 = min(width, x1)
            guard y >= 0, y < height, x0 < x1 else { continue }
            let row = coverage + y * width
            if let parent {
                let prow = parent.coverage + y * width
                for x in x0..<x1 {
                    row[x] = UInt8(Premultiplied.mul(UInt32(s.coverage), UInt32(prow[x])))
                }
            } else {
                (row + x0).update(repeating: s.coverage, count: x1 - x0)
            }
            box = box.union(PixelBox(x0: x0, y0: y, x1: x1, y1: y + 1))
        }
        if let parent { box = box.intersection(parent.box) }
        self.box = box
    }

    deinit { coverage.deallocate() }
}
