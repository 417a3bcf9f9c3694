/// OpenType GPOS: single (1) and pair (2) adjustment, cursive attachment (3), mark-to-base (4),
/// mark-to-ligature (5), mark-to-mark (6), contextual (7, 8) and extension (9) lookups. Offsets of
/// attached glyphs are made absolute at the end (`resolveAttachments`), as OpenType engines do.
struct GlyphPositioning {
    let t: OpenTypeBytes

    init(gpos: [UInt8]) { t = OpenTypeBytes(bytes: gpos) }

    func apply(_ map: LayoutFeatureMap, to run: inout LayoutRun) {
        map.forEachLookup(t, extensionType: 9, run: &run) { lookup, mask, run in
            run.applyLookup(lookup, mask: mask, minimumStep: 1) { i, run in applyOnce(lookup, mask: mask, at: i, run: &run, depth: 0) }
        }
    }

    private func applyOnce(_ lookup: LayoutLookup, mask: UInt32, at i: Int, run: inout LayoutRun, depth: Int) -> Int? {
        let glyph = run.infos[i].glyph
        let skipper = GlyphSkipper(lookup, gdef: run.gdef)
        for o in lookup.subtables {
            switch lookup.type {
            case 1:
                guard let format = t.u16(o), let cov = t.u16(o + 2), let ci = t.coverageIndex(glyph, coverageAt: o + cov),
                      let vf = t.u16(o + 4) else { continue }
                if format == 1 {
                    adjust(&run.positions[i], format: vf, record: o + 6)
                } else if format == 2, let count = t.u16(o + 6), ci < count {
                    adjust(&run.positions[i], format: vf, record: o + 8 + ci * Self.valueSize(vf))
                } else { continue }
                return i + 1
            case 2:
                guard let j = skipper.next(after: i, in: run.infos), run.infos[j].mask & mask != 0,
                      let next = pair(o, i, j, run: &run) else { continue }
                return next
            case 3:
                if cursive(o, at: i, skipper: skipper, flags: lookup.flags, run: &run) { return i + 1 }
            case 4, 5:
                guard let markCov = t.u16(o + 2), let baseCov = t.u16(o + 4), let classCount = t.u16(o + 6),
                      let markArray = t.u16(o + 8), let baseArray = t.u16(o + 10),
                      let markIndex = t.coverageIndex(glyph, coverageAt: o + markCov) else { continue }
                // The base: the previous glyph that is not a mark, whatever the lookup's flags.
                let bases = GlyphSkipper(flags: LayoutLookup.ignoreMarks, markFilteringSet: nil, gdef: run.gdef)
                guard let b = bases.previous(before: i, in: run.infos),
                      let baseIndex = t.coverageIndex(run.infos[b].glyph, coverageAt: o + baseCov) else { continue }
                let anchorRecord: Int, anchorTable: Int
                if lookup.type == 4 {
                    guard let baseCount = t.u16(o + baseArray), baseIndex < baseCount else { continue }
                    anchorTable = o + baseArray
                    anchorRecord = o + baseArray + 2 + baseIndex * 2 * classCount
                } else {
                    guard let ligCount = t.u16(o + baseArray), baseIndex < ligCount,
                          let attachOff = t.u16(o + baseArray + 2 + 2 * baseIndex) else { continue }
                    let attach = o + baseArray + attachOff
                    guard let components = t.u16(attach), components > 0 else { continue }
                    let mark = run.infos[i], lig = run.infos[b]
                    let comp = lig.ligatureID != 0 && lig.ligatureID == mark.ligatureID && mark.ligatureComponent > 0
                        ? min(components, mark.ligatureComponent) - 1 : components - 1
                    anchorTable = attach
                    anchorRecord = attach + 2 + comp * 2 * classCount
                }
                if attachMark(o + markArray, markIndex: markIndex, classCount: classCount, baseAnchors: anchorRecord,
                              anchorTable: anchorTable, base: b, mark: i, run: &run) { return i + 1 }
            case 6:
                guard let m1Cov = t.u16(o + 2), let m2Cov = t.u16(o + 4), let classCount = t.u16(o + 6),
                      let m1Array = t.u16(o + 8), let m2Array = t.u16(o + 10),
                      let markIndex = t.coverageIndex(glyph, coverageAt: o + m1Cov) else { continue }
                let marks = GlyphSkipper(flags: lookup.flags & ~0xE, markFilteringSet: lookup.markFilteringSet, gdef: run.gdef)
                guard let j = marks.previous(before: i, in: run.infos), run.infos[j].glyphClass == .mark,
                      Self.sameLigaturePart(run.infos[i], run.infos[j]),
                      let m2Index = t.coverageIndex(run.infos[j].glyph, coverageAt: o + m2Cov) else { continue }
                if attachMark(o + m1Array, markIndex: markIndex, classCount: classCount,
                              baseAnchors: o + m2Array + 2 + m2Index * 2 * classCount, anchorTable: o + m2Array,
                              base: j, mark: i, run: &run) { return i + 1 }
            case 7, 8:
                let matcher = ContextMatcher(t: t, skipper: skipper, infos: run.infos, mask: mask)
                guard let match = matcher.match(subtable: o, chained: lookup.type == 8, at: i, budget: &run.budget) else { continue }
                if depth < LayoutRun.maxNesting {
                    for record in match.records where record.sequenceIndex < match.positions.count && run.budget > 0 {
                        run.budget -= 1
                        guard let nested = LayoutLookup(t, index: record.lookupIndex, extensionType: 9) else { continue }
                        _ = applyOnce(nested, mask: mask, at: match.positions[record.sequenceIndex], run: &run, depth: depth + 1)
                    }
                }
                return (match.positions.last ?? i) + 1
            default:
                continue
            }
        }
        return nil
    }

