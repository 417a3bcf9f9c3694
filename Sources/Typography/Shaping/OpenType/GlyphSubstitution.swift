/// OpenType GSUB: single (1), multiple (2), alternate (3, first alternate), ligature (4), contextual (5),
/// chaining contextual (6) and extension (7) lookups, applied stage by stage over a `LayoutRun`.
struct GlyphSubstitution {
    let t: OpenTypeBytes

    init(gsub: [UInt8]) { t = OpenTypeBytes(bytes: gsub) }

    /// `beforeStage`: the shaper's pauses between stages (Indic syllables and reordering).
    func apply(_ map: LayoutFeatureMap, to run: inout LayoutRun, beforeStage: ((Int, inout LayoutRun) -> Void)? = nil) {
        map.forEachLookup(t, extensionType: 7, run: &run, beforeStage: beforeStage) { lookup, mask, run in
            // A deleting substitution leaves the next glyph at `i`: it is looked at next (step 0).
            run.applyLookup(lookup, mask: mask, minimumStep: 0) { i, run in applyOnce(lookup, mask: mask, at: i, run: &run, depth: 0) }
        }
    }

    /// Applies the first subtable that matches at `i`; returns where the lookup continues, nil if none matched.
    private func applyOnce(_ lookup: LayoutLookup, mask: UInt32, at i: Int, run: inout LayoutRun, depth: Int) -> Int? {
        let glyph = run.infos[i].glyph
        for o in lookup.subtables {
            switch lookup.type {
            case 1:
                guard let format = t.u16(o), let cov = t.u16(o + 2), let ci = t.coverageIndex(glyph, coverageAt: o + cov) else { continue }
                if format == 1, let delta = t.i16(o + 4) {
                    run.setGlyph(i, UInt16(truncatingIfNeeded: Int(glyph) + delta))
                } else if format == 2, let count = t.u16(o + 4), ci < count, let g = t.u16(o + 6 + 2 * ci) {
                    run.setGlyph(i, UInt16(g))
                } else { continue }
                return i + 1
            case 2, 3:
                guard t.u16(o) == 1, let cov = t.u16(o + 2), let ci = t.coverageIndex(glyph, coverageAt: o + cov),
                      let count = t.u16(o + 4), ci < count, let so = t.u16(o + 6 + 2 * ci), let n = t.u16(o + so) else { continue }
                let glyphs = (0..<n).compactMap { t.u16(o + so + 2 + 2 * $0) }.map(UInt16.init)
                guard glyphs.count == n else { continue }
                if lookup.type == 3 {
                    guard let first = glyphs.first else { continue }
                    run.setGlyph(i, first)
                    return i + 1
                }
                return multiple(glyphs, at: i, run: &run)
            case 4:
                if let next = ligature(o, lookup: lookup, mask: mask, at: i, run: &run) { return next }
            case 5, 6:
                // The matcher's copy of the glyphs must be gone before they change (else every change copies them all).
                let found: ContextMatch? = {
                    let matcher = ContextMatcher(t: t, skipper: GlyphSkipper(lookup, gdef: run.gdef), infos: run.infos, mask: mask,
                                                 syllable: run.perSyllable ? run.infos[i].syllable : 0)
                    return matcher.match(subtable: o, chained: lookup.type == 6, at: i, budget: &run.budget)
                }()
                guard let match = found else { continue }
                return applyNested(match, mask: mask, run: &run, depth: depth)
            default:
                continue
            }
        }
        return nil
    }

    private func multiple(_ glyphs: [UInt16], at i: Int, run: inout LayoutRun) -> Int {
        let original = run.infos[i]
        guard run.infos.count + glyphs.count - 1 <= run.maxLength else { return i + 1 }
        var replacement: [GlyphInfo] = []
        for (k, g) in glyphs.enumerated() {
            var info = original
            info.glyph = g
            info.substituted = true
            if glyphs.count > 1 {
                info.ligatureComponent = k + 1
                info.multiplied = true
            }
            replacement.append(info)
        }
        run.infos.replaceSubrange(i...i, with: replacement)
        for k in i..<(i + glyphs.count) { run.classify(k) }
        return i + glyphs.count
    }

