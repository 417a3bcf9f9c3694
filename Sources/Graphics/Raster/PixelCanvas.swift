#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A premultiplied RGBA8 pixel buffer (see `Premultiplied` for the packing): the canvas and every
/// offscreen layer. `dirty` bounds everything drawn so far, so layers composite and filter only there.
///
/// A canvas covers `bounds`, a box of device pixels: the root canvas starts at (0, 0), a layer covers
/// only its group's device bounds (resvg's `render_group`), so callers address pixels in device
/// coordinates through `address(_:_:)`. Outside `dirty` every pixel is transparent.
final class PixelCanvas {
    /// The device pixels this canvas holds.
    private(set) var bounds: PixelBox
    var width: Int { bounds.width }
    var height: Int { bounds.height }
    let pixels: UnsafeMutablePointer<UInt32>
    /// How many pixels `pixels` holds: a cleared canvas can take any box up to this size (`reuse(for:)`).
    let capacity: Int
    var dirty = PixelBox.empty

    /// Whether `pixels` came from `calloc` (freed with `free`) rather than the Swift allocator.
    private let fromCalloc: Bool

    convenience init(width: Int, height: Int) {
        self.init(bounds: PixelBox(x0: 0, y0: 0, x1: max(0, width), y1: max(0, height)))
    }

    /// Zeroed by `calloc`: a fresh canvas-sized block comes from the kernel already zero, so the
    /// transparent start costs no memset and pages nothing draws on are never faulted in for writing.
    init(bounds: PixelBox) {
        self.bounds = bounds.isEmpty ? PixelBox(x0: bounds.x0, y0: bounds.y0, x1: bounds.x0, y1: bounds.y0) : bounds
        let n = max(1, bounds.width * bounds.height)
        capacity = n
        if let zeroed = calloc(n, MemoryLayout<UInt32>.stride) {
            pixels = zeroed.bindMemory(to: UInt32.self, capacity: n)
            fromCalloc = true
        } else {
            // calloc refused: the Swift allocator then fails the way every other allocation does.
            pixels = .allocate(capacity: n)
            pixels.initialize(repeating: 0, count: n)
            fromCalloc = false
        }
    }

    deinit {
        if fromCalloc { free(pixels) } else { pixels.deallocate() }
    }

    /// The pixel at device `(x, y)`, which must lie inside `bounds`; the row continues to `bounds.x1`.
    @inline(__always)
    func address(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - bounds.y0) * bounds.width + (x - bounds.x0)
    }

    /// Takes `box` as its new bounds when it fits the buffer; only a cleared (all transparent) canvas
    /// may be reused, so the new box starts transparent too.
    func reuse(for box: PixelBox) -> Bool {
        guard dirty.isEmpty, box.width * box.height <= capacity else { return false }
        bounds = box
        return true
    }

    /// Back to fully transparent (only the dirty rows are touched).
    func clear() {
        let box = dirty.intersection(bounds)
        if !box.isEmpty {
            for y in box.y0..<box.y1 { address(box.x0, y).update(repeating: 0, count: box.width) }
        }
        dirty = .empty
    }

    /// The canvas as straight-alpha RGBA8 bytes: `c · 255 / a` rounded half up (`Premultiplied.unpack`).
    /// Opaque and transparent pixels are copied as they are (the packing is R, G, B, A in memory order
    /// once stored little-endian). Pixels go in blocks of 16: a block without partial alpha (most of a
    /// widget) is a plain copy the compiler vectorizes; only other blocks unpack pixel by pixel.
    func straightBitmap() -> Bitmap {
        let n = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: n * 4) { buffer, count in
            guard let base = buffer.baseAddress else { count = 0; return }
            Self.unpremultiply(pixels, count: n, into: UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: n))
            count = n * 4
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }

    /// The same conversion in place: afterwards `pixels` holds straight RGBA8 bytes, rows top to bottom,
    /// and the canvas must not be drawn on again. A large picture (a contact sheet of 20 Mpx) is then
    /// encoded from here without a second full-size copy (`RasterBackend.renderPNG`).
    func unpremultiplyInPlace() {
        Self.unpremultiply(pixels, count: width * height, into: pixels)
    }

    /// Whether every pixel is opaque (alpha is the top byte in either form).
    var isOpaque: Bool {
        var all: UInt32 = 0xFF
        for i in 0..<(width * height) { all &= pixels[i] >> 24 }
        return all == 0xFF
    }

    /// Premultiplied `source` to straight RGBA8 bytes at `out`, which may be `source` itself (each
    /// pixel is read before it is written). Whole blocks of 16 pixels take loops of a fixed count, which
    /// the compiler turns into a few vector instructions without loop bookkeeping; a block with partial
    /// alpha, and the last few pixels, go pixel by pixel.
    static func unpremultiply(_ src: UnsafeMutablePointer<UInt32>, count n: Int, into out: UnsafeMutablePointer<UInt32>) {
        let block = 16
        var start = 0
        while start + block <= n {
            let s = src + start, o = out + start
            // (a + 1) & 0xFE is zero exactly for a = 0 and a = 255.
            var partial: UInt32 = 0
            for i in 0..<block { partial |= ((s[i] >> 24) &+ 1) & 0xFE }
            if partial == 0 {
                for i in 0..<block { o[i] = s[i].littleEndian }
            } else {
                unpremultiplyPixels(s, count: block, into: o)
            }
            start += block
        }
        unpremultiplyPixels(src + start, count: n - start, into: out + start)
    }

    /// One pixel at a time (`Premultiplied.unpack`), opaque and transparent pixels copied as they are.
    private static func unpremultiplyPixels(_ src: UnsafeMutablePointer<UInt32>, count: Int,
                                            into out: UnsafeMutablePointer<UInt32>) {
        for i in 0..<max(0, count) {
            var p = src[i]
            let a = p >> 24
            if a != 255 && a != 0 {
                let c = Premultiplied.unpack(p)
                p = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
            }
            out[i] = p.littleEndian
        }
    }
}

