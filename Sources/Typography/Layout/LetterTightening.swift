/// `allowsTightening`: before truncating, the text system squeezes letter spacing when the text is at
/// most 5% wider than the line (TextKit's `tighteningFactorForTruncation`, 0.05 by default), just
/// enough for it to fit; wider text is truncated (or scaled) as without tightening.
enum LetterTightening {
    /// How much wider than the line a line's text may be and still be tightened to fit.
    static let maximumOverflow = 0.05

    /// `request` with its letter spacing reduced just enough for the text to fit `width` and its line
    /// limit, or nil when it already fits or a line would have to shrink by more than 5%.
    static func tightened(_ request: TextLayoutRequest, clusters: [ShapedCluster], width: Double, shaper: Shaper) -> TextLayoutRequest? {
        let natural = LineComposer(runs: request.runs, clusters: clusters, shaper: shaper)
        if natural.fits(width: width, lineLimit: request.lineLimit, scale: 1) { return nil }
        func squeezed(_ em: Double) -> TextLayoutRequest {
            var r = request
            r.runs = r.runs.map { run in
                var run = run
                run.tracking -= em * run.font.size
                return run
            }
            return r
        }
        func fits(_ em: Double) -> Bool {
            LineComposer(runs: squeezed(em).runs, clusters: clusters, shaper: shaper)
                .fits(width: width, lineLimit: request.lineLimit, scale: 1)
        }
        // Far more than 5% of any line: if even this does not fit, tightening cannot help.
        var lo = 0.0, hi = 0.25
        guard fits(hi) else { return nil }
        for _ in 0..<30 {
            let mid = (lo + hi) / 2
            if fits(mid) { hi = mid } else { lo = mid }
        }
        let result = squeezed(hi)
        let (lines, _) = LineComposer(runs: result.runs, clusters: clusters, shaper: shaper).breakLines(width: width, scale: 1)
        for line in lines {
            let naturalWidth = natural.lineWidth(clusters[line.range], scale: 1)
            if naturalWidth > width * (1 + maximumOverflow) + LineComposer.epsilon { return nil }
        }
        return result
    }
}
