import CFreeType

/// Strokes paths with FreeType's `FT_Stroker`; the stroked outline is then filled by the same
/// rasterizer as every fill.
///
/// The stroker works in the rasterizer's grid (device pixels × oversampling factor) with radius
/// `width / 2` there. Caps butt/round/square and joins miter/round/bevel map one to one; the miter join
/// is `FT_STROKER_LINEJOIN_MITER_FIXED`, which falls back to a bevel past the miter limit as SVG and
/// PostScript do. Open and closed subpaths are fed separately (`FT_Stroker_BeginSubPath(open:)`); a
/// subpath whose points all coincide — a zero-length dash, `M x y L x y` — is drawn as SVG draws it:
/// nothing for butt caps, a dot (round) or an x-aligned square (square), by stroking a 2/64-pixel
/// segment there, because FreeType's stroker cannot begin a subpath without a direction.
struct PathStroker {
    private enum Segment {
        case line(FT_Vector)
        case conic(FT_Vector, FT_Vector)
        case cubic(FT_Vector, FT_Vector, FT_Vector)
    }

    private struct Subpath {
        var start: FT_Vector
        var segments: [Segment] = []
        var closed = false
        /// Bounds of the control points in 26.6 grid units before `FixedOutline`'s clamp to ±2¹⁶ pixels.
        var extent: Extent
    }

    /// A box in 26.6 grid units, in `Double` so that nothing is clamped or overflows.
    struct Extent: Equatable {
        var x0, y0, x1, y1: Double

        init(_ p: Point) { (x0, y0, x1, y1) = (p.x, p.y, p.x, p.y) }

        init(x0: Double, y0: Double, x1: Double, y1: Double) { (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1) }

        mutating func add(_ p: Point) { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }

        /// Whether this box grown by `reach` on every side meets `box`.
        func reaches(_ box: Extent, within reach: Double) -> Bool {
            x0 - reach < box.x1 && x1 + reach > box.x0 && y0 - reach < box.y1 && y1 + reach > box.y0
        }
    }

    let library: FreeTypeLibrary

