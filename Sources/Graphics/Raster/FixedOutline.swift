import CFreeType

/// A FreeType outline under construction, in 26.6 fixed point (1/64 pixel), owning its arrays.
///
/// Quadratic segments become conic arcs (FreeType's `FT_CURVE_TAG_CONIC`), cubics become two
/// `FT_CURVE_TAG_CUBIC` controls, and every contour is closed implicitly, as fills need. Coordinates are
/// clamped to ±2¹⁶ pixels so absurd input can neither overflow FreeType's arithmetic nor make it walk
/// millions of cells; geometry that far off-canvas is invisible anyway.
///
/// **Invariant.** Contour ends are kept as `Int` and only ever appended as "the last point so far", so
/// they strictly increase and each contour `previous end + 1 ... end` is a valid, non-empty range of
/// `points`, however many points the outline grows to. FreeType's C `short` counts apply only where an
/// `FT_Outline` is made (`withFTOutline` throws beyond them, `batches` splits before that): an outline
/// of more than 32 767 points (a clipped stroke of 30 000 dashes) once wrapped its `Int16` ends negative
/// and trapped in `contourBounds` (fuzz reproducer `fuzz-svg-range-inverted-6d77c7bd`).
struct FixedOutline {
    /// FreeType's `FT_Outline` counts points and contours in a C `short`.
    static let maxPoints = 32_767

    private(set) var points: [FT_Vector] = []
    private(set) var tags: [CChar] = []
    /// Index of each contour's last point: strictly increasing, all below `points.count`.
    private(set) var contourEnds: [Int] = []
    private var contourStart = 0

    init() {}

    /// An outline from finished arrays (e.g. exported by `FT_Stroker`). Contour ends that do not
    /// strictly increase inside `points` (never produced by FreeType, but C data is not trusted to keep
    /// this type's invariant) end the outline there: the contours before them are kept.
    init(points: [FT_Vector], tags: [CChar], contourEnds: [Int16]) {
        let count = min(points.count, tags.count)
        var ends: [Int] = []
        for end in contourEnds.map(Int.init) {
            guard end > (ends.last ?? -1), end < count else { break }
            ends.append(end)
        }
        let used = (ends.last ?? -1) + 1
        self.points = Array(points.prefix(used))
        self.tags = Array(tags.prefix(used))
        self.contourEnds = ends
        contourStart = used
    }

    /// The points of each contour, as index ranges of `points` (never empty, by the invariant).
    var contourRanges: [ClosedRange<Int>] {
        var first = 0
        return contourEnds.map { end in
            defer { first = end + 1 }
            return first...end
        }
    }

    /// Moves every point by whole grid units (26.6 values).
    mutating func translate(dx: Int, dy: Int) {
        for i in points.indices {
            points[i].x += FT_Pos(dx)
            points[i].y += FT_Pos(dy)
        }
    }

    /// Bounds of all points (26.6), nil when empty.
    var pointBounds: (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let first = points.first else { return nil }
        var b = (x0: Int(first.x), y0: Int(first.y), x1: Int(first.x), y1: Int(first.y))
        for p in points {
            b.x0 = min(b.x0, Int(p.x)); b.y0 = min(b.y0, Int(p.y))
            b.x1 = max(b.x1, Int(p.x)); b.y1 = max(b.y1, Int(p.y))
        }
        return b
    }

    var pointCount: Int { points.count }
    var contourCount: Int { contourEnds.count }
    var isEmpty: Bool { contourEnds.isEmpty }

    /// One coordinate (already in pixels of the target grid) in 26.6, rounded to nearest.
    @inline(__always)
    static func fixed(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        let limit = 65_536.0
        return DeterministicMath.roundedInt(max(-limit, min(limit, v)) * 64)
    }

    static func vector(_ p: Point) -> FT_Vector {
        FT_Vector(x: FT_Pos(fixed(p.x)), y: FT_Pos(fixed(p.y)))
    }

    mutating func move(to p: FT_Vector) {
        endContour()
        contourStart = points.count
        points.append(p)
        tags.append(CChar(FT_CURVE_TAG_ON))
    }

