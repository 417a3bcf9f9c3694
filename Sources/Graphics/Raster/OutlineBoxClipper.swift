import CFreeType

/// Clips an outline's contours to a box before rasterizing, for outlines that reach far beyond it.
///
/// FreeType's gray rasterizer walks every cell a line crosses, also outside its clip box, so a stroke
/// 65 536 pt wide with a long miter (a fuzz finding) made it walk millions of cells per edge on a 47×33
/// canvas: ~30 s. Clipping each closed contour against a convex box (Sutherland–Hodgman) keeps the
/// non-zero winding number of every point inside the box, so coverage inside stays the same, while
/// every edge left is at most the box's size. Curves wholly inside the box are kept as curves; curves
/// that cross its border are halved until each piece is inside, outside (then its chord is enough: the
/// curve and chord enclose only points of the piece's control hull) or flat to 1/16 of a grid pixel.
/// Points where a line leaves the box are rounded to 26.6 on the box border, and split curves are
/// flattened by FreeType at other points, which may move a pixel's coverage inside by a unit or two
/// (at most 2/255 in `RasterHugeStrokeTests`; edges of slope 0, ∞ or ±1 stay exact). The caller clips
/// only outlines far larger than the box, so everyday shapes keep FreeType's own pixels.
enum OutlineBoxClipper {
    /// A point in 26.6 grid units, fractional while clipping.
    struct Vertex {
        var x: Double
        var y: Double
    }

    /// One edge of a contour, ending at `to`; `controls` holds 0 (line), 1 (conic) or 2 (cubic) points.
    struct Edge {
        var controls: [Vertex]
        var to: Vertex
    }

    /// The clip box, in 26.6 grid units.
    struct Box {
        var x0: Double, y0: Double, x1: Double, y1: Double

        /// A raster box of `width × height` device pixels at the grid origin, `unit` grid units per
        /// pixel, with two pixels to spare: edges moved onto its border then lie outside every pixel drawn.
        static func around(_ width: Int, _ height: Int, unit: Int) -> Box {
            let margin = Double(2 * unit)
            return Box(x0: -margin, y0: -margin, x1: Double(width * unit) + margin, y1: Double(height * unit) + margin)
        }

        func contains(_ p: Vertex) -> Bool { p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1 }

        /// Whether all points lie beyond the same side (so their hull misses the box).
        func isApart(_ points: [Vertex]) -> Bool {
            points.allSatisfy { $0.x < x0 } || points.allSatisfy { $0.x > x1 }
                || points.allSatisfy { $0.y < y0 } || points.allSatisfy { $0.y > y1 }
        }
    }

    /// `outline`'s contours clipped to `box` (26.6 grid units); contours with nothing inside vanish.
    static func clip(_ outline: FixedOutline, to box: Box) throws -> FixedOutline {
        var result = FixedOutline()
        for contour in try contours(of: outline) {
            var edges: [Edge] = []
            var from = contour.start
            for edge in contour.edges {
                if edge.controls.isEmpty {
                    edges.append(edge)
                } else {
                    split(from: from, edge, box: box, depth: 0, into: &edges)
                }
                from = edge.to
            }
            edges = clipToBox(edges, box)
            guard let start = edges.last?.to else { continue }
            result.move(to: fixed(start))
            for e in edges {
                switch e.controls.count {
                case 0: result.line(to: fixed(e.to))
                case 1: result.conic(control: fixed(e.controls[0]), to: fixed(e.to))
                default: result.cubic(fixed(e.controls[0]), fixed(e.controls[1]), to: fixed(e.to))
                }
            }
            result.endContour()
        }
        return result
    }

    private static func fixed(_ p: Vertex) -> FT_Vector {
        FT_Vector(x: FT_Pos(p.x.rounded()), y: FT_Pos(p.y.rounded()))
    }

    // MARK: curves

    /// Appends curve `edge` (starting at `from`) as curves inside the box and lines elsewhere.
    private static func split(from: Vertex, _ edge: Edge, box: Box, depth: Int, into edges: inout [Edge]) {
        let points = [from] + edge.controls + [edge.to]
        if points.allSatisfy(box.contains) { edges.append(edge); return }
        if depth >= 24 || box.isApart(points) || isFlat(points) {
            edges.append(Edge(controls: [], to: edge.to))
            return
        }
        let (a, b) = halves(points)
        split(from: a[0], Edge(controls: Array(a[1..<(a.count - 1)]), to: a[a.count - 1]), box: box, depth: depth + 1, into: &edges)
        split(from: b[0], Edge(controls: Array(b[1..<(b.count - 1)]), to: b[b.count - 1]), box: box, depth: depth + 1, into: &edges)
    }

    /// Whether every control point lies within 1/16 grid pixel (4 units) of the chord.
    private static func isFlat(_ points: [Vertex]) -> Bool {
        guard let p0 = points.first, let p1 = points.last else { return true }
        let dx = p1.x - p0.x, dy = p1.y - p0.y
        let length = (dx * dx + dy * dy).squareRoot()
        let tolerance = 4.0
        for c in points.dropFirst().dropLast() {
            let distance = length > 0 ? abs((c.x - p0.x) * dy - (c.y - p0.y) * dx) / length
                                      : ((c.x - p0.x) * (c.x - p0.x) + (c.y - p0.y) * (c.y - p0.y)).squareRoot()
            if !(distance <= tolerance) { return false }
        }
        return true
    }