    /// The stroked outline of `path` (drawing space) mapped by `toGrid`, whose uniform scale is
    /// `gridScale` grid units per point: one or more batches, each small enough for one `FT_Outline`,
    /// all to be filled non-zero. Subpaths whose stroke cannot reach `visible` (26.6 grid units; a dash
    /// far off the canvas) are left out: a closed contour wholly outside the clip box adds nothing to
    /// FreeType's coverage inside it, so the pixels are the same.
    func stroke(_ path: VectorPath, options: StrokeOptions, toGrid: Transform, gridScale: Double,
                visible: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) throws -> [FixedOutline] {
        let radius = FixedOutline.fixed(options.width * gridScale / 2)
        guard radius > 0 else { return [] }
        let subpaths = Self.subpaths(of: path, toGrid)
        guard !subpaths.isEmpty else { return [] }
        var outlines: [FixedOutline] = []

        var strokerHandle: FT_Stroker?
        let error = FT_Stroker_New(library.handle, &strokerHandle)
        guard error == 0, let stroker = strokerHandle else {
            throw RasterError.freeType(operation: "FT_Stroker_New", code: error)
        }
        defer { FT_Stroker_Done(stroker) }

        let cap: FT_Stroker_LineCap
        switch options.cap {
        case .butt: cap = FT_STROKER_LINECAP_BUTT
        case .round: cap = FT_STROKER_LINECAP_ROUND
        case .square: cap = FT_STROKER_LINECAP_SQUARE
        }
        let join: FT_Stroker_LineJoin
        switch options.join {
        case .miter: join = FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: join = FT_STROKER_LINEJOIN_ROUND
        case .bevel: join = FT_STROKER_LINEJOIN_BEVEL
        }
        let limit = min(1000, options.miterLimit)
        FT_Stroker_Set(stroker, FT_Fixed(radius), cap, join, FT_Fixed((limit * 65536).rounded()))

        func add(_ s: Subpath) throws {
            // A lone moveto is never stroked (SVG 1.1 implementation notes); `M x y Z` is a zero-length subpath.
            if s.segments.isEmpty && !s.closed { return }
            var degenerate = true
            for seg in s.segments {
                switch seg {
                case .line(let p): degenerate = degenerate && Self.same(p, s.start)
                case .conic(let c, let p): degenerate = degenerate && Self.same(c, s.start) && Self.same(p, s.start)
                case .cubic(let c1, let c2, let p):
                    degenerate = degenerate && Self.same(c1, s.start) && Self.same(c2, s.start) && Self.same(p, s.start)
                }
            }
            if degenerate {
                guard options.cap != .butt else { return }
                var a = FT_Vector(x: s.start.x - 1, y: s.start.y), b = FT_Vector(x: s.start.x + 1, y: s.start.y)
                try check(FT_Stroker_BeginSubPath(stroker, &a, 1), "FT_Stroker_BeginSubPath")
                try check(FT_Stroker_LineTo(stroker, &b), "FT_Stroker_LineTo")
                try check(FT_Stroker_EndSubPath(stroker), "FT_Stroker_EndSubPath")
                return
            }
            var start = s.start
            try check(FT_Stroker_BeginSubPath(stroker, &start, s.closed ? 0 : 1), "FT_Stroker_BeginSubPath")
            for seg in s.segments {
                switch seg {
                case .line(var p): try check(FT_Stroker_LineTo(stroker, &p), "FT_Stroker_LineTo")
                case .conic(var c, var p): try check(FT_Stroker_ConicTo(stroker, &c, &p), "FT_Stroker_ConicTo")
                case .cubic(var c1, var c2, var p):
                    try check(FT_Stroker_CubicTo(stroker, &c1, &c2, &p), "FT_Stroker_CubicTo")
                }
            }
            try check(FT_Stroker_EndSubPath(stroker), "FT_Stroker_EndSubPath")
        }

        // Each subpath is stroked and exported on its own (`FT_Stroker_GetCounts` walks every point
        // stroked so far, so checking the size after each of n dashes cost O(n²): a 23 000-dash line,
        // nearly all off the canvas, took 3 s), then the outlines are gathered into batches that each fit
        // one FT_Outline (32 767 points). The contours are those of stroking all subpaths at once, only
        // in another order, and fills add up the same in any order.
        var batch = FixedOutline()
        // How far a stroke's outline may lie from its subpath's control points: square caps reach
        // r·√2, miters r·limit, FreeType's arcs and offset curves a few percent beyond r; 2 px spare.
        // Measured before the clamp (see `visibleSubpaths`), with the radius asked for, not the clamped one.
        let reach = options.width * gridScale / 2 * 64 * max(options.join == .miter ? limit : 1, 2) + 128
        for subpath in Self.visibleSubpaths(subpaths, visible, reach: reach) {
            FT_Stroker_Rewind(stroker)
            try add(subpath)
            var points: FT_UInt = 0, contours: FT_UInt = 0
            FT_Stroker_GetCounts(stroker, &points, &contours)
            guard Int(points) <= FixedOutline.maxPoints, Int(contours) <= FixedOutline.maxPoints else {
                throw RasterError.pathTooComplex(points: Int(points))
            }
            let one = export(stroker)
            if one.isEmpty { continue }
            if batch.pointCount + one.pointCount > FixedOutline.maxPoints {
                outlines.append(batch)
                batch = FixedOutline()
            }
            batch.append(contentsOf: one)
        }
        if !batch.isEmpty { outlines.append(batch) }
        return outlines
    }

    private func check(_ error: FT_Error, _ operation: String) throws {
        if error != 0 { throw RasterError.freeType(operation: operation, code: error) }
    }

    private func export(_ stroker: FT_Stroker) -> FixedOutline {
        var np: FT_UInt = 0, nc: FT_UInt = 0
        FT_Stroker_GetCounts(stroker, &np, &nc)
        guard np > 0, nc > 0 else { return FixedOutline() }
        var points = [FT_Vector](repeating: FT_Vector(), count: Int(np))
        var tags = [CChar](repeating: 0, count: Int(np))
        var ends = [Int16](repeating: 0, count: Int(nc))
        var exported = (points: 0, contours: 0)
        points.withUnsafeMutableBufferPointer { p in
            tags.withUnsafeMutableBufferPointer { t in
                ends.withUnsafeMutableBufferPointer { e in
                    var outline = FT_Outline()
                    outline.points = p.baseAddress
                    outline.tags = t.baseAddress
                    outline.contours = e.baseAddress
                    outline.n_points = 0
                    outline.n_contours = 0
                    outline.flags = 0
                    FT_Stroker_Export(stroker, &outline)
                    exported = (Int(outline.n_points), Int(outline.n_contours))
                }
            }
        }
        return FixedOutline(points: Array(points.prefix(exported.points)), tags: Array(tags.prefix(exported.points)),
                            contourEnds: Array(ends.prefix(exported.contours)))
    }