    mutating func line(to p: FT_Vector) {
        points.append(p)
        tags.append(CChar(FT_CURVE_TAG_ON))
    }

    mutating func conic(control c: FT_Vector, to p: FT_Vector) {
        points.append(c)
        tags.append(CChar(FT_CURVE_TAG_CONIC))
        line(to: p)
    }

    mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, to p: FT_Vector) {
        points.append(c1)
        points.append(c2)
        tags.append(CChar(FT_CURVE_TAG_CUBIC))
        tags.append(CChar(FT_CURVE_TAG_CUBIC))
        line(to: p)
    }

    /// Appends the finished contours of `other`.
    mutating func append(contentsOf other: FixedOutline) {
        endContour()
        let offset = points.count
        points.append(contentsOf: other.points)
        tags.append(contentsOf: other.tags)
        contourEnds.append(contentsOf: other.contourEnds.map { $0 + offset })
        contourStart = points.count
    }

    /// Ends the open contour; a contour of a single point draws nothing and is dropped.
    mutating func endContour() {
        let n = points.count - contourStart
        if n >= 2 {
            contourEnds.append(points.count - 1)
        } else if n == 1 {
            points.removeLast()
            tags.removeLast()
        }
        contourStart = points.count
    }

    /// Appends `path` mapped through `toPixels` (drawing space → this outline's pixel grid).
    /// `gridPerPixel` is the grid's oversampling factor: cubics are refined to 1/8 of a device pixel
    /// (see `appendCubic`), which on a 4× grid is already what FreeType does.
    mutating func append(_ path: VectorPath, _ toPixels: Transform, gridPerPixel: Int = 1) {
        let flatness = 0.125 * Double(gridPerPixel)
        var start = Point.zero, current = Point.zero, open = false
        func v(_ p: Point) -> FT_Vector { Self.vector(toPixels.apply(p)) }
        func ensureOpen() {
            if !open { move(to: v(current)); start = current; open = true }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                endContour()
                move(to: v(p)); start = p; current = p; open = true
            case .line(let p):
                ensureOpen(); line(to: v(p)); current = p
            case .quad(let c, let p):
                ensureOpen(); conic(control: v(c), to: v(p)); current = p
            case .cubic(let c1, let c2, let p):
                ensureOpen()
                appendCubic(toPixels.apply(current), toPixels.apply(c1), toPixels.apply(c2), toPixels.apply(p), flatness: flatness, depth: 0)
                current = p
            case .close:
                if open { endContour() }
                open = false; current = start
            }
        }
        endContour()
    }

    /// Appends a cubic (in grid pixels) as one or more cubics, halved (de Casteljau, in Double) until
    /// FreeType will draw each piece as a single chord no farther than ~1/32 pixel from the curve.
    ///
    /// FreeType's gray rasterizer flattens a cubic until `|2·P3 − 3·C2 + P0|` and `|P3 − 3·C1 + 2·P0|` are
    /// at most half a pixel, which leaves chords up to about 1/8 pixel inside convex curves: a small
    /// circle loses ~6/255 of coverage on every edge pixel. Quartering that bound (one more halving
    /// than FreeType would do) makes curve edges exact to ~1/255 while FreeType still does the drawing.
    private mutating func appendCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, flatness: Double, depth: Int) {
        let d = max(abs(2 * p3.x - 3 * c2.x + p0.x), abs(2 * p3.y - 3 * c2.y + p0.y),
                    abs(p3.x - 3 * c1.x + 2 * p0.x), abs(p3.y - 3 * c1.y + 2 * p0.y))
        if depth >= 10 || !(d > flatness) {
            cubic(Self.vector(c1), Self.vector(c2), to: Self.vector(p3))
            return
        }
        let a = p0.lerp(to: c1, 0.5), b = c1.lerp(to: c2, 0.5), c = c2.lerp(to: p3, 0.5)
        let ab = a.lerp(to: b, 0.5), bc = b.lerp(to: c, 0.5), mid = ab.lerp(to: bc, 0.5)
        appendCubic(p0, a, ab, mid, flatness: flatness, depth: depth + 1)
        appendCubic(mid, bc, c, p3, flatness: flatness, depth: depth + 1)
    }

    /// The same outline with every cubic halved as `appendCubic` does (for outlines FreeType built, such
    /// as the stroker's, whose round caps and offset curves are cubics).
    func refiningCubics(gridPerPixel: Int) -> FixedOutline {
        let flatness = 0.125 * Double(gridPerPixel)
        var out = FixedOutline()
        func point(_ v: FT_Vector) -> Point { Point(Double(v.x) / 64, Double(v.y) / 64) }
        for contour in contourRanges {
            let first = contour.lowerBound, last = contour.upperBound
            var i = first
            guard tags[i] & 3 == CChar(FT_CURVE_TAG_ON) else {
                // A contour that starts off the curve: copy it as it is.
                out.points.append(contentsOf: points[contour]); out.tags.append(contentsOf: tags[contour])
                out.contourEnds.append(out.points.count - 1)
                continue
            }
            out.points.append(points[i]); out.tags.append(tags[i])
            while i < last {
                let t1 = tags[i + 1] & 3
                if t1 == CChar(FT_CURVE_TAG_CUBIC), i + 2 <= last, tags[i + 2] & 3 == CChar(FT_CURVE_TAG_CUBIC) {
                    let endIndex = i + 3 <= last ? i + 3 : first   // the closing cubic ends at the start
                    out.appendCubic(point(points[i]), point(points[i + 1]), point(points[i + 2]), point(points[endIndex]), flatness: flatness, depth: 0)
                    if endIndex == first {
                        out.points.removeLast(); out.tags.removeLast()   // FreeType closes implicitly
                        i = last
                    } else {
                        i += 3
                    }
                } else {
                    out.points.append(points[i + 1]); out.tags.append(tags[i + 1])
                    i += 1
                }
            }
            out.contourEnds.append(out.points.count - 1)
        }
        out.contourStart = out.points.count
        return out
    }

    /// Control-point bounds of each contour, in 26.6: used to decide whether contours may overlap.
    func contourBounds() -> [(x0: Int, y0: Int, x1: Int, y1: Int)] {
        contourRanges.map { contour in
            var b = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
            for p in points[contour] {
                b.x0 = min(b.x0, Int(p.x)); b.y0 = min(b.y0, Int(p.y))
                b.x1 = max(b.x1, Int(p.x)); b.y1 = max(b.y1, Int(p.y))
            }
            return b
        }
    }

    /// Twice the signed area of each contour's control polygon (its orientation; 0 when flat).
    func contourOrientations() -> [Double] {
        contourRanges.map { contour in
            var sum = 0.0
            for i in contour {
                let a = points[i], b = points[i == contour.upperBound ? contour.lowerBound : i + 1]
                sum += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
            }
            return sum
        }
    }

    /// Whether some pixel may hold edges of two contours that the area/cover sum cannot tell apart.
    ///
    /// The gray rasterizer integrates the winding number over each pixel and then applies the fill rule
    /// to the total, which is exact as long as a pixel never mixes winding 0 with winding ≥ 2 (or
    /// windings of both signs). Contours whose control boxes are apart never share a pixel (an "i" and
    /// its dot, glyphs side by side, the dots of a dotted line). A contour nested inside another is a
    /// hole drawn the TrueType way when it runs the opposite direction (non-zero: winding stays 0/1) or
    /// any direction under even-odd (the rasterizer folds 1…2 back correctly); that leaves a thin
    /// sliver between them as the only risk, which is accepted. Everything else — boxes that overlap
    /// without nesting, or same-direction nesting under non-zero (variable-font glyphs, overlapping
    /// subpaths) — may cross, and is rasterized 4×4 oversampled like FreeType's `FT_OUTLINE_OVERLAP`.
    func mayHaveOverlappingContours(evenOdd: Bool) -> Bool {
        let boxes = contourBounds()
        guard boxes.count > 1 else { return false }
        if boxes.count > 256 { return true }   // checking every pair would cost more than oversampling
        let turns = contourOrientations()
        for i in 0..<boxes.count {
            let a = boxes[i]
            for j in (i + 1)..<boxes.count {
                let b = boxes[j]
                let disjoint = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0
                if disjoint { continue }
                let aInB = a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1
                let bInA = b.x0 >= a.x0 && b.x1 <= a.x1 && b.y0 >= a.y0 && b.y1 <= a.y1
                guard aInB || bInA else { return true }
                if !evenOdd && (turns[i] > 0) == (turns[j] > 0) { return true }
            }
        }
        return false
    }

    /// A group of contours and the grid-pixel window `[x0, x1) × [y0, y1)` its control points lie in.
    struct Cluster {
        var outline: FixedOutline
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    /// The contours grouped so that different groups use disjoint pixel columns: contours whose column
    /// ranges overlap end up together. A contour's winding number is zero outside its bounding box, so
    /// each group can be rasterized alone inside its own window with exactly the coverage the whole
    /// outline would give there — and FreeType, whose cost grows with the square of the cells in a row,
    /// sees a few glyphs or dots at a time instead of the whole line.
    func columnClusters() -> [Cluster] {
        let boxes = contourBounds()
        func floor64(_ v: Int) -> Int { v >= 0 ? v / 64 : -((-v + 63) / 64) }
        let order = boxes.indices.sorted { floor64(boxes[$0].x0) < floor64(boxes[$1].x0) }
        var groups: [[Int]] = []
        var groupEnd = Int.min
        for i in order {
            let c0 = floor64(boxes[i].x0), c1 = floor64(boxes[i].x1) + 1
            if groups.isEmpty || c0 >= groupEnd {
                groups.append([i])
                groupEnd = c1
            } else {
                groups[groups.count - 1].append(i)
                groupEnd = max(groupEnd, c1)
            }
        }
        let ranges = contourRanges
        return groups.map { group in
            var outline = FixedOutline()
            var w = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
            for i in group {
                let b = boxes[i]
                w.x0 = min(w.x0, floor64(b.x0)); w.y0 = min(w.y0, floor64(b.y0))
                w.x1 = max(w.x1, floor64(b.x1) + 1); w.y1 = max(w.y1, floor64(b.y1) + 1)
                outline.points.append(contentsOf: points[ranges[i]])
                outline.tags.append(contentsOf: tags[ranges[i]])
                outline.contourEnds.append(outline.points.count - 1)
            }
            outline.contourStart = outline.points.count
            return Cluster(outline: outline, x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1)
        }
    }

    /// The contours in consecutive groups that each fit one `FT_Outline` (at most `maxPoints` points);
    /// the outline itself when it fits. Throws `pathTooComplex` for a single contour beyond that.
    func batches() throws -> [FixedOutline] {
        guard points.count > Self.maxPoints else { return [self] }
        var result: [FixedOutline] = []
        var batch = FixedOutline()
        for contour in contourRanges {
            guard contour.count <= Self.maxPoints else { throw RasterError.pathTooComplex(points: contour.count) }
            if batch.points.count + contour.count > Self.maxPoints {
                result.append(batch)
                batch = FixedOutline()
            }
            batch.points.append(contentsOf: points[contour])
            batch.tags.append(contentsOf: tags[contour])
            batch.contourEnds.append(batch.points.count - 1)
            batch.contourStart = batch.points.count
        }
        if !batch.isEmpty { result.append(batch) }
        return result
    }

    /// Calls `body` with an `FT_Outline` viewing these arrays (valid only inside `body`).
    func withFTOutline<R>(evenOdd: Bool, _ body: (inout FT_Outline) throws -> R) throws -> R {
        guard points.count <= Self.maxPoints, contourEnds.count <= Self.maxPoints else {
            throw RasterError.pathTooComplex(points: points.count)
        }
        var pts = points, tgs = tags, ends = contourEnds.map { Int16($0) }   // < maxPoints: checked above
        return try pts.withUnsafeMutableBufferPointer { p in
            try tgs.withUnsafeMutableBufferPointer { t in
                try ends.withUnsafeMutableBufferPointer { e in
                    var outline = FT_Outline()
                    outline.n_points = Int16(p.count)
                    outline.n_contours = Int16(e.count)
                    outline.points = p.baseAddress
                    outline.tags = t.baseAddress
                    outline.contours = e.baseAddress
                    outline.flags = evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : 0
                    return try body(&outline)
                }
            }
        }
    }
}
