/// The Indic shaper's work between GSUB stages (OpenType's Devanagari shaping specification, in the
/// form HarfBuzz implements it, new-spec `dev2` behaviour): syllables, dotted circles for broken
/// clusters, the initial reordering (base consonant, reph, pre-base matras, per-syllable feature masks)
/// before the basic forms, and the final reordering (pre-base matras after half forms, reph, pre-base
/// reordering consonants) before the presentation forms.
struct IndicReordering {
    let gsub: GlyphSubstitution
    let map: LayoutFeatureMap
    let plan: ShapingPlan
    let viramaGlyph: UInt16
    let dottedCircleGlyph: UInt16

    /// Mask bit of a form feature, 0 when the font lacks the feature (its logic is then skipped).
    private func mask(_ tag: String) -> UInt32 { map.foundTags.contains(tag) ? ShapingPlan.indicMasks[tag] ?? 0 : 0 }

    static func setProperties(_ infos: inout [GlyphInfo]) {
        for i in infos.indices {
            (infos[i].indicCategory, infos[i].indicPosition) = IndicCharacter.properties(infos[i].codepoint)
        }
    }

    static func findSyllables(_ run: inout LayoutRun) {
        let syllables = IndicSyllables.find(run.infos.map(\.indicCategory))
        for i in run.infos.indices { run.infos[i].syllable = syllables[i] }
    }

