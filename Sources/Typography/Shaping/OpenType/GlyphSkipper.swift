/// Lookup flags applied to one glyph: which glyphs a lookup looks through while matching (marks when
/// `ignoreMarks`, marks outside the filtering set or attachment class, bases, ligatures).
struct GlyphSkipper {
    let flags: Int
    let markFilteringSet: Int?
    let gdef: GlyphDefinitions

    init(_ lookup: LayoutLookup, gdef: GlyphDefinitions) {
        flags = lookup.flags
        markFilteringSet = lookup.markFilteringSet
        self.gdef = gdef
    }

    init(flags: Int, markFilteringSet: Int?, gdef: GlyphDefinitions) {
        self.flags = flags
        self.markFilteringSet = markFilteringSet
        self.gdef = gdef
    }

    func ignores(_ info: GlyphInfo) -> Bool {
        switch info.glyphClass {
        case .base: return flags & LayoutLookup.ignoreBaseGlyphs != 0
        case .ligature: return flags & LayoutLookup.ignoreLigatures != 0
        case .component: return false
        case .mark:
            if flags & LayoutLookup.ignoreMarks != 0 { return true }
            if flags & LayoutLookup.useMarkFilteringSet != 0 {
                return !gdef.markSet(markFilteringSet ?? 0xFFFF, contains: info.glyph)
            }
            let attachType = flags >> 8
            return attachType != 0 && info.markAttachClass != attachType
        }
    }

    /// The next glyph after `i` that is not skipped, or nil.
    func next(after i: Int, in infos: [GlyphInfo]) -> Int? {
        var j = i + 1
        while j < infos.count {
            if !ignores(infos[j]) { return j }
            j += 1
        }
        return nil
    }

    /// The previous glyph before `i` that is not skipped, or nil.
    func previous(before i: Int, in infos: [GlyphInfo]) -> Int? {
        var j = i - 1
        while j >= 0 {
            if !ignores(infos[j]) { return j }
            j -= 1
        }
        return nil
    }
}
