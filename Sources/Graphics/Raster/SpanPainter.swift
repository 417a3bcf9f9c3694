/// Paints coverage spans onto a canvas with source-over, in premultiplied RGBA8 integer arithmetic.
///
/// Per pixel: `k = coverage` (× clip, × opacity, each product rounded by `Premultiplied.mul`), the
/// source pixel is scaled by `k / 255` (`Premultiplied.scale`), then composited with
/// `Premultiplied.sourceOver`. An opaque solid colour over a fully covered, unclipped span is stored
/// directly: most widget pixels are flat fills.
struct SpanPainter {
    /// A row of scratch pixels at least as wide as the canvas, owned by the render.
    let scratch: UnsafeMutablePointer<UInt32>

    func paint(_ spans: [CoverageSpan], with shader: PaintShader, opacity: UInt8 = 255, clip: ClipMask?,
               onto canvas: PixelCanvas) {
        guard opacity > 0 else { return }
        let limit = clip.map { $0.box.intersection(canvas.bounds) } ?? canvas.bounds
        guard !limit.isEmpty else { return }
        let op = UInt32(opacity)
        var painted = PixelBox.empty
        for span in spans {
            let y = Int(span.y)
            guard y >= limit.y0, y < limit.y1 else { continue }
            let x0 = max(limit.x0, Int(span.x)), x1 = min(limit.x1, Int(span.x) + Int(span.length))
            guard x0 < x1 else { continue }
            let count = x1 - x0
            let cov = op == 255 ? UInt32(span.coverage) : Premultiplied.mul(UInt32(span.coverage), op)
            guard cov > 0 else { continue }
            painted = painted.union(PixelBox(x0: x0, y0: y, x1: x1, y1: y + 1))
            let row = canvas.address(x0, y)
            let mask = clip.map { $0.row(y, from: x0) }
            // Where the clip is fully covered the mask is skipped: (0, count) when unclipped.
            var full = (start: 0, end: mask == nil ? count : 0)
            if let clip {
                let run = clip.fullRun(y)
                full = (max(0, run.start - x0), min(count, run.end - x0))
                if full.start >= full.end { full = (0, 0) }
            }

            var constant: UInt32?
            if case .solid(let color) = shader { constant = color } else { constant = shader.constant(x: x0, y: y, count: count) }
            if let color = constant {
                Self.paintSolid(color, coverage: cov, mask: mask, row: row, count: full.start)
                Self.paintSolid(color, coverage: cov, mask: nil, row: row + full.start, count: full.end - full.start)
                if full.end < count {
                    Self.paintSolid(color, coverage: cov, mask: mask.map { $0 + full.end }, row: row + full.end,
                                    count: count - full.end)
                }
                continue
            }

            shader.shade(x: x0, y: y, count: count, into: scratch)
            Self.paintShaded(scratch, coverage: cov, mask: mask, row: row, count: full.start)
            Self.paintShaded(scratch + full.start, coverage: cov, mask: nil, row: row + full.start,
                             count: full.end - full.start)
            if full.end < count {
                Self.paintShaded(scratch + full.end, coverage: cov, mask: mask.map { $0 + full.end }, row: row + full.end,
                                 count: count - full.end)
            }
        }
        canvas.dirty = canvas.dirty.union(painted)
    }

    /// Shaded pixels `src` at coverage `cov`, optionally masked by a clip row.
    @inline(__always)
    private static func paintShaded(_ src: UnsafeMutablePointer<UInt32>, coverage cov: UInt32,
                                    mask: UnsafeMutablePointer<UInt8>?, row: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        for i in 0..<count {
            var k = cov
            if let mask {
                let m = UInt32(mask[i])
                if m == 0 { continue }
                if m != 255 { k = Premultiplied.mul(k, m) }
            }
            let p = src[i]
            let s = k == 255 ? p : Premultiplied.scale(p, by: k)
            row[i] = s >> 24 == 255 ? s : Premultiplied.sourceOver(s, onto: row[i])
        }
    }

    /// One span of a single premultiplied colour at coverage `cov`, optionally masked by a clip row.
    @inline(__always)
    private static func paintSolid(_ color: UInt32, coverage cov: UInt32, mask: UnsafeMutablePointer<UInt8>?,
                                   row: UnsafeMutablePointer<UInt32>, count: Int) {
        if color >> 24 == 0 || count <= 0 { return }
        if let mask {
            for i in 0..<count {
                let m = UInt32(mask[i])
                if m == 0 { continue }
                let k = m == 255 ? cov : Premultiplied.mul(cov, m)
                let s = k == 255 ? color : Premultiplied.scale(color, by: k)
                row[i] = s >> 24 == 255 ? s : Premultiplied.sourceOver(s, onto: row[i])
            }
        } else if cov == 255 && color >> 24 == 255 {
            row.update(repeating: color, count: count)
        } else {
            let s = cov == 255 ? color : Premultiplied.scale(color, by: cov)
            if s >> 24 == 255 {
                row.update(repeating: s, count: count)
            } else {
                for i in 0..<count { row[i] = Premultiplied.sourceOver(s, onto: row[i]) }
            }
        }
    }
}
