/// Line breaking, truncation and shrinking over shaped clusters, at a font scale `scale`
/// (1 = the requested sizes; `minimumScaleFactor` tries smaller ones on the same shaping).
struct LineComposer {
    let runs: [StyledTextRun]
    let clusters: [ShapedCluster]
    let shaper: Shaper
    /// Tolerance for float noise when comparing a line with the width (points).
    static let epsilon = 1e-9

    func fontSize(_ run: Int, _ scale: Double) -> Double { runs[run].font.size * scale }

    /// The pen advance of a cluster, points; `first`: it starts a line (its kerning is dropped).
    func width(_ c: ShapedCluster, first: Bool, scale: Double) -> Double {
        if c.isNewline { return 0 }
        let size = fontSize(c.run, scale)
        let tracking = c.advanceEm > 0 ? runs[c.run].tracking * scale : 0
        return (c.advanceEm + (first ? 0 : c.kernBeforeEm)) * size + tracking
    }

    /// Width of a line: trailing spaces hang outside it.
    func lineWidth(_ line: ArraySlice<ShapedCluster>, scale: Double) -> Double {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1].isWhitespace { end -= 1 }
        var w = 0.0
        for i in line.startIndex..<end { w += width(line[i], first: i == line.startIndex, scale: scale) }
        return w
    }

    /// Greedy breaking: index ranges of lines, and whether a word had to be broken between characters.
    func breakLines(width: Double?, scale: Double) -> (lines: [(range: Range<Int>, emptyRun: Int)], brokeWord: Bool) {
        var lines: [(Range<Int>, Int)] = []
        var brokeWord = false
        var start = 0
        let n = clusters.count
        while start < n {
            var x = 0.0
            var lastBreak: Int?
            var i = start
            var next: Int?
            var end = n
            while i < n {
                let c = clusters[i]
                if c.isNewline {
                    end = i
                    next = i + 1
                    break
                }
                let w = self.width(c, first: i == start, scale: scale)
                if let width, !c.isWhitespace, i > start, x + w > width + Self.epsilon {
                    if let b = lastBreak {
                        end = b + 1
                    } else {
                        end = i
                        brokeWord = true
                    }
                    next = end
                    break
                }
                x += w
                if c.breakAfter { lastBreak = i }
                i += 1
            }
            lines.append((start..<end, clusters[min(max(start, end - 1), n - 1)].run))
            if let next {
                start = next
                if start == n, clusters[n - 1].isNewline { lines.append((n..<n, clusters[n - 1].run)) }  // text ends with "\n"
            } else {
                start = n
            }
        }
        return (lines, brokeWord)
    }

    /// True when the text fits the width and line limit at `scale` without breaking inside a word.
    func fits(width: Double, lineLimit: Int?, scale: Double) -> Bool {
        let (lines, broke) = breakLines(width: width, scale: scale)
        if broke { return false }
        if let lineLimit, lines.count > lineLimit { return false }
        return true
    }

    /// `minimumScaleFactor`: the largest scale in [factor, 1] at which the text fits (binary search,
    /// floored to 1/1024 so sizes print cleanly), or `factor` when even that does not fit.
    func fittingScale(width: Double, lineLimit: Int?, minimumScaleFactor factor: Double) -> Double {
        let factor = min(1, max(0.01, factor.isFinite ? factor : 1))
        if factor >= 1 || fits(width: width, lineLimit: lineLimit, scale: 1) { return 1 }
        if !fits(width: width, lineLimit: lineLimit, scale: factor) { return factor }
        var lo = factor, hi = 1.0
        for _ in 0..<20 {
            let mid = (lo + hi) / 2
            if fits(width: width, lineLimit: lineLimit, scale: mid) { lo = mid } else { hi = mid }
        }
        let floored = (lo * 1024).rounded(.down) / 1024
        return floored >= factor && fits(width: width, lineLimit: lineLimit, scale: floored) ? floored : lo
    }

    /// The lines to draw: broken at `width`, cut to `lineLimit` with an ellipsis placed by `truncation`.
    func compose(width: Double?, lineLimit: Int?, truncation: TextTruncation, scale: Double) -> [TextLine] {
        let (ranges, _) = breakLines(width: width, scale: scale)
        let limit = lineLimit.map { max(1, $0) } ?? Int.max
        guard ranges.count > limit else {
            return ranges.map { TextLine(clusters: Array(clusters[$0.range]), emptyRun: $0.emptyRun) }
        }
        var lines = ranges.prefix(limit - 1).map { TextLine(clusters: Array(clusters[$0.range]), emptyRun: $0.emptyRun) }
        let lastStart = ranges[limit - 1].range.lowerBound
        var rest = Array(clusters[lastStart...])
        if truncation == .tail, let nl = rest.firstIndex(where: \.isNewline) {
            rest = Array(rest[..<nl])
        } else {
            // Head and middle truncation see the remaining text as one line: line breaks become spaces.
            rest = rest.map { c in
                guard c.isNewline else { return c }
                var space = shaper.shapeCluster(" ", run: c.run, font: runs[c.run].font,
                                                chain: [Shaper.primaryFace(for: runs[c.run].font).0])
                space.bidiLevel = c.paragraphLevel
                space.paragraphLevel = c.paragraphLevel
                return space
            }
        }
        lines.append(TextLine(clusters: truncate(rest, width: width, mode: truncation, scale: scale),
                              emptyRun: ranges[limit - 1].emptyRun))
        return lines
    }

    private func plainEllipsis(run: Int) -> ShapedCluster {
        let font = runs[run].font
        var e = shaper.shapeCluster("…", run: run, font: font,
                                    chain: [Shaper.primaryFace(for: font).0, FontCatalog.symbols])
        e.kernBeforeEm = 0
        e.breakAfter = false
        return e
    }

    private func trimmed(_ s: ArraySlice<ShapedCluster>) -> ArraySlice<ShapedCluster> {
        var a = s.startIndex, b = s.endIndex
        while a < b, s[a].isWhitespace { a += 1 }
        while b > a, s[b - 1].isWhitespace { b -= 1 }
        return s[a..<b]
    }

    /// One line holding as much of `text` as fits together with "…" (character granularity, as iOS).
    func truncate(_ text: [ShapedCluster], width: Double?, mode: TextTruncation, scale: Double) -> [ShapedCluster] {
        guard let first = text.first else { return [plainEllipsis(run: 0)] }
        /// "…" sits at the paragraph's level, so it ends a right-to-left line on the left (L2).
        func ellipsis(run: Int) -> ShapedCluster {
            var e = plainEllipsis(run: run)
            e.bidiLevel = first.paragraphLevel
            e.paragraphLevel = first.paragraphLevel
            return e
        }
        guard let width else {
            return Array(trimmed(text[...])) + [ellipsis(run: text.last?.run ?? first.run)]
        }
        func fits(_ line: [ShapedCluster]) -> Bool { lineWidth(line[...], scale: scale) <= width + Self.epsilon }
        switch mode {
        case .tail:
            // Start from the longest prefix whose pen advance alone fits: longer ones cannot fit with "…".
            var k = 0, x = 0.0
            while k < text.count {
                x += self.width(text[k], first: k == 0, scale: scale)
                if x > width + Self.epsilon && !text[k].isWhitespace { break }
                k += 1
            }
            while k >= 0 {
                let head = trimmed(text[..<k])
                let candidate = Array(head) + [ellipsis(run: head.last?.run ?? first.run)]
                if fits(candidate) || k == 0 { return candidate }
                k -= 1
            }
            return [ellipsis(run: first.run)]
        case .head:
            var m = text.count, x = 0.0
            while m > 0 {
                x += self.width(text[m - 1], first: false, scale: scale)
                if x > width + Self.epsilon && !text[m - 1].isWhitespace { break }
                m -= 1
            }
            while m <= text.count {
                let tail = trimmed(text[m...])
                let candidate = [ellipsis(run: tail.first?.run ?? first.run)] + Array(tail)
                if fits(candidate) || m == text.count { return candidate }
                m += 1
            }
            return [ellipsis(run: first.run)]
        case .middle:
            var k = 0, m = text.count
            var takeFront = true
            var frontBlocked = false, backBlocked = false
            func build(_ k: Int, _ m: Int) -> [ShapedCluster] {
                let head = text[..<k], tail = text[m...]
                let e = ellipsis(run: head.last?.run ?? tail.first?.run ?? first.run)
                return Array(head.reversed().drop(while: \.isWhitespace).reversed()) + [e] + Array(tail.drop(while: \.isWhitespace))
            }
            while k < m && !(frontBlocked && backBlocked) {
                if takeFront && !frontBlocked {
                    if fits(build(k + 1, m)) { k += 1 } else { frontBlocked = true }
                } else if !backBlocked {
                    if fits(build(k, m - 1)) { m -= 1 } else { backBlocked = true }
                }
                takeFront.toggle()
            }
            return build(k, m)
        }
    }
}