    /// De Casteljau halving of a Bézier of any degree (its points, ends included).
    private static func halves(_ points: [Vertex]) -> ([Vertex], [Vertex]) {
        var level = points
        var left = [points[0]], right = [points[points.count - 1]]
        while level.count > 1 {
            level = (0..<(level.count - 1)).map { i in
                Vertex(x: (level[i].x + level[i + 1].x) / 2, y: (level[i].y + level[i + 1].y) / 2)
            }
            left.append(level[0])
            right.append(level[level.count - 1])
        }
        return (left, right.reversed())
    }

    // MARK: Sutherland–Hodgman

    /// The closed polygon `edges` (starting at the last edge's end) clipped by the four sides in turn.
    /// Curves left by `split` lie inside the box, so inside every side, and pass through unchanged.
    private static func clipToBox(_ edges: [Edge], _ box: Box) -> [Edge] {
        var e = edges
        e = clipSide(e, inside: { $0.x >= box.x0 }, cross: { p, q in Vertex(x: box.x0, y: p.y + (box.x0 - p.x) * (q.y - p.y) / (q.x - p.x)) })
        e = clipSide(e, inside: { $0.x <= box.x1 }, cross: { p, q in Vertex(x: box.x1, y: p.y + (box.x1 - p.x) * (q.y - p.y) / (q.x - p.x)) })
        e = clipSide(e, inside: { $0.y >= box.y0 }, cross: { p, q in Vertex(x: p.x + (box.y0 - p.y) * (q.x - p.x) / (q.y - p.y), y: box.y0) })
        e = clipSide(e, inside: { $0.y <= box.y1 }, cross: { p, q in Vertex(x: p.x + (box.y1 - p.y) * (q.x - p.x) / (q.y - p.y), y: box.y1) })
        return e
    }

    private static func clipSide(_ edges: [Edge], inside: (Vertex) -> Bool, cross: (Vertex, Vertex) -> Vertex) -> [Edge] {
        guard var previous = edges.last?.to else { return [] }
        var out: [Edge] = []
        out.reserveCapacity(edges.count + 4)
        for edge in edges {
            let wasInside = inside(previous), isInside = inside(edge.to)
            if !edge.controls.isEmpty {
                out.append(edge)
            } else if wasInside && isInside {
                out.append(edge)
            } else if wasInside {
                out.append(Edge(controls: [], to: cross(previous, edge.to)))
            } else if isInside {
                out.append(Edge(controls: [], to: cross(previous, edge.to)))
                out.append(edge)
            }
            previous = edge.to
        }
        return out
    }

    // MARK: contours

    /// A contour as FreeType reads it: a start point and edges, the last one closing back to the start.
    struct Contour {
        var start: Vertex
        var edges: [Edge]
    }

    /// The contours of `outline` through `FT_Outline_Decompose`, which resolves FreeType's implied
    /// on-curve points and closing segments exactly as the rasterizer does.
    static func contours(of outline: FixedOutline) throws -> [Contour] {
        final class Sink {
            var contours: [Contour] = []
        }
        let sink = Sink()
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            guard let user else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
            let p = to.map { Vertex(x: Double($0.pointee.x), y: Double($0.pointee.y)) } ?? Vertex(x: 0, y: 0)
            sink.contours.append(Contour(start: p, edges: []))
            return 0
        }
        funcs.line_to = { to, user in
            guard let user else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
            guard !sink.contours.isEmpty, let to else { return 0 }
            sink.contours[sink.contours.count - 1].edges.append(
                Edge(controls: [], to: Vertex(x: Double(to.pointee.x), y: Double(to.pointee.y))))
            return 0
        }
        funcs.conic_to = { c, to, user in
            guard let user else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
            guard !sink.contours.isEmpty, let c, let to else { return 0 }
            sink.contours[sink.contours.count - 1].edges.append(
                Edge(controls: [Vertex(x: Double(c.pointee.x), y: Double(c.pointee.y))],
                     to: Vertex(x: Double(to.pointee.x), y: Double(to.pointee.y))))
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            guard let user else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
            guard !sink.contours.isEmpty, let c1, let c2, let to else { return 0 }
            sink.contours[sink.contours.count - 1].edges.append(
                Edge(controls: [Vertex(x: Double(c1.pointee.x), y: Double(c1.pointee.y)),
                                Vertex(x: Double(c2.pointee.x), y: Double(c2.pointee.y))],
                     to: Vertex(x: Double(to.pointee.x), y: Double(to.pointee.y))))
            return 0
        }
        funcs.shift = 0
        funcs.delta = 0
        try withExtendedLifetime(sink) {
            let user = Unmanaged.passUnretained(sink).toOpaque()
            let error = try outline.withFTOutline(evenOdd: false) { ft in FT_Outline_Decompose(&ft, &funcs, user) }
            guard error == 0 else { throw RasterError.freeType(operation: "FT_Outline_Decompose", code: error) }
        }
        return sink.contours
    }
}