    /// Each syllable as a range of the run (glyphs sharing a syllable value).
    private static func syllableRanges(_ infos: [GlyphInfo]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while start < infos.count {
            var end = start + 1
            while end < infos.count, infos[end].syllable == infos[start].syllable { end += 1 }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    // MARK: Character classes (a ligated glyph is no longer any of them)

    private func isOne(_ info: GlyphInfo, _ categories: Set<IndicCategory>) -> Bool {
        !info.ligated && categories.contains(info.indicCategory)
    }
    private func isConsonant(_ info: GlyphInfo) -> Bool {
        isOne(info, [.consonant, .consonantWithStacker, .ra, .consonantMedial, .vowel, .placeholder, .dottedCircle])
    }
    private func isJoiner(_ info: GlyphInfo) -> Bool { isOne(info, [.zwj, .zwnj]) }
    private func isHalant(_ info: GlyphInfo) -> Bool { isOne(info, [.halant]) }

    private func wouldSubstitute(_ feature: String, _ glyphs: [UInt16]) -> Bool {
        guard let stage = plan.gsubStage(of: feature), map.foundTags.contains(feature) else { return false }
        return gsub.wouldSubstitute(glyphs, lookups: map.lookups(inStage: stage), zeroContext: true)
    }

    // MARK: Initial reordering

    func initialReordering(_ run: inout LayoutRun) {
        updateConsonantPositions(&run.infos)
        insertDottedCircles(&run)
        for range in Self.syllableRanges(run.infos) {
            switch IndicSyllables.kind(range.isEmpty ? 0 : run.infos[range.lowerBound].syllable) {
            case .consonant, .vowel, .standalone, .broken: reorderSyllable(&run, range.lowerBound, range.upperBound)
            case .symbol, .nonIndic: break
            }
        }
    }

    /// A consonant is below-base or post-base when the font forms it so after (or before) a virama.
    private func updateConsonantPositions(_ infos: inout [GlyphInfo]) {
        guard viramaGlyph != 0 else { return }
        var cache: [UInt16: IndicPosition] = [:]
        for i in infos.indices where infos[i].indicPosition == .baseConsonant {
            let consonant = infos[i].glyph
            if let known = cache[consonant] { infos[i].indicPosition = known; continue }
            let before = [viramaGlyph, consonant], after = [consonant, viramaGlyph]
            let position: IndicPosition
            if wouldSubstitute("blwf", before) || wouldSubstitute("blwf", after) || wouldSubstitute("vatu", before) || wouldSubstitute("vatu", after) {
                position = .belowConsonant
            } else if wouldSubstitute("pstf", before) || wouldSubstitute("pstf", after) || wouldSubstitute("pref", before) || wouldSubstitute("pref", after) {
                position = .postConsonant
            } else {
                position = .baseConsonant
            }
            cache[consonant] = position
            infos[i].indicPosition = position
        }
    }

    /// A broken cluster (a matra, virama or modifier with no consonant) starts with a dotted circle,
    /// in the cluster of its first character.
    private func insertDottedCircles(_ run: inout LayoutRun) {
        guard dottedCircleGlyph != 0, run.infos.contains(where: { IndicSyllables.kind($0.syllable) == .broken }) else { return }
        var out: [GlyphInfo] = []
        out.reserveCapacity(run.infos.count + 4)
        var last: UInt8 = 0
        for info in run.infos {
            if info.syllable != last, IndicSyllables.kind(info.syllable) == .broken, out.count < run.maxLength {
                var circle = info
                circle.glyph = dottedCircleGlyph
                circle.codepoint = IndicCharacter.dottedCircle
                circle.indicCategory = .dottedCircle
                circle.indicPosition = .end
                circle.ligatureID = 0
                circle.ligatureComponent = 0
                circle.componentCount = 1
                circle.substituted = false
                circle.ligated = false
                circle.multiplied = false
                out.append(circle)
                last = info.syllable
            }
            out.append(info)
        }
        run.infos = out
        for i in run.infos.indices where run.infos[i].codepoint == IndicCharacter.dottedCircle && run.infos[i].indicPosition == .end {
            run.classify(i)
        }
    }

    private func reorderSyllable(_ run: inout LayoutRun, _ start: Int, _ end: Int) {
        // Worked on out of the run (moved, not copied: the run holds no reference meanwhile).
        var infos = run.infos
        run.infos = []
        defer { run.infos = infos }
        // 1. The base consonant: from the end, the first consonant without a below-base or post-base form;
        //    an initial Ra + virama that forms a reph is not a candidate.
        var base = end
        var hasReph = false
        var limit = start
        if mask("rphf") != 0, start + 3 <= end, !isJoiner(infos[start + 2]),
           wouldSubstitute("rphf", [infos[start].glyph, infos[start + 1].glyph]) {
            limit += 2
            while limit < end, isJoiner(infos[limit]) { limit += 1 }
            base = start
            hasReph = true
        }
        var i = end
        var seenBelow = false
        repeat {
            i -= 1
            if isConsonant(infos[i]) {
                if infos[i].indicPosition != .belowConsonant && (infos[i].indicPosition != .postConsonant || seenBelow) {
                    base = i
                    break
                }
                if infos[i].indicPosition == .belowConsonant { seenBelow = true }
                base = i
            } else if start < i, infos[i].indicCategory == .zwj, infos[i - 1].indicCategory == .halant {
                break   // ZWJ after a virama asks for a half form: the base is after it
            }
        } while i > limit
        if hasReph && base == start && limit - base <= 2 { hasReph = false }

        // 2. Positions: before the base pre-base, the base, the reph; marks move with what they follow.
        for k in start..<base { infos[k].indicPosition = min(.preConsonant, infos[k].indicPosition) }
        if base < end { infos[base].indicPosition = .baseConsonant }
        if hasReph { infos[start].indicPosition = .raToBecomeReph }
        var lastPosition = IndicPosition.start
        for k in start..<end {
            let category = infos[k].indicCategory
            if [.zwj, .zwnj, .nukta, .registerShifter, .consonantMedial, .halant].contains(category) {
                infos[k].indicPosition = lastPosition
                if category == .halant && infos[k].indicPosition == .preMatra {
                    // A virama after a left matra stays with what came before the matra.
                    var j = k
                    while j > start {
                        if infos[j - 1].indicPosition != .preMatra { infos[k].indicPosition = infos[j - 1].indicPosition; break }
                        j -= 1
                    }
                }
            } else if infos[k].indicPosition != .syllableModifierOrVedic {
                if category == .matraPost, k > start, infos[k - 1].indicCategory == .syllableModifier {
                    infos[k - 1].indicPosition = infos[k].indicPosition
                }
                lastPosition = infos[k].indicPosition
            }
        }
        // Post-base consonants own what is between them and the previous consonant or matra.
        var last = base
        var k = base + 1
        while k < end {
            if isConsonant(infos[k]) {
                for j in (last + 1)..<k where infos[j].indicPosition < .syllableModifierOrVedic {
                    infos[j].indicPosition = infos[k].indicPosition
                }
                last = k
            } else if [.matra, .matraPost].contains(infos[k].indicCategory) {
                last = k
            }
            k += 1
        }

        // 3. Sort by position (stable), remembering where each glyph came from.
        var origins = Array(0..<(end - start))
        let sorted = zip(infos[start..<end], origins).enumerated()
            .sorted { ($0.element.0.indicPosition, $0.offset) < ($1.element.0.indicPosition, $1.offset) }
        infos.replaceSubrange(start..<end, with: sorted.map(\.element.0))
        origins = sorted.map(\.element.1)
        func reverse(_ range: ClosedRange<Int>) {
            infos[range].reverse()
            origins[(range.lowerBound - start)...(range.upperBound - start)].reverse()
        }
        var firstLeftMatra = end, lastLeftMatra = end
        base = end
        for k in start..<end {
            if infos[k].indicPosition == .baseConsonant { base = k; break }
            if infos[k].indicPosition == .preMatra {
                if firstLeftMatra == end { firstLeftMatra = k }
                lastLeftMatra = k
            }
        }
        if firstLeftMatra < lastLeftMatra {
            // Several left matras keep their logical order (each with the nukta or virama after it).
            reverse(firstLeftMatra...lastLeftMatra)
            var from = firstLeftMatra
            for j in firstLeftMatra...lastLeftMatra where [.matra, .matraPost].contains(infos[j].indicCategory) {
                reverse(from...j)
                from = j + 1
            }
        }
        // Glyphs that moved across the base merge the clusters they moved over (per permutation cycle).
        run.infos = infos
        infos = []
        if end - start > 127 {
            run.mergeClusters(base, end)
        } else {
            var pending = origins.map { Optional($0) }
            for k in base..<max(base, end) {
                guard let origin = pending[k - start] else { continue }
                var low = k, high = k
                var j = start + origin
                while j != k {
                    low = min(low, j)
                    high = max(high, j)
                    guard let next = pending[j - start] else { break }
                    pending[j - start] = nil
                    j = start + next
                }
                run.mergeClusters(max(base, low), high + 1)
            }
        }
        infos = run.infos
        run.infos = []

        // 4. Feature masks: reph; half and below forms before the base; below, above and post forms after it.
        var r = start
        while r < end, infos[r].indicPosition == .raToBecomeReph {
            infos[r].mask |= mask("rphf")
            r += 1
        }
        let preBase = mask("half") | mask("blwf")
        for k in start..<base { infos[k].mask |= preBase }
        let postBase = mask("blwf") | mask("abvf") | mask("pstf")
        for k in min(base + 1, end)..<end { infos[k].mask |= postBase }
        if mask("pref") != 0, base + 2 < end {
            for k in (base + 1)..<(end - 1) where wouldSubstitute("pref", [infos[k].glyph, infos[k + 1].glyph]) {
                infos[k].mask |= mask("pref")
                infos[k + 1].mask |= mask("pref")
                break
            }
        }
        // ZWNJ stops half forms of what precedes it, back to the previous consonant.
        for k in (start + 1)..<max(start + 1, end) where isJoiner(infos[k]) {
            let nonJoiner = infos[k].indicCategory == .zwnj
            var j = k
            repeat {
                j -= 1
                if nonJoiner { infos[j].mask &= ~mask("half") }
            } while j > start && !isConsonant(infos[j])
        }
    }

    // MARK: Final reordering

    func finalReordering(_ run: inout LayoutRun) {
        for range in Self.syllableRanges(run.infos) where !range.isEmpty {
            finalReorderSyllable(&run, range.lowerBound, range.upperBound)
        }
    }

    private func finalReorderSyllable(_ run: inout LayoutRun, _ start: Int, _ end: Int) {
        // A virama that came out of a ligature and a multiple substitution is a virama again.
        if viramaGlyph != 0 {
            for i in start..<end where run.infos[i].glyph == viramaGlyph && run.infos[i].ligated && run.infos[i].multiplied {
                run.infos[i].indicCategory = .halant
                run.infos[i].ligated = false
                run.infos[i].multiplied = false
            }
        }
        let prefMask = mask("pref")
        var tryPref = prefMask != 0
        func formedLigature(_ info: GlyphInfo) -> Bool { info.ligated && !info.multiplied }

        // The base again.
        var base = start
        while base < end {
            if run.infos[base].indicPosition >= .baseConsonant {
                if tryPref && base + 1 < end {
                    for i in (base + 1)..<end where run.infos[i].mask & prefMask != 0 {
                        if !(run.infos[i].substituted && formedLigature(run.infos[i])) {
                            // A pre-base-reordering candidate that formed nothing: the base is around here.
                            base = i
                            while base < end, isHalant(run.infos[base]) { base += 1 }
                            if base < end { run.infos[base].indicPosition = .baseConsonant }
                            tryPref = false
                        }
                        break
                    }
                    if base >= end { base = end - 1 }
                }
                if start < base, run.infos[base].indicPosition > .baseConsonant { base -= 1 }
                break
            }
            base += 1
        }
        if base == end, start < base, isOne(run.infos[base - 1], [.zwj]) { base -= 1 }
        if base < end {
            while start < base, isOne(run.infos[base], [.nukta, .halant]) { base -= 1 }
        }

        // Pre-base matras move after the last standalone virama before the base (past half forms).
        if start + 1 < end && start < base {
            var newPosition = base == end ? base - 2 : base - 1
            search: while true {
                while newPosition > start, !isOne(run.infos[newPosition], [.matra, .matraPost, .halant]) { newPosition -= 1 }
                if isHalant(run.infos[newPosition]), run.infos[newPosition].indicPosition != .preMatra {
                    // Not past a virama followed by ZWJ: keep searching before it.
                    if newPosition + 1 < end, run.infos[newPosition + 1].indicCategory == .zwj, newPosition > start {
                        newPosition -= 1
                        continue search
                    }
                } else {
                    newPosition = start
                }
                break
            }
            if start < newPosition, run.infos[newPosition].indicPosition != .preMatra {
                var i = newPosition
                while i > start {
                    if run.infos[i - 1].indicPosition == .preMatra {
                        let oldPosition = i - 1
                        if oldPosition < base && base <= newPosition { base -= 1 }
                        run.infos.move(from: oldPosition, to: newPosition)
                        run.mergeClusters(newPosition, min(end, base + 1))
                        newPosition -= 1
                    }
                    i -= 1
                }
            } else {
                for i in start..<base where run.infos[i].indicPosition == .preMatra {
                    run.mergeClusters(i, min(end, base + 1))
                    break
                }
            }
        }

        // Reph: only if Ra + virama formed it. Devanagari puts it before post-base forms: after the first
        // standalone virama after it, else at the end of the syllable (before syllable modifiers).
        if start + 1 < end, run.infos[start].indicPosition == .raToBecomeReph,
           (run.infos[start].indicCategory == .repha) != formedLigature(run.infos[start]) {
            var newRephPosition = start + 1
            while newRephPosition < base, !isHalant(run.infos[newRephPosition]) { newRephPosition += 1 }
            if newRephPosition < base, isHalant(run.infos[newRephPosition]) {
                if newRephPosition + 1 < base, isJoiner(run.infos[newRephPosition + 1]) { newRephPosition += 1 }
            } else {
                newRephPosition = end - 1
                while newRephPosition > start, run.infos[newRephPosition].indicPosition == .syllableModifierOrVedic { newRephPosition -= 1 }
                if isHalant(run.infos[newRephPosition]) {
                    // After a matra + virama, the reph goes before that virama.
                    var i = base + 1
                    while i < newRephPosition {
                        if [.matra, .matraPost].contains(run.infos[i].indicCategory) { newRephPosition -= 1 }
                        i += 1
                    }
                }
            }
            run.mergeClusters(start, newRephPosition + 1)
            run.infos.move(from: start, to: newRephPosition)
            if start < base && base <= newRephPosition { base -= 1 }
        }

        // Pre-base-reordering consonants that formed move before the base like pre-base matras.
        if tryPref && base + 1 < end {
            for i in (base + 1)..<end where run.infos[i].mask & prefMask != 0 {
                if formedLigature(run.infos[i]) {
                    var newPosition = base
                    while newPosition > start, !isOne(run.infos[newPosition - 1], [.matra, .matraPost, .halant]) { newPosition -= 1 }
                    if newPosition > start, isHalant(run.infos[newPosition - 1]), newPosition < end, isJoiner(run.infos[newPosition]) {
                        newPosition += 1
                    }
                    run.mergeClusters(newPosition, i + 1)
                    run.infos.move(from: i, to: newPosition)
                    if newPosition <= base && base < i { base += 1 }
                }
                break
            }
        }

        // `init` for a left matra at the start of a word.
        if run.infos[start].indicPosition == .preMatra {
            let wordStart = start == 0 || !Self.isLetterOrMarkOrFormat(run.infos[start - 1].codepoint)
            if wordStart { run.infos[start].mask |= mask("init") }
        }
    }

    /// General categories Cf, Cn, Co, Cs, L*, M* (what does not start a word before a left matra).
    private static func isLetterOrMarkOrFormat(_ v: UInt32) -> Bool {
        guard let s = Unicode.Scalar(v) else { return true }
        switch s.properties.generalCategory {
        case .format, .unassigned, .privateUse, .surrogate, .lowercaseLetter, .modifierLetter, .otherLetter, .titlecaseLetter,
             .uppercaseLetter, .spacingMark, .enclosingMark, .nonspacingMark: return true
        default: return false
        }
    }
}

extension Array {
    /// Moves one element to `destination`, shifting those between by one (in place, in the syllable only).
    fileprivate mutating func move(from source: Int, to destination: Int) {
        if source < destination {
            for k in source..<destination { swapAt(k, k + 1) }
        } else {
            for k in stride(from: source, to: destination, by: -1) { swapAt(k, k - 1) }
        }
    }
}
