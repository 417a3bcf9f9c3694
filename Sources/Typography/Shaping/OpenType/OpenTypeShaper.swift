/// One glyph out of the OpenType shaper, in font units (y up), like an OpenType engine's output.
package struct ShapedGlyph: Sendable, Hashable {
    package var glyph: UInt16
    /// Scalar index in the shaped text of the first character the glyph belongs to.
    package var cluster: Int
    package var xAdvance: Int
    package var xOffset: Int
    package var yOffset: Int
}

/// The layout tables of one face, parsed on demand (`Sendable`: shaping runs outside the library's lock).
package struct OpenTypeFaceTables: Sendable {
    let gsub: GlyphSubstitution
    let gpos: GlyphPositioning
    let gdef: GlyphDefinitions
    package let unitsPerEm: Int

    /// From the raw tables (empty arrays for tables a face lacks); nothing is read until shaping.
    package init(gsub: [UInt8], gpos: [UInt8], gdef: [UInt8], unitsPerEm: Int) {
        self.gsub = GlyphSubstitution(gsub: gsub)
        self.gpos = GlyphPositioning(gpos: gpos)
        self.gdef = GlyphDefinitions(gdef: gdef)
        self.unitsPerEm = unitsPerEm
    }
}

/// Shapes a run of one face, script and direction with the face's GSUB and GPOS: cmap → glyphs, the
/// script's preprocessing (Arabic joining forms, Thai/Lao SARA AM), substitutions, positions, mark
/// advances zeroed, attachments resolved. Glyphs come out in logical order; for right-to-left runs the
/// line reorderer reverses them (clusters say which characters each glyph belongs to).
package struct OpenTypeShaper {
    package let library: FontLibrary

    package init(library: FontLibrary) { self.library = library }

    package func shape(_ scalars: [Unicode.Scalar], face: FontCatalog.Face, script: ShapingScript,
                       direction: TextDirection) -> [ShapedGlyph] {
        guard !scalars.isEmpty, let tables = library.openTypeTables(face) else { return [] }
        var text = scalars.map(\.value)
        var clusters = Array(scalars.indices)
        if script == .thai || script == .lao { Self.decomposeSaraAm(&text, &clusters) }
        Self.formClusters(text, &clusters)
        if script == .devanagari {
            DevanagariText.insertVowelConstraintCircles(&text, &clusters)
            DevanagariText.decomposeNuktaForms(&text, &clusters) { library.glyph(face, $0) != 0 }
        }
        Self.reorderMarks(&text, &clusters)
        let nominal = text.map { library.glyph(face, $0) }
        let upem = Double(tables.unitsPerEm)
        return Self.layout(text: text, clusters: clusters, glyphs: nominal, tables: tables, script: script, direction: direction,
                           space: library.glyph(face, 0x20), nominalGlyph: { library.glyph(face, $0) },
                           legacyKerning: { library.legacyKerningUnits(face, $0, $1) }) {
            Int((library.advance(face, $0) * upem).rounded())
        }
    }

    /// The engine proper, on nominal glyphs: joining forms, GSUB, advances, GPOS, mark advances zeroed,
    /// default ignorables hidden (drawn as a zero-width `space`), attachments resolved. Public to the
    /// package so the fuzz target can feed it damaged tables.
    /// `nominalGlyph` maps characters the shaper inserts or needs (dotted circle, virama) to glyphs.
    package static func layout(text: [UInt32], clusters: [Int], glyphs: [UInt16], tables: OpenTypeFaceTables,
                               script: ShapingScript, direction: TextDirection, space: UInt16,
                               nominalGlyph: (UInt32) -> UInt16 = { _ in 0 },
                               legacyKerning: ((UInt16, UInt16) -> Int)? = nil,
                               advance: (UInt16) -> Int) -> [ShapedGlyph] {
        let plan = ShapingPlan(script: script, direction: direction)
        let forms = script == .arabic ? ArabicJoining.forms(text.map { Unicode.Scalar($0) ?? " " }) : []
        var infos: [GlyphInfo] = []
        infos.reserveCapacity(text.count)
        for (i, v) in text.enumerated() where i < glyphs.count && i < clusters.count {
            var mask = ShapingPlan.globalMask
            if i < forms.count, let form = forms[i] { mask |= ShapingPlan.formMask(form) }
            let isMark = Unicode.Scalar(v)?.properties.generalCategory == .nonspacingMark
            infos.append(GlyphInfo(glyph: glyphs[i], codepoint: v, cluster: clusters[i], mask: mask,
                                   glyphClass: isMark ? .mark : .base, markAttachClass: 0))
        }
        var run = LayoutRun(infos: infos, gdef: tables.gdef, direction: direction)
        for i in run.infos.indices where tables.gdef.hasGlyphClasses { run.classify(i) }
        let substitutions = LayoutFeatureMap(table: tables.gsub.t, scriptTags: script.tags, features: plan.gsubFeatures,
                                             perSyllable: plan.perSyllableFeatures)
        if plan.indicPauses.isEmpty {
            tables.gsub.apply(substitutions, to: &run)
        } else {
            IndicReordering.setProperties(&run.infos)
            let indic = IndicReordering(gsub: tables.gsub, map: substitutions, plan: plan, viramaGlyph: nominalGlyph(IndicCharacter.halant),
                                        dottedCircleGlyph: nominalGlyph(IndicCharacter.dottedCircle))
            // Pauses run in order even where the font has no lookups in a stage.
            var pausesDone = Set<Int>()
            let pause = { (stage: Int, run: inout LayoutRun) in
                for (s, step) in plan.indicPauses.sorted(by: { $0.key < $1.key }) where s <= stage && !pausesDone.contains(s) {
                    pausesDone.insert(s)
                    switch step {
                    case .findSyllables: IndicReordering.findSyllables(&run)
                    case .initialReordering: indic.initialReordering(&run)
                    case .finalReordering: indic.finalReordering(&run)
                    }
                }
            }
            tables.gsub.apply(substitutions, to: &run, beforeStage: pause)
            pause(Int.max, &run)
        }
        run.positions = run.infos.map { GlyphPosition(xAdvance: advance($0.glyph)) }
        let positioning = LayoutFeatureMap(table: tables.gpos.t, scriptTags: script.tags, features: plan.gposFeatures)
        tables.gpos.apply(positioning, to: &run)
        if let legacyKerning, !positioning.foundTags.contains("kern") { Self.applyLegacyKerning(&run, legacyKerning) }
        if plan.zeroesMarkAdvances {
            for i in run.infos.indices where run.infos[i].glyphClass == .mark { run.positions[i].xAdvance = 0 }
        }
        var hidden: [Int] = []
        for i in run.infos.indices where Unicode.Scalar(run.infos[i].codepoint)?.properties.isDefaultIgnorableCodePoint == true {
            run.positions[i].xAdvance = 0
            hidden.append(i)
        }
        GlyphPositioning.resolveAttachments(&run.positions, direction: direction)
        for i in hidden {
            run.infos[i].glyph = space
            run.positions[i].xOffset = 0
            run.positions[i].yOffset = 0
        }
        return zip(run.infos, run.positions).map {
            ShapedGlyph(glyph: $0.glyph, cluster: $0.cluster, xAdvance: $1.xAdvance, xOffset: $1.xOffset, yOffset: $1.yOffset)
        }
    }

    /// A face whose kerning is only in the legacy `kern` table (Open Sans): each pair of neighbours, marks
    /// skipped, is kerned as HarfBuzz applies that table when GPOS has no `kern` feature: half the value
    /// (rounded down) on the first glyph's advance, the rest on the second's advance and offset.
    private static func applyLegacyKerning(_ run: inout LayoutRun, _ kerning: (UInt16, UInt16) -> Int) {
        var i = run.infos.firstIndex { $0.glyphClass != .mark } ?? run.infos.count
        while i < run.infos.count {
            guard let j = run.infos[(i + 1)...].firstIndex(where: { $0.glyphClass != .mark }) else { break }
            let kern = kerning(run.infos[i].glyph, run.infos[j].glyph)
            if kern != 0 {
                let first = kern >> 1, second = kern - first
                run.positions[i].xAdvance += first
                run.positions[j].xAdvance += second
                run.positions[j].xOffset += second
            }
            i = j
        }
    }

    /// A base and what continues it share the base's cluster (grapheme-level clusters, as OpenType
    /// engines form them): combining marks, ZWJ and the pictograph after it, skin-tone modifiers,
    /// half-width kana voicing marks, tag characters.
    private static func formClusters(_ text: [UInt32], _ clusters: inout [Int]) {
        var afterJoiner = false
        for i in text.indices.dropFirst() {
            guard let s = Unicode.Scalar(text[i]) else { continue }
            let v = text[i]
            var continues: Bool
            switch s.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continues = true
            default: continues = v == 0x200D || (0x1F3FB...0x1F3FF).contains(v) || (0xFF9E...0xFF9F).contains(v) || (0xE0020...0xE007F).contains(v)
            }
            if afterJoiner && s.properties.isEmoji { continues = true }
            afterJoiner = v == 0x200D
            if continues { clusters[i] = clusters[i - 1] }
        }
    }

    /// Sorts each run of combining marks by combining class, with the classes OpenType engines modify:
    /// Hebrew points in the SBL order, Arabic shadda before the vowel marks, Thai/Lao below vowels first.
    private static func reorderMarks(_ text: inout [UInt32], _ clusters: inout [Int]) {
        var i = 0
        while i < text.count {
            guard modifiedCombiningClass(text[i]) != 0 else { i += 1; continue }
            var end = i
            while end < text.count, modifiedCombiningClass(text[end]) != 0 { end += 1 }
            if end - i > 1 {
                let sorted = zip(text[i..<end], clusters[i..<end]).enumerated()
                    .sorted { (modifiedCombiningClass($0.element.0), $0.offset) < (modifiedCombiningClass($1.element.0), $1.offset) }
                text.replaceSubrange(i..<end, with: sorted.map(\.element.0))
                clusters.replaceSubrange(i..<end, with: sorted.map(\.element.1))
            }
            i = end
        }
    }

    static func modifiedCombiningClass(_ v: UInt32) -> Int {
        guard let s = Unicode.Scalar(v) else { return 0 }
        let ccc = Int(s.properties.canonicalCombiningClass.rawValue)
        switch ccc {
        case 10...26:   // Hebrew: sheva … point varika, SBL Hebrew manual order
            return [22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26][ccc - 10]
        case 27...32: return ccc + 1   // Arabic: shadda (33) moves before fathatan … kasra
        case 33: return 27
        case 103: return 3             // Thai SARA U / UU
        default: return ccc
        }
    }

    /// Thai SARA AM (U+0E33) and Lao AM (U+0EB3) are NIKHAHIT + SARA AA: the NIKHAHIT moves before the tone
    /// marks above the consonant, and all of it joins the consonant's cluster, as Thai shapers do.
    private static func decomposeSaraAm(_ text: inout [UInt32], _ clusters: inout [Int]) {
        var i = 0
        while i < text.count {
            let v = text[i]
            guard v == 0x0E33 || v == 0x0EB3 else { i += 1; continue }
            let nikhahit: UInt32 = v == 0x0E33 ? 0x0E4D : 0x0ECD
            let saraAa: UInt32 = v == 0x0E33 ? 0x0E32 : 0x0EB2
            text.replaceSubrange(i...i, with: [nikhahit, saraAa])
            clusters.insert(clusters[i], at: i + 1)
            // Move NIKHAHIT back over the above-base marks before it.
            var start = i
            while start > 0, isAboveBaseMark(text[start - 1]) { start -= 1 }
            if start < i {
                text.remove(at: i)
                text.insert(nikhahit, at: start)
            }
            let base = max(start - 1, 0)
            let cluster = clusters[base...(i + 1)].min() ?? clusters[i]
            for k in base...(i + 1) { clusters[k] = cluster }
            i += 2
        }
    }

    private static func isAboveBaseMark(_ v: UInt32) -> Bool {
        switch v {
        case 0x0E31, 0x0E34...0x0E37, 0x0E47...0x0E4E, 0x0EB1, 0x0EB4...0x0EB7, 0x0EBB, 0x0EC8...0x0ECD: return true
        default: return false
        }
    }
}