/// An anti-aliased clip: 8-bit coverage per pixel of `box`, already intersected with the enclosing clip
/// (coverages multiplied with `Premultiplied.mul`). Outside `box` every value is 0.
///
/// Only the box is stored: every widget cell of a contact sheet pushes clips, and a full-canvas buffer
/// per clip (zeroed, then mostly untouched) cost a fifth of the gallery's time in memset and page faults.
final class ClipMask {
    let box: PixelBox
    private let coverage: UnsafeMutablePointer<UInt8>
    /// Per row of `box`: a run `[start, end)` (canvas x) where coverage is 255, the longest full span of
    /// the row (within the parent's run). Painting skips the mask there: most of a rounded-rectangle
    /// clip is such a run.
    private let fullRuns: UnsafeMutablePointer<(start: Int, end: Int)>

    convenience init(spans: [CoverageSpan], within parent: ClipMask?, width: Int, height: Int) {
        self.init(spans: spans, within: parent, canvas: PixelBox(x0: 0, y0: 0, x1: max(0, width), y1: max(0, height)))
    }

    /// `canvas`: the device pixels of the canvas the clip applies to (the whole picture or one band).
    init(spans: [CoverageSpan], within parent: ClipMask?, canvas: PixelBox) {
        var box = PixelBox.empty
        for s in spans {
            let y = Int(s.y)
            let x0 = max(canvas.x0, Int(s.x)), x1 = min(canvas.x1, Int(s.x) + Int(s.length))
            guard y >= canvas.y0, y < canvas.y1, x0 < x1 else { continue }
            box = box.union(PixelBox(x0: x0, y0: y, x1: x1, y1: y + 1))
        }
        if let parent { box = box.intersection(parent.box) }
        self.box = box
        let count = max(1, box.width * box.height)
        coverage = .allocate(capacity: count)
        coverage.initialize(repeating: 0, count: count)
        fullRuns = .allocate(capacity: max(1, box.height))
        fullRuns.initialize(repeating: (0, 0), count: max(1, box.height))
        guard !box.isEmpty else { return }
        for s in spans {
            let y = Int(s.y)
            let x0 = max(box.x0, Int(s.x)), x1 = min(box.x1, Int(s.x) + Int(s.length))
            guard y >= box.y0, y < box.y1, x0 < x1 else { continue }
            let row = coverage + (y - box.y0) * box.width + (x0 - box.x0)
            if let parent {
                let prow = parent.row(y, from: x0)
                for i in 0..<(x1 - x0) {
                    row[i] = UInt8(Premultiplied.mul(UInt32(s.coverage), UInt32(prow[i])))
                }
            } else {
                row.update(repeating: s.coverage, count: x1 - x0)
            }
            // A full span is a full run where the parent's row is full too (255 × m is 255 only for
            // m = 255). Spans rarely overlap (batches of a huge fill), but one that does cuts the run.
            let r = y - box.y0
            let current = fullRuns[r]
            if s.coverage == 255 {
                var run = (start: x0, end: x1)
                if let parent {
                    let p = parent.fullRun(y)
                    run = (max(x0, p.start), min(x1, p.end))
                }
                if run.end - run.start > current.end - current.start { fullRuns[r] = run }
            } else if x0 < current.end && current.start < x1 {
                fullRuns[r] = x0 - current.start >= current.end - x1 ? (current.start, x0) : (x1, current.end)
            }
        }
    }

    deinit {
        coverage.deallocate()
        fullRuns.deallocate()
    }

    /// The memory the mask holds, about (`CoverageMemo` counts it).
    var byteCount: Int { max(1, box.width * box.height) + max(1, box.height) * MemoryLayout<(Int, Int)>.stride + 64 }

    /// Row `y`'s fully covered run `[start, end)` in canvas x (empty when there is none);
    /// `y` must lie inside `box`.
    @inline(__always)
    func fullRun(_ y: Int) -> (start: Int, end: Int) { fullRuns[y - box.y0] }

    /// The coverage of pixels `x, x+1, …` of row `y`, up to `box.x1`; `(x, y)` must lie inside `box`.
    @inline(__always)
    func row(_ y: Int, from x: Int) -> UnsafeMutablePointer<UInt8> {
        coverage + (y - box.y0) * box.width + (x - box.x0)
    }
}
