/// OpenType `GDEF`: glyph classes, mark attachment classes and mark filtering sets, read on demand with
/// bounds-checked reads (a damaged table reads as "no classes").
struct GlyphDefinitions: Sendable {
    private let table: OpenTypeBytes
    private let classDefOffset: Int?
    private let markAttachOffset: Int?
    private let markSetsOffset: Int?

    init(gdef: [UInt8]) {
        let t = OpenTypeBytes(bytes: gdef)
        func offset(_ at: Int) -> Int? { t.u16(at).flatMap { $0 == 0 ? nil : $0 } }
        table = t
        classDefOffset = offset(4)
        markAttachOffset = offset(10)
        markSetsOffset = (t.u16(2) ?? 0) >= 2 ? offset(12) : nil
    }

    /// True when the font classifies its glyphs (otherwise classes come from Unicode).
    var hasGlyphClasses: Bool { classDefOffset != nil }

    func glyphClass(_ glyph: UInt16) -> GlyphClass? {
        guard let o = classDefOffset else { return nil }
        switch table.classOf(glyph, classDefAt: o) {
        case 2: return .ligature
        case 3: return .mark
        case 4: return .component
        case 1: return .base
        default: return .base
        }
    }

    func markAttachClass(_ glyph: UInt16) -> Int {
        guard let o = markAttachOffset else { return 0 }
        return table.classOf(glyph, classDefAt: o)
    }

    /// Whether `glyph` is in mark glyph set `set` (GDEF 1.2).
    func markSet(_ set: Int, contains glyph: UInt16) -> Bool {
        guard let o = markSetsOffset, let count = table.u16(o + 2), set < count,
              let coverage = table.u32(o + 4 + 4 * set) else { return false }
        return table.coverageIndex(glyph, coverageAt: o + coverage) != nil
    }
}

extension OpenTypeBytes {
    /// Coverage index of `glyph` (binary search; nil when not covered or the table is damaged).
    func coverageIndex(_ glyph: UInt16, coverageAt o: Int) -> Int? {
        guard let format = u16(o), let count = u16(o + 2) else { return nil }
        let g = Int(glyph)
        var lo = 0, hi = count - 1
        if format == 1 {
            while lo <= hi {
                let mid = (lo + hi) / 2
                guard let v = u16(o + 4 + 2 * mid) else { return nil }
                if v == g { return mid }
                if v < g { lo = mid + 1 } else { hi = mid - 1 }
            }
        } else if format == 2 {
            while lo <= hi {
                let mid = (lo + hi) / 2
                let rec = o + 4 + 6 * mid
                guard let start = u16(rec), let end = u16(rec + 2), let base = u16(rec + 4) else { return nil }
                if g < start { hi = mid - 1 } else if g > end { lo = mid + 1 } else { return base + g - start }
            }
        }
        return nil
    }

    /// Class of `glyph` in a class definition table (0 when absent).
    func classOf(_ glyph: UInt16, classDefAt o: Int) -> Int {
        guard let format = u16(o) else { return 0 }
        let g = Int(glyph)
        if format == 1 {
            guard let start = u16(o + 2), let count = u16(o + 4), g >= start, g < start + count else { return 0 }
            return u16(o + 6 + 2 * (g - start)) ?? 0
        }
        if format == 2, let count = u16(o + 2) {
            var lo = 0, hi = count - 1
            while lo <= hi {
                let mid = (lo + hi) / 2
                let rec = o + 4 + 6 * mid
                guard let start = u16(rec), let end = u16(rec + 2) else { return 0 }
                if g < start { hi = mid - 1 } else if g > end { lo = mid + 1 } else { return u16(rec + 4) ?? 0 }
            }
        }
        return 0
    }
}
