/// Bidi_Class values (UAX #9 Table 4), in the order the generated table numbers them.
package enum BidiClass: UInt8, Sendable, CaseIterable {
    case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The class of a code point from the generated Unicode tables.
    package init(of scalar: Unicode.Scalar) {
        let raw = UInt8(truncatingIfNeeded: UnicodeTables.lookupRange(UnicodeTables.bidiClassRanges, scalar.value))
        self = BidiClass(rawValue: raw) ?? .L
    }

    /// Its short name as UCD files spell it (`"NSM"`, `"LRI"`), or nil.
    package init?(name: String) {
        guard let match = Self.byName[name] else { return nil }
        self = match
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ("\($0)", $0) })

    var isStrong: Bool { self == .L || self == .R || self == .AL }
    var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }
    /// Embeddings, overrides, PDF and BN: removed by rule X9.
    var isRemovedByX9: Bool {
        switch self {
        case .LRE, .LRO, .RLE, .RLO, .PDF, .BN: return true
        default: return false
        }
    }
    /// Neutral or isolate formatting character (NI in rules N1 and N2).
    var isNeutralOrIsolate: Bool {
        switch self {
        case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: return true
        default: return false
        }
    }
}

extension UnicodeTables {
    /// The value of the range holding `codePoint` in a `start << 8 | value` table.
    static func lookupRange(_ table: [UInt32], _ codePoint: UInt32) -> UInt32 {
        var lo = 0, hi = table.count - 1
        let key = codePoint << 8 | 0xFF
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if table[mid] <= key { lo = mid } else { hi = mid - 1 }
        }
        return table.isEmpty ? 0 : table[lo] & 0xFF
    }

    /// Index of `codePoint` in a sorted table, or nil.
    static func index(of codePoint: UInt32, in table: [UInt32]) -> Int? {
        var lo = 0, hi = table.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if table[mid] < codePoint { lo = mid + 1 } else { hi = mid }
        }
        return lo < table.count && table[lo] == codePoint ? lo : nil
    }
}

/// Bidi_Mirroring_Glyph and Bidi_Paired_Bracket.
package enum BidiMirroring {
    /// The mirrored counterpart drawn at an odd level (rule L4), or nil.
    package static func mirror(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let i = UnicodeTables.index(of: scalar.value, in: UnicodeTables.mirroredCodePoints) else { return nil }
        return Unicode.Scalar(UnicodeTables.mirroringGlyphs[i])
    }

    /// A paired bracket: its canonical form (BD16 compares canonical equivalents), its pair's canonical
    /// form, and whether it opens.
    static func bracket(_ codePoint: UInt32) -> (canonical: UInt32, pair: UInt32, opening: Bool)? {
        guard let i = UnicodeTables.index(of: codePoint, in: UnicodeTables.bracketCodePoints) else { return nil }
        return (canonical(codePoint), canonical(UnicodeTables.bracketPairs[i]), UnicodeTables.bracketIsOpening[i])
    }

    /// U+2329/U+232A are canonically equivalent to U+3008/U+3009, the only brackets with decompositions.
    private static func canonical(_ c: UInt32) -> UInt32 {
        switch c {
        case 0x2329: return 0x3008
        case 0x232A: return 0x3009
        default: return c
        }
    }
}