    private static func same(_ a: FT_Vector, _ b: FT_Vector) -> Bool { a.x == b.x && a.y == b.y }

    /// The subpaths whose stroke may reach `visible` (26.6 grid units): their control points' bounds,
    /// grown by `reach`, meet it. The bounds are those before `FixedOutline` clamps coordinates to ±2¹⁶
    /// pixels: clamped, every dash of a line running 10⁹ points away lands on the clamp's border, and a
    /// stroke as wide as the clamp reaches the canvas from there. A fuzz input (`fuzz-svg-slow-seed-9cb6e6cd`)
    /// stroked 30 000 such dashes, each a circle of 2¹⁶ pixels clipped to the canvas: over 10 s, for pixels
    /// that the real dashes, 10⁹ points away, never touch.
    private static func visibleSubpaths(_ subpaths: [Subpath], _ visible: (x0: Int, y0: Int, x1: Int, y1: Int)?,
                                        reach: Double) -> [Subpath] {
        guard let visible else { return subpaths }
        let box = Extent(x0: Double(visible.x0), y0: Double(visible.y0), x1: Double(visible.x1), y1: Double(visible.y1))
        return subpaths.filter { $0.extent.reaches(box, within: reach) }
    }

    /// A curve whose points all lie within 4/64 px of each other is a line for the stroker: FreeType
    /// skips such "small" curves without starting the subpath, which would leave it without a direction.
    private static func isTiny(_ pts: [FT_Vector]) -> Bool {
        var x0 = pts[0].x, x1 = pts[0].x, y0 = pts[0].y, y1 = pts[0].y
        for p in pts { x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y) }
        return x1 - x0 < 4 && y1 - y0 < 4
    }

    /// Whether the stroked outline may overlap itself where it matters, so that it needs the 4×4
    /// oversampled rasterization (see `CoverageRasterizer`). FreeType's stroker emits overlapping loops
    /// at corners (inner side of a join), along curves tighter than the stroke's half width, and where
    /// subpaths or dashes meet; a smooth stroke — a line, an arc made of tangent-continuous cubics, a row
    /// of separate dots — is a simple ring and renders exactly at 1× for a tenth of the cost.
    static func mayOverlapItself(_ path: VectorPath, options: StrokeOptions, toDevice: Transform, scale: Double) -> Bool {
        let subpaths = subpaths(of: path, toDevice)
        let reach = Double(FixedOutline.fixed(options.width * scale / 2)) * 1.5 + 64   // 26.6, with square caps
        var boxes: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for s in subpaths {
            var pts: [FT_Vector] = [s.start]
            var tangentsIn: [(Double, Double)] = [], tangentsOut: [(Double, Double)] = []
            var previous = s.start
            for seg in s.segments {
                let controls: [FT_Vector]
                switch seg {
                case .line(let p): controls = [p]
                case .conic(let c, let p): controls = [c, p]
                case .cubic(let c1, let c2, let p): controls = [c1, c2, p]
                }
                let chain = [previous] + controls
                // First and last non-zero direction of the control polygon: the segment's end tangents.
                var out: (Double, Double)?, inn: (Double, Double)?
                for i in 1..<chain.count where out == nil {
                    let d = (Double(chain[i].x - chain[0].x), Double(chain[i].y - chain[0].y))
                    if d != (0, 0) { out = d }
                }
                for i in stride(from: chain.count - 2, through: 0, by: -1) where inn == nil {
                    let d = (Double(chain[chain.count - 1].x - chain[i].x), Double(chain[chain.count - 1].y - chain[i].y))
                    if d != (0, 0) { inn = d }
                }
                if let out, let inn { tangentsOut.append(out); tangentsIn.append(inn) }
                // A curve that turns a lot over a short control polygon is tighter than the stroke.
                if chain.count > 2 {
                    var length = 0.0, turn = 0.0
                    var last: (Double, Double)?
                    for i in 1..<chain.count {
                        let d = (Double(chain[i].x - chain[i - 1].x), Double(chain[i].y - chain[i - 1].y))
                        let l = (d.0 * d.0 + d.1 * d.1).squareRoot()
                        guard l > 0 else { continue }
                        length += l
                        if let a = last { turn += abs(DeterministicMath.atan2(a.0 * d.1 - a.1 * d.0, a.0 * d.0 + a.1 * d.1)) }
                        last = d
                    }
                    if turn > 0.01 && length / turn < reach { return true }
                }
                pts.append(contentsOf: controls)
                previous = controls[controls.count - 1]
            }
            // Corners: joins between segments (and the closing join) that are not tangent-continuous.
            var joins = Array(zip(tangentsIn.dropLast(), tangentsOut.dropFirst()))
            if s.closed, let first = tangentsOut.first, let last = tangentsIn.last {
                let closing = (Double(s.start.x - previous.x), Double(s.start.y - previous.y))
                if closing != (0, 0) { return true }   // an implicit closing line makes two corners
                joins.append((last, first))
            }
            for (a, b) in joins {
                let cross = a.0 * b.1 - a.1 * b.0, dot = a.0 * b.0 + a.1 * b.1
                let norm = (a.0 * a.0 + a.1 * a.1).squareRoot() * (b.0 * b.0 + b.1 * b.1).squareRoot()
                if dot <= 0 || abs(cross) > 0.02 * norm { return true }
            }
            var b = (x0: Double.infinity, y0: Double.infinity, x1: -Double.infinity, y1: -Double.infinity)
            for p in pts {
                b = (min(b.x0, Double(p.x)), min(b.y0, Double(p.y)), max(b.x1, Double(p.x)), max(b.y1, Double(p.y)))
            }
            boxes.append((b.x0 - reach, b.y0 - reach, b.x1 + reach, b.y1 + reach))
            // Past 256 subpaths the answer is yes (below): no need to look at the other thousands of dashes.
            if boxes.count > 256 { return true }
        }
        // Subpaths (dashes, dots) whose stroked extents may touch.
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let a = boxes[i], c = boxes[j]
                if !(a.x1 <= c.x0 || c.x1 <= a.x0 || a.y1 <= c.y0 || c.y1 <= a.y0) { return true }
            }
        }
        return false
    }

    private static func subpaths(of path: VectorPath, _ toGrid: Transform) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var startPoint = Point.zero, last = Point.zero
        func v(_ p: Point) -> FT_Vector { FixedOutline.vector(toGrid.apply(p)) }
        func grid(_ p: Point) -> Point { let g = toGrid.apply(p); return Point(g.x * 64, g.y * 64) }
        // Takes the subpath out of `current` so that appending to it does not copy its segments (a copy
        // per element made a subpath of n segments cost O(n²)); the caller puts it back.
        func ensure() -> Subpath {
            if let c = current { current = nil; return c }
            startPoint = last
            return Subpath(start: v(last), extent: Extent(grid(last)))
        }
        var lastV = FT_Vector()
        for element in path.elements {
            switch element {
            case .move(let p):
                if let c = current { result.append(c) }
                current = Subpath(start: v(p), extent: Extent(grid(p))); startPoint = p; last = p
                lastV = v(p)
            case .line(let p):
                var s = ensure(); let e = v(p)
                s.segments.append(.line(e)); s.extent.add(grid(p)); current = s; last = p; lastV = e
            case .quad(let c, let p):
                var s = ensure(); let (cv, e) = (v(c), v(p))
                s.segments.append(isTiny([lastV, cv, e]) ? .line(e) : .conic(cv, e)); s.extent.add(grid(c)); s.extent.add(grid(p))
                current = s; last = p; lastV = e
            case .cubic(let c1, let c2, let p):
                var s = ensure(); let (a, b, e) = (v(c1), v(c2), v(p))
                s.segments.append(isTiny([lastV, a, b, e]) ? .line(e) : .cubic(a, b, e))
                for q in [c1, c2, p] { s.extent.add(grid(q)) }
                current = s; last = p; lastV = e
            case .close:
                if var s = current {
                    s.closed = true
                    result.append(s)
                }
                current = nil; last = startPoint; lastV = v(startPoint)
            }
        }
        if let c = current { result.append(c) }
        return result
    }
}
