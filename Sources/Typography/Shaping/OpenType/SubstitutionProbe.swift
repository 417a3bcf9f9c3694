/// Whether a GSUB lookup would substitute exactly a given glyph sequence, taken out of any context
/// (OpenType's "would apply" test). The Indic shaper asks it which consonants have below-base or
/// post-base forms and whether Ra + virama forms a reph in this font, as the Indic shaping
/// specification and HarfBuzz do: the same sequence, the same answer. With `zeroContext`, chained rules
/// that need glyphs before or after do not count.
extension GlyphSubstitution {
    func wouldSubstitute(_ glyphs: [UInt16], lookups: [Int], zeroContext: Bool) -> Bool {
        lookups.contains { index in
            guard let lookup = LayoutLookup(t, index: index, extensionType: 7) else { return false }
            return lookup.subtables.contains { wouldApply(lookup.type, subtable: $0, glyphs, zeroContext: zeroContext) }
        }
    }

    private func wouldApply(_ type: Int, subtable o: Int, _ glyphs: [UInt16], zeroContext: Bool) -> Bool {
        guard let first = glyphs.first else { return false }
        func covered(_ coverage: Int?) -> Int? { coverage.flatMap { t.coverageIndex(first, coverageAt: o + $0) } }
        switch type {
        case 1, 2, 3:
            return glyphs.count == 1 && covered(t.u16(o + 2)) != nil
        case 8:
            guard glyphs.count == 1, covered(t.u16(o + 2)) != nil, let bc = t.u16(o + 4) else { return false }
            return !zeroContext || (bc == 0 && t.u16(o + 6 + 2 * bc) == 0)
        case 4:
            guard let ci = covered(t.u16(o + 2)), let setCount = t.u16(o + 4), ci < setCount,
                  let so = t.u16(o + 6 + 2 * ci), let n = t.u16(o + so) else { return false }
            return (0..<n).contains { l in
                guard let lo = t.u16(o + so + 2 + 2 * l), let count = t.u16(o + so + lo + 2), count == glyphs.count else { return false }
                return (1..<count).allSatisfy { t.u16(o + so + lo + 2 + 2 * $0) == Int(glyphs[$0]) }
            }
        case 5, 6:
            return wouldMatchContext(subtable: o, chained: type == 6, glyphs, zeroContext: zeroContext)
        default:
            return false
        }
    }

    /// Context rules: some rule's input is exactly `glyphs` (format 3 does not test the first glyph,
    /// as HarfBuzz does not).
    private func wouldMatchContext(subtable o: Int, chained: Bool, _ glyphs: [UInt16], zeroContext: Bool) -> Bool {
        guard let format = t.u16(o), let first = glyphs.first else { return false }
        switch format {
        case 1, 2:
            let set: Int?
            var inputClassDef: Int? = nil
            if format == 1 {
                guard let cov = t.u16(o + 2), let ci = t.coverageIndex(first, coverageAt: o + cov), let count = t.u16(o + 4),
                      ci < count else { return false }
                set = t.u16(o + 6 + 2 * ci)
            } else {
                guard let cd = t.u16(o + (chained ? 6 : 4)), let count = t.u16(o + (chained ? 10 : 6)) else { return false }
                inputClassDef = o + cd
                let cls = t.classOf(first, classDefAt: o + cd)
                guard cls < count else { return false }
                set = t.u16(o + (chained ? 12 : 8) + 2 * cls)
            }
            guard let so = set, so != 0, let ruleCount = t.u16(o + so) else { return false }
            let s = o + so
            return (0..<ruleCount).contains { r in
                guard let ro = t.u16(s + 2 + 2 * r) else { return false }
                var p = s + ro
                if chained {
                    guard let bc = t.u16(p) else { return false }
                    if zeroContext && bc != 0 { return false }
                    p += 2 + 2 * bc
                }
                guard let ic = t.u16(p), ic == glyphs.count else { return false }
                if chained {
                    guard let lc = t.u16(p + 2 * ic), !zeroContext || lc == 0 else { return false }
                    p += 2
                } else {
                    p += 4
                }
                return (1..<max(ic, 1)).allSatisfy { k in
                    guard let value = t.u16(p + 2 * (k - 1)) else { return false }
                    if let cd = inputClassDef { return t.classOf(glyphs[k], classDefAt: cd) == value }
                    return Int(glyphs[k]) == value
                }
            }
        case 3:
            var p = o + 2
            if chained {
                guard let bc = t.u16(p), !zeroContext || bc == 0 else { return false }
                p += 2 + 2 * bc
            }
            guard let ic = t.u16(p), ic == glyphs.count else { return false }
            if chained {
                guard let lc = t.u16(p + 2 + 2 * ic), !zeroContext || lc == 0 else { return false }
                p += 2
            } else {
                p += 4
            }
            return (1..<max(ic, 1)).allSatisfy { k in
                guard let cov = t.u16(p + 2 * k) else { return false }
                return t.coverageIndex(glyphs[k], coverageAt: o + cov) != nil
            }
        default:
            return false
        }
    }
}
