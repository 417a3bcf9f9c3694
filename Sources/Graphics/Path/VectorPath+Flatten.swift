/// A subpath approximated by straight lines. For a closed subpath the last point equals the first
/// (the closing line is part of the outline), and `isClosed` says the two ends join.
package struct Polyline: Hashable, Sendable {
    package var points: [Point]
    package var isClosed: Bool

    package init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// Sum of the straight pieces.
    package var length: Double {
        var total = 0.0
        for i in points.indices.dropFirst() { total += points[i - 1].distance(to: points[i]) }
        return total
    }
}

extension VectorPath {
    /// The flattening tolerance (maximum distance, in points, between a curve and its chords) used when
    /// no other is given: a twentieth of a point is below what a 3× display can show.
    package static let defaultFlatteningTolerance = 0.05

    /// Every subpath as a polyline whose chords stay within `tolerance` of the curves.
    ///
    /// Curves are split by recursive de Casteljau halving until each piece passes a flatness bound, so
    /// the result depends only on the input numbers (no clocks, no randomness, no platform maths beyond
    /// + − × ÷): the same path gives the same points on every machine.
    package func flattened(tolerance: Double = VectorPath.defaultFlatteningTolerance) -> [Polyline] {
        subpaths.map { sub in
            var points = [sub.start]
            for segment in sub.segments {
                segment.flatten(tolerance: tolerance) { _, p in points.append(p) }
            }
            return Polyline(points: points, isClosed: sub.isClosed)
        }
    }
}

extension PathSegment {
    /// Deepest halving: 2¹⁶ pieces per curve is far below any tolerance we ask for on a widget-sized curve,
    /// and it bounds the work for absurd input (huge or non-finite coordinates).
    static let maxFlattenDepth = 16

    /// Calls `emit(t, point)` for the end of each straight piece, in order, ending with `(1, end)`.
    /// The start point is not emitted (the caller already has it).
    package func flatten(tolerance: Double, _ emit: (Double, Point) -> Void) {
        let tol = tolerance.isFinite && tolerance > 1e-6 ? tolerance : 1e-6
        switch self {
        case .line(_, let p1):
            emit(1, p1)
        case .quad(let p0, let c, let p1):
            // Degree-elevate: the same curve as a cubic, so one flatness test serves both.
            let c1 = p0 + (c - p0) * (2.0 / 3.0)
            let c2 = p1 + (c - p1) * (2.0 / 3.0)
            Self.flattenCubic(p0, c1, c2, p1, t0: 0, t1: 1, limit: 16 * tol * tol, depth: 0, emit)
        case .cubic(let p0, let c1, let c2, let p1):
            Self.flattenCubic(p0, c1, c2, p1, t0: 0, t1: 1, limit: 16 * tol * tol, depth: 0, emit)
        }
    }

    /// Flatness bound (Roger Willcocks): with u = 3·c1 − 2·p0 − p3 and v = 3·c2 − p0 − 2·p3, the curve lies
    /// within ¼·√(max(ux², vx²) + max(uy², vy²)) of its chord; we stop when that is ≤ tolerance.
    private static func flattenCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point,
                                     t0: Double, t1: Double, limit: Double, depth: Int,
                                     _ emit: (Double, Point) -> Void) {
        let ux = 3 * c1.x - 2 * p0.x - p3.x, uy = 3 * c1.y - 2 * p0.y - p3.y
        let vx = 3 * c2.x - p0.x - 2 * p3.x, vy = 3 * c2.y - p0.y - 2 * p3.y
        let flatness = max(ux * ux, vx * vx) + max(uy * uy, vy * vy)
        // `!(flatness > limit)` also stops on NaN.
        if !(flatness > limit) || depth >= maxFlattenDepth {
            emit(t1, p3)
            return
        }
        let a = p0.lerp(to: c1, 0.5), b = c1.lerp(to: c2, 0.5), c = c2.lerp(to: p3, 0.5)
        let d = a.lerp(to: b, 0.5), e = b.lerp(to: c, 0.5), m = d.lerp(to: e, 0.5)
        let tm = (t0 + t1) / 2
        flattenCubic(p0, a, d, m, t0: t0, t1: tm, limit: limit, depth: depth + 1, emit)
        flattenCubic(m, e, c, p3, t0: tm, t1: t1, limit: limit, depth: depth + 1, emit)
    }
}
