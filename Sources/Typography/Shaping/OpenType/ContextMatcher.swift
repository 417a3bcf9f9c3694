/// Contextual and chaining contextual lookups (GSUB 5/6, GPOS 7/8 — the same formats): finds the rule
/// that matches at a glyph and returns the matched input positions with the nested lookups to apply.
struct ContextMatch {
    /// Buffer indices of the input sequence (the first is where the lookup was applied).
    var positions: [Int]
    /// (input sequence index, lookup index) in the order the font lists them.
    var records: [(sequenceIndex: Int, lookupIndex: Int)]
}

struct ContextMatcher {
    let t: OpenTypeBytes
    let skipper: GlyphSkipper
    let infos: [GlyphInfo]
    /// Only glyphs sharing a bit with it can be part of the input.
    let mask: UInt32
    /// When not 0, only glyphs of this syllable can be part of the input or context (Indic features).
    var syllable: UInt8 = 0

    private func inSyllable(_ index: Int) -> Bool { syllable == 0 || infos[index].syllable == syllable }

    /// `chained`: GSUB 6 / GPOS 8; otherwise GSUB 5 / GPOS 7. Each rule examined spends one unit of
    /// `budget` (the run's), so a damaged font with 65 535 rules per set cannot make a run take seconds.
    func match(subtable o: Int, chained: Bool, at i: Int, budget: inout Int) -> ContextMatch? {
        guard let format = t.u16(o) else { return nil }
        let glyph = infos[i].glyph
        switch (format, chained) {
        case (1, _):
            guard let cov = t.u16(o + 2), let ci = t.coverageIndex(glyph, coverageAt: o + cov),
                  let setCount = t.u16(o + 4), ci < setCount, let so = t.u16(o + 6 + 2 * ci), so != 0 else { return nil }
            let exact: (Int, Int, Int) -> Bool = { _, value, index in Int(infos[index].glyph) == value }
            return matchRuleSet(o + so, chained: chained, at: i, backtrack: exact, input: exact, lookahead: exact, budget: &budget)
        case (2, false):
            guard let cov = t.u16(o + 2), t.coverageIndex(glyph, coverageAt: o + cov) != nil, let cd = t.u16(o + 4),
                  let setCount = t.u16(o + 6) else { return nil }
            let cls = t.classOf(glyph, classDefAt: o + cd)
            guard cls < setCount, let so = t.u16(o + 8 + 2 * cls), so != 0 else { return nil }
            let byClass: (Int, Int, Int) -> Bool = { _, value, index in t.classOf(infos[index].glyph, classDefAt: o + cd) == value }
            return matchRuleSet(o + so, chained: false, at: i, backtrack: byClass, input: byClass, lookahead: byClass, budget: &budget)
        case (2, true):
            guard let cov = t.u16(o + 2), t.coverageIndex(glyph, coverageAt: o + cov) != nil, let bcd = t.u16(o + 4),
                  let icd = t.u16(o + 6), let lcd = t.u16(o + 8), let setCount = t.u16(o + 10) else { return nil }
            let cls = t.classOf(glyph, classDefAt: o + icd)
            guard cls < setCount, let so = t.u16(o + 12 + 2 * cls), so != 0 else { return nil }
            func byClass(_ cd: Int) -> (Int, Int, Int) -> Bool {
                { _, value, index in t.classOf(infos[index].glyph, classDefAt: o + cd) == value }
            }
            return matchRuleSet(o + so, chained: true, at: i, backtrack: byClass(bcd), input: byClass(icd), lookahead: byClass(lcd),
                                budget: &budget)
        case (3, false):
            guard let count = t.u16(o + 2), let lookupCount = t.u16(o + 4), count >= 1, count <= glyphsFrom(i),
                  let positions = matchInput(at: i, count: count, { k, index in covered(index, byCoverageAt: o + 6 + 2 * k, in: o) })
            else { return nil }
            return ContextMatch(positions: positions, records: records(at: o + 6 + 2 * count, count: lookupCount))
        case (3, true):
            var p = o + 2
            guard let bc = t.u16(p), bc <= i else { return nil }
            let backtrackAt = p + 2
            p += 2 + 2 * bc
            guard let ic = t.u16(p), ic >= 1, ic <= glyphsFrom(i) else { return nil }
            let inputAt = p + 2
            p += 2 + 2 * ic
            guard let lc = t.u16(p), lc <= glyphsFrom(i) - ic else { return nil }
            let lookaheadAt = p + 2
            p += 2 + 2 * lc
            guard let lookupCount = t.u16(p),
                  let positions = matchInput(at: i, count: ic, { k, index in covered(index, byCoverageAt: inputAt + 2 * k, in: o) }),
                  matchContext(from: i, forward: false, count: bc, { k, index in covered(index, byCoverageAt: backtrackAt + 2 * k, in: o) }),
                  matchContext(from: positions[positions.count - 1], forward: true, count: lc, { k, index in
                      covered(index, byCoverageAt: lookaheadAt + 2 * k, in: o)
                  }) else { return nil }
            return ContextMatch(positions: positions, records: records(at: p + 2, count: lookupCount))
        default:
            return nil
        }
    }

