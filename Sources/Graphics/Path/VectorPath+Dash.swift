/// Dashing with SVG `stroke-dasharray` / `stroke-dashoffset` semantics.
///
/// The SVG backend writes the dash array natively, so the raster backend (FreeType's stroker does not
/// dash) must cut the path exactly as SVG renderers do. The algorithm follows Skia's `SkDashPath`, which
/// is what resvg (through tiny-skia), Chrome and Android use, so our PNG matches the oracle renderer.
extension VectorPath {
    /// The dash pattern an SVG renderer would use, or nil when the stroke is solid:
    /// empty, any negative or non-finite value (SVG: "invalid, rendered as if none"), or a zero sum.
    /// An odd number of values is repeated once to make it even (`5,3,2` → `5,3,2,5,3,2`).
    package static func effectiveDashPattern(_ pattern: [Double]) -> [Double]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let sum = pattern.reduce(0, +)
        guard sum > 0, sum.isFinite else { return nil }
        return pattern.count % 2 == 1 ? pattern + pattern : pattern
    }

    /// More dashes than this on one path is treated as solid (the raster would be solid anyway and the
    /// work would be unbounded for a pattern like `0.0001`); Skia's limit is of the same kind.
    package static let maxDashCount = 100_000

    /// The dashes of this path as open subpaths ("on" intervals of the pattern), curves kept as curves.
    ///
    /// - `pattern`: lengths alternating on/off, starting with on; `phase`: SVG's `stroke-dashoffset`,
    ///   the distance into the pattern at which each subpath starts (negative values count backwards,
    ///   so `phase` is taken modulo the pattern length).
    /// - The pattern restarts at every subpath. Closed subpaths include their closing line, and a dash
    ///   running over the start/end point of a closed subpath is one piece (no caps at the seam).
    /// - A zero-length "on" value gives a zero-length line, so round and square caps draw dots.
    /// - Returns the path unchanged when the pattern is solid (see `effectiveDashPattern`) or would
    ///   produce more than `maxDashCount` dashes.
    package func dashed(pattern: [Double], phase: Double = 0) -> VectorPath {
        guard let intervals = Self.effectiveDashPattern(pattern) else { return self }
        let period = intervals.reduce(0, +)

        // Where in the pattern every subpath starts (Skia's find_first_interval): a nonzero interval the
        // phase exactly reaches is consumed, a zero-length "on" interval at the phase is kept (a dot).
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        var firstIndex = 0
        var firstLength = intervals[0]
        for (i, gap) in intervals.enumerated() {
            if offset > gap || (offset == gap && gap != 0) {
                offset -= gap
            } else {
                firstIndex = i
                firstLength = gap - offset
                break
            }
        }

        // Refuse before doing the work: each subpath gets at most ⌈length / period⌉ + 1 periods.
        let measuredSubpaths = subpaths.map { $0.measured(tolerance: Self.measuringTolerance) }
        let onPerPeriod = Double(intervals.count / 2)
        let estimate = measuredSubpaths.reduce(0.0) { $0 + ($1.length / period + 2) * onPerPeriod }
        guard estimate <= Double(Self.maxDashCount) else { return self }

        var result = VectorPath()
        var dashCount = 0
        for measured in measuredSubpaths {
            let sub = measured.subpath
            let length = measured.length
            guard length > 0 else { continue }
            // On a closed subpath the first dash is held back and appended to the last one, if that
            // one reaches the end, so the dash crossing the seam is continuous.
            var skipFirst = sub.isClosed
            var addedLast = false
            var distance = 0.0
            var index = firstIndex
            var dashLength = firstLength
            while distance < length {
                addedLast = false
                if index % 2 == 0 && !skipFirst {
                    addedLast = true
                    dashCount += 1
                    if dashCount > Self.maxDashCount { return self }
                    measured.appendPiece(from: distance, to: distance + dashLength, to: &result,
                                         startWithMove: true)
                }
                distance += dashLength
                skipFirst = false
                index = (index + 1) % intervals.count
                dashLength = intervals[index]
            }
            if sub.isClosed && firstIndex % 2 == 0 {
                measured.appendPiece(from: 0, to: firstLength, to: &result, startWithMove: !addedLast)
            }
        }
        return result
    }
}