    /// GSUB 4: the first ligature of the glyph's set whose components follow (skipping what the lookup
    /// ignores). Skipped marks stay, after the ligature, attached to the component they followed.
    private func ligature(_ o: Int, lookup: LayoutLookup, mask: UInt32, at i: Int, run: inout LayoutRun) -> Int? {
        guard let cov = t.u16(o + 2), let ci = t.coverageIndex(run.infos[i].glyph, coverageAt: o + cov),
              let setCount = t.u16(o + 4), ci < setCount, let so = t.u16(o + 6 + 2 * ci), let n = t.u16(o + so) else { return nil }
        let set = o + so
        for l in 0..<n {
            // A ligature of more components than glyphs left cannot match: skip it before reading them.
            guard let lo = t.u16(set + 2 + 2 * l), let ligGlyph = t.u16(set + lo), let count = t.u16(set + lo + 2), count >= 1,
                  count <= run.infos.count - i else { continue }
            let components = (1..<count).compactMap { t.u16(set + lo + 2 + 2 * $0) }
            guard components.count == count - 1 else { continue }
            let found: [Int]? = {
                let infos = run.infos
                return ContextMatcher(t: t, skipper: GlyphSkipper(lookup, gdef: run.gdef), infos: infos, mask: mask,
                                      syllable: run.perSyllable ? infos[i].syllable : 0)
                    .matchInput(at: i, count: count, { k, index in k == 0 || Int(infos[index].glyph) == components[k - 1] })
            }()
            guard let positions = found else { continue }
            let last = positions[positions.count - 1]
            run.mergeClusters(i, last + 1)
            let id = run.nextLigatureID
            run.nextLigatureID = run.nextLigatureID % 7 + 1
            // Marks between components remember which component they follow.
            var component = 1
            for k in (i + 1)...max(i + 1, last) where k <= last {
                if positions.contains(k) { component += 1; continue }
                run.infos[k].ligatureID = id
                run.infos[k].ligatureComponent = component
            }
            var removed = 0
            for p in positions.dropFirst().reversed() { run.infos.remove(at: p); removed += 1 }
            run.setGlyph(i, UInt16(ligGlyph))
            if count > 1 {
                run.infos[i].ligated = true
                run.infos[i].multiplied = false
            }
            run.infos[i].ligatureID = id
            run.infos[i].ligatureComponent = 0
            run.infos[i].componentCount = count
            return last + 1 - removed
        }
        return nil
    }

    /// Applies a context rule's nested lookups at their input positions, tracking insertions and deletions.
    private func applyNested(_ match: ContextMatch, mask: UInt32, run: inout LayoutRun, depth: Int) -> Int {
        var positions = match.positions
        var end = (positions.last ?? 0) + 1
        guard depth < LayoutRun.maxNesting else { return end }
        for record in match.records {
            guard record.sequenceIndex < positions.count, run.budget > 0 else { continue }
            run.budget -= 1
            let at = positions[record.sequenceIndex]
            guard at < run.infos.count, let nested = LayoutLookup(t, index: record.lookupIndex, extensionType: 7) else { continue }
            let before = run.infos.count
            _ = applyOnce(nested, mask: mask, at: at, run: &run, depth: depth + 1)
            let delta = run.infos.count - before
            guard delta != 0 else { continue }
            end += delta
            if delta > 0 {
                let inserted = (1...delta).map { at + $0 }
                positions.insert(contentsOf: inserted, at: record.sequenceIndex + 1)
                for k in (record.sequenceIndex + 1 + delta)..<positions.count { positions[k] += delta }
            } else {
                let next = record.sequenceIndex + 1
                let drop = min(-delta, positions.count - next)
                positions.removeSubrange(next..<(next + drop))
                for k in next..<positions.count { positions[k] += delta }
            }
        }
        return max(end, (positions.first ?? 0) + 1)
    }
}