    /// Mark-to-mark only within one ligature component (or outside ligatures), as OpenType engines check.
    private static func sameLigaturePart(_ a: GlyphInfo, _ b: GlyphInfo) -> Bool {
        if a.ligatureID == b.ligatureID { return a.ligatureID == 0 || a.ligatureComponent == b.ligatureComponent }
        return (a.ligatureID > 0 && a.ligatureComponent == 0) || (b.ligatureID > 0 && b.ligatureComponent == 0)
    }

    /// GPOS 2: returns where to continue (after the second glyph when it was adjusted too), nil if no pair.
    private func pair(_ o: Int, _ i: Int, _ j: Int, run: inout LayoutRun) -> Int? {
        guard let format = t.u16(o), let cov = t.u16(o + 2), let vf1 = t.u16(o + 4), let vf2 = t.u16(o + 6),
              let ci = t.coverageIndex(run.infos[i].glyph, coverageAt: o + cov) else { return nil }
        let size1 = Self.valueSize(vf1), size2 = Self.valueSize(vf2)
        var record: Int?
        if format == 1 {
            guard let setCount = t.u16(o + 8), ci < setCount, let so = t.u16(o + 10 + 2 * ci), let n = t.u16(o + so) else { return nil }
            let recSize = 2 + size1 + size2
            var lo = 0, hi = n - 1
            let second = Int(run.infos[j].glyph)
            while lo <= hi {
                let mid = (lo + hi) / 2
                guard let g = t.u16(o + so + 2 + mid * recSize) else { return nil }
                if g == second { record = o + so + 2 + mid * recSize + 2; break }
                if g < second { lo = mid + 1 } else { hi = mid - 1 }
            }
        } else if format == 2 {
            guard let cd1 = t.u16(o + 8), let cd2 = t.u16(o + 10), let c1n = t.u16(o + 12), let c2n = t.u16(o + 14) else { return nil }
            let c1 = t.classOf(run.infos[i].glyph, classDefAt: o + cd1), c2 = t.classOf(run.infos[j].glyph, classDefAt: o + cd2)
            guard c1 < c1n, c2 < c2n else { return nil }
            record = o + 16 + (c1 * c2n + c2) * (size1 + size2)
        }
        guard let r = record, r + size1 + size2 <= t.bytes.count else { return nil }
        adjust(&run.positions[i], format: vf1, record: r)
        adjust(&run.positions[j], format: vf2, record: r + size1)
        return vf2 != 0 ? j + 1 : j
    }