    /// Whether the glyph at buffer index `index` is in the coverage table whose offset (from `subtable`)
    /// is stored at `offsetAt`; a damaged offset matches nothing.
    private func covered(_ index: Int, byCoverageAt offsetAt: Int, in subtable: Int) -> Bool {
        guard let coverage = t.u16(offsetAt) else { return false }
        return t.coverageIndex(infos[index].glyph, coverageAt: subtable + coverage) != nil
    }

    /// Rules of a (chain) rule set in order; the first that matches wins. The predicates get
    /// (sequence index, value from the rule, buffer index). Each value is read from the font when it is
    /// compared, so a rule that fails early costs only what it read.
    private func matchRuleSet(_ set: Int, chained: Bool, at i: Int, backtrack: (Int, Int, Int) -> Bool,
                              input: (Int, Int, Int) -> Bool, lookahead: (Int, Int, Int) -> Bool,
                              budget: inout Int) -> ContextMatch? {
        guard let ruleCount = t.u16(set) else { return nil }
        /// The value at `at + 2 * k` compared by `predicate`; a value past the table's end matches nothing.
        func value(at: Int, _ k: Int, _ index: Int, _ predicate: (Int, Int, Int) -> Bool) -> Bool {
            guard let v = t.u16(at + 2 * k) else { return false }
            return predicate(k, v, index)
        }
        for r in 0..<ruleCount {
            guard budget > 0 else { return nil }
            budget -= 1
            guard let ro = t.u16(set + 2 + 2 * r) else { continue }
            var p = set + ro
            var backtrackCount = 0, backtrackAt = 0
            if chained {
                // A sequence longer than the glyphs around `i` cannot match: skip it before reading it.
                guard let bc = t.u16(p), bc <= i else { continue }
                backtrackCount = bc
                backtrackAt = p + 2
                p += 2 + 2 * bc
            }
            guard let ic = t.u16(p), ic >= 1, ic <= glyphsFrom(i) else { continue }
            // Input values start after the count (chained) or after the count and the lookup count.
            let inputAt = chained ? p + 2 : p + 4
            let matchesInput: (Int, Int) -> Bool = { k, index in k == 0 || value(at: inputAt, k - 1, index) { _, v, n in input(k, v, n) } }
            if chained {
                p += 2 * ic
                guard let lc = t.u16(p), lc <= glyphsFrom(i) - ic else { continue }
                let lookaheadAt = p + 2
                p += 2 + 2 * lc
                guard let lookupCount = t.u16(p),
                      let positions = matchInput(at: i, count: ic, matchesInput),
                      matchContext(from: i, forward: false, count: backtrackCount, { k, index in value(at: backtrackAt, k, index, backtrack) }),
                      matchContext(from: positions[positions.count - 1], forward: true, count: lc,
                                   { k, index in value(at: lookaheadAt, k, index, lookahead) }) else { continue }
                return ContextMatch(positions: positions, records: records(at: p + 2, count: lookupCount))
            } else {
                guard let lookupCount = t.u16(p + 2), let positions = matchInput(at: i, count: ic, matchesInput) else { continue }
                return ContextMatch(positions: positions, records: records(at: p + 4 + 2 * (ic - 1), count: lookupCount))
            }
        }
        return nil
    }

    /// Glyphs from `i` to the end of the run: no input (plus lookahead) sequence can be longer.
    func glyphsFrom(_ i: Int) -> Int { infos.count - i }

    private func records(at o: Int, count: Int) -> [(sequenceIndex: Int, lookupIndex: Int)] {
        (0..<count).compactMap { r in
            guard let s = t.u16(o + 4 * r), let l = t.u16(o + 4 * r + 2) else { return nil }
            return (s, l)
        }
    }

    /// Input positions: `i` then the next `count - 1` glyphs that are not skipped; each must carry the
    /// lookup's mask and satisfy `matches(sequenceIndex, bufferIndex)`.
    func matchInput(at i: Int, count: Int, _ matches: (Int, Int) -> Bool) -> [Int]? {
        guard matches(0, i) else { return nil }
        var positions = [i]
        var j = i
        for k in 1..<max(count, 1) {
            guard let n = skipper.next(after: j, in: infos), infos[n].mask & mask != 0, inSyllable(n), matches(k, n) else { return nil }
            positions.append(n)
            j = n
        }
        return positions
    }

    /// Backtrack (`forward` false: glyphs before `i`, nearest first) or lookahead (after `i`) sequences.
    private func matchContext(from i: Int, forward: Bool, count: Int, _ matches: (Int, Int) -> Bool) -> Bool {
        var j = i
        for k in 0..<count {
            guard let n = forward ? skipper.next(after: j, in: infos) : skipper.previous(before: j, in: infos), inSyllable(n), matches(k, n)
            else { return false }
            j = n
        }
        return true
    }
}
