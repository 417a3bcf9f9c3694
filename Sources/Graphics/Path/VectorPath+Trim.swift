/// SwiftUI's `Shape.trim(from:to:)`: the part of the outline between two fractions of its total length.
extension VectorPath {
    /// The part of the path between `from` and `to`, fractions (clamped to 0…1) of the total length of
    /// all subpaths in drawing order, closing lines included.
    ///
    /// - `from ≥ to`, NaN bounds, or a path of zero length give an empty path; `0…1` gives the path
    ///   itself. The range may span several subpaths: each touched subpath gives one open piece.
    /// - Curves stay curves: each cut segment is split with de Casteljau at the parameter whose arc
    ///   length matches (found on a flattening at `measuringTolerance`, 0.005 pt, so a cut lands within
    ///   that distance of the exact arc-length point). Untouched segments are copied unchanged.
    /// - A closed subpath that lies wholly inside the range stays closed (so its stroke has no seam).
    package func trimmed(from: Double, to: Double) -> VectorPath {
        guard !from.isNaN, !to.isNaN else { return VectorPath() }
        let f = max(0, min(1, from)), t = max(0, min(1, to))
        guard f < t else { return VectorPath() }
        if f == 0 && t == 1 { return self }

        let measured = subpaths.map { $0.measured(tolerance: Self.measuringTolerance) }
        let total = measured.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return VectorPath() }
        let d0 = f * total, d1 = t * total

        var result = VectorPath()
        var offset = 0.0   // distance from the path start to the current subpath's start
        for sub in measured {
            let subStart = offset, subEnd = offset + sub.length
            offset = subEnd
            guard subEnd > d0, subStart < d1 else { continue }
            if sub.subpath.isClosed, d0 <= subStart, d1 >= subEnd {
                // Copied as drawn: the closing line (explicit or added by `subpaths`) is left to `close`.
                var segments = sub.subpath.segments
                if case .line(_, let end)? = segments.last, end == sub.subpath.start { segments.removeLast() }
                result.move(to: sub.subpath.start)
                for segment in segments { result.add(segment) }
                result.close()
                continue
            }
            sub.appendPiece(from: d0 - subStart, to: d1 - subStart, to: &result, startWithMove: true)
        }
        return result
    }
}
