/// Point-in-path tests on the flattened outline (every subpath implicitly closed, as for filling).
extension VectorPath {
    /// True when `point` is inside the filled path under `fillRule`. Points within the flattening
    /// tolerance of the outline may go either way; the answer is deterministic for given input.
    package func contains(_ point: Point, fillRule: FillRule = .nonZero,
                          tolerance: Double = VectorPath.defaultFlatteningTolerance) -> Bool {
        var winding = 0
        for polyline in flattened(tolerance: tolerance) {
            let pts = polyline.points
            guard pts.count > 1 else { continue }
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                // Crossing rule: an edge counts when it straddles the horizontal line through `point`
                // (half-open in y so shared vertices count once), signed by its direction.
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return fillRule == .nonZero ? winding != 0 : winding % 2 != 0
    }

    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
