/// A run being shaped: glyphs and positions side by side, with the font's GDEF and a work budget so a
/// hostile font (lookups that call each other, ever-growing multiple substitutions) ends, never hangs.
struct LayoutRun {
    var infos: [GlyphInfo]
    var positions: [GlyphPosition] = []
    let gdef: GlyphDefinitions
    let direction: TextDirection
    var nextLigatureID = 1
    /// Whether the lookup being applied stays inside syllables (set per lookup by the feature map).
    var perSyllable = false
    /// Lookup applications left; when spent, the remaining lookups are skipped.
    var budget: Int
    /// Nested (contextual) lookups deeper than this are not applied (a cycle in the font).
    static let maxNesting = 16
    /// A run never grows past this many glyphs through multiple substitutions.
    let maxLength: Int

    init(infos: [GlyphInfo], gdef: GlyphDefinitions, direction: TextDirection) {
        self.infos = infos
        self.gdef = gdef
        self.direction = direction
        budget = max(infos.count * 64, 4096) * 16
        maxLength = max(infos.count * 32, 1024)
    }

    /// Runs one lookup over the whole run: at each glyph it may touch (mask, lookup flags) `applyOnce`
    /// says where to go on, or nil when nothing matched; at least `minimumStep` glyphs further.
    mutating func applyLookup(_ lookup: LayoutLookup, mask: UInt32, minimumStep: Int, _ applyOnce: (Int, inout LayoutRun) -> Int?) {
        let skipper = GlyphSkipper(lookup, gdef: gdef)
        var i = 0
        while i < infos.count && budget > 0 {
            budget -= 1
            if infos[i].mask & mask != 0, !skipper.ignores(infos[i]), let next = applyOnce(i, &self) {
                i = max(next, i + minimumStep)
            } else {
                i += 1
            }
        }
    }

    /// Replaces a glyph, re-reading its GDEF classes.
    mutating func setGlyph(_ i: Int, _ glyph: UInt16) {
        infos[i].glyph = glyph
        infos[i].substituted = true
        classify(i)
    }

    mutating func classify(_ i: Int) {
        if let cls = gdef.glyphClass(infos[i].glyph) { infos[i].glyphClass = cls }
        infos[i].markAttachClass = gdef.markAttachClass(infos[i].glyph)
    }

    /// Merges the clusters of `start..<end` (and the glyphs around that share their clusters) into the
    /// smallest, so a ligature and its marks keep one cluster.
    mutating func mergeClusters(_ start: Int, _ end: Int) {
        guard start < end, end <= infos.count else { return }
        let cluster = infos[start..<end].map(\.cluster).min() ?? infos[start].cluster
        var s = start, e = end
        while e < infos.count, infos[e].cluster == infos[e - 1].cluster { e += 1 }
        while s > 0, infos[s - 1].cluster == infos[s].cluster { s -= 1 }
        for k in s..<e { infos[k].cluster = cluster }
    }
}