    /// GPOS 3: joins this glyph's entry to the previous glyph's exit (Arabic/Nastaliq-style connections).
    private func cursive(_ o: Int, at j: Int, skipper: GlyphSkipper, flags: Int, run: inout LayoutRun) -> Bool {
        guard let cov = t.u16(o + 2), let count = t.u16(o + 4),
              let thisIndex = t.coverageIndex(run.infos[j].glyph, coverageAt: o + cov), thisIndex < count,
              let entryOff = t.u16(o + 6 + 4 * thisIndex), entryOff != 0,
              let i = skipper.previous(before: j, in: run.infos),
              let prevIndex = t.coverageIndex(run.infos[i].glyph, coverageAt: o + cov), prevIndex < count,
              let exitOff = t.u16(o + 6 + 4 * prevIndex + 2), exitOff != 0,
              let entry = anchor(o + entryOff), let exit = anchor(o + exitOff) else { return false }
        switch run.direction {
        case .leftToRight:
            run.positions[i].xAdvance = exit.x + run.positions[i].xOffset
            let d = entry.x + run.positions[j].xOffset
            run.positions[j].xAdvance -= d
            run.positions[j].xOffset -= d
        case .rightToLeft:
            let d = exit.x + run.positions[i].xOffset
            run.positions[i].xAdvance -= d
            run.positions[i].xOffset -= d
            run.positions[j].xAdvance = entry.x + run.positions[j].xOffset
        }
        var child = i, parent = j
        var yOffset = entry.y - exit.y
        if flags & LayoutLookup.rightToLeft == 0 {
            swap(&child, &parent)
            yOffset = -yOffset
        }
        // A chain reversed at this glyph: undo the old link first.
        if run.positions[parent].attachKind == .cursive, parent + run.positions[parent].attachChain == child {
            run.positions[parent].attachChain = 0
            run.positions[parent].attachKind = .none
            run.positions[parent].yOffset = 0
        }
        run.positions[child].attachKind = .cursive
        run.positions[child].attachChain = parent - child
        run.positions[child].yOffset = yOffset
        return true
    }

    /// Places `mark` so its anchor meets the base's anchor for the mark's class. `baseAnchors` is the
    /// base's record of anchor offsets, which count from `anchorTable` (the BaseArray, LigatureAttach or
    /// Mark2Array table).
    private func attachMark(_ markArray: Int, markIndex: Int, classCount: Int, baseAnchors: Int, anchorTable: Int,
                            base: Int, mark: Int, run: inout LayoutRun) -> Bool {
        guard let markCount = t.u16(markArray), markIndex < markCount,
              let markClass = t.u16(markArray + 2 + 4 * markIndex), markClass < classCount,
              let markAnchorOff = t.u16(markArray + 2 + 4 * markIndex + 2),
              let baseAnchorOff = t.u16(baseAnchors + 2 * markClass), baseAnchorOff != 0,
              let markAnchor = anchor(markArray + markAnchorOff), let baseAnchor = anchor(anchorTable + baseAnchorOff) else { return false }
        run.positions[mark].xOffset = baseAnchor.x - markAnchor.x
        run.positions[mark].yOffset = baseAnchor.y - markAnchor.y
        run.positions[mark].attachKind = .mark
        run.positions[mark].attachChain = base - mark
        return true
    }

    /// Anchor formats 1–3 (device tables ignored: no hinting), font units.
    private func anchor(_ o: Int) -> (x: Int, y: Int)? {
        guard let format = t.u16(o), (1...3).contains(format), let x = t.i16(o + 2), let y = t.i16(o + 4) else { return nil }
        return (x, y)
    }

    private static func valueSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// Adds a value record's placement and advance (horizontal text: YAdvance does not move the pen).
    private func adjust(_ p: inout GlyphPosition, format vf: Int, record r: Int) {
        var o = r
        if vf & 0x1 != 0 { p.xOffset += t.i16(o) ?? 0; o += 2 }
        if vf & 0x2 != 0 { p.yOffset += t.i16(o) ?? 0; o += 2 }
        if vf & 0x4 != 0 { p.xAdvance += t.i16(o) ?? 0; o += 2 }
    }

    /// Makes attachment offsets absolute: a mark's offset adds its base's, less the advances between
    /// them (in the run's direction); a cursive chain passes its y offset along.
    static func resolveAttachments(_ positions: inout [GlyphPosition], direction: TextDirection) {
        var resolved = [Bool](repeating: false, count: positions.count)
        func resolve(_ i: Int, depth: Int) {
            guard !resolved[i] else { return }
            resolved[i] = true
            let chain = positions[i].attachChain
            let j = i + chain
            guard chain != 0, j >= 0, j < positions.count, depth < 64 else { return }
            resolve(j, depth: depth + 1)
            switch positions[i].attachKind {
            case .cursive:
                positions[i].yOffset += positions[j].yOffset
            case .mark:
                positions[i].xOffset += positions[j].xOffset
                positions[i].yOffset += positions[j].yOffset
                guard j < i else { return }
                switch direction {
                case .leftToRight:
                    for k in j..<i { positions[i].xOffset -= positions[k].xAdvance }
                case .rightToLeft:
                    for k in (j + 1)...i { positions[i].xOffset += positions[k].xAdvance }
                }
            case .none:
                return
            }
        }
        for i in positions.indices { resolve(i, depth: 0) }
    }
}
