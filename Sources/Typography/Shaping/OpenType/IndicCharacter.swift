/// What the Indic shaper needs to know about a character: its syllabic category (the alphabet of the
/// syllable grammar, `IndicSyllables`) and its visual position in the syllable (the sort key of the
/// initial reordering). Values from Unicode's IndicSyllabicCategory / IndicPositionalCategory 15.0 for
/// Devanagari, folded into the categories OpenType Indic shapers use (the same folding as HarfBuzz's
/// Indic shaper, so our syllables are the oracle's).
enum IndicCategory: UInt8, Sendable {
    case other = 0, consonant, vowel, nukta, halant, zwnj, zwj, matra, syllableModifier, vedicSign,
         placeholder, dottedCircle, registerShifter, matraPost, repha, ra, consonantMedial, symbol,
         consonantWithStacker
}

/// Visual positions in a syllable, left to right: the initial reordering sorts a syllable by them.
enum IndicPosition: UInt8, Comparable, Sendable {
    case start = 0, raToBecomeReph, preMatra, preConsonant, baseConsonant, afterMain, aboveConsonant,
         beforeSub, belowConsonant, afterSub, beforePost, postConsonant, afterPost, syllableModifierOrVedic, end

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

enum IndicCharacter {
    static let halant: UInt32 = 0x094D
    static let dottedCircle: UInt32 = 0x25CC

    static func properties(_ u: UInt32) -> (category: IndicCategory, position: IndicPosition) {
        switch u {
        case 0x0900...0x0903: return (.syllableModifier, .syllableModifierOrVedic)
        case 0x0904...0x0914, 0x0960, 0x0961, 0x0972...0x0977: return (.vowel, .baseConsonant)
        case 0x0930: return (.ra, .baseConsonant)
        case 0x0915...0x0939, 0x0958...0x095F, 0x0978...0x097F: return (.consonant, .baseConsonant)
        case 0x093C: return (.nukta, .end)
        case 0x093D: return (.symbol, .syllableModifierOrVedic)
        case 0x093F, 0x094E: return (.matra, .preMatra)
        case 0x093A, 0x093B, 0x093E, 0x0940...0x094C, 0x094F, 0x0955...0x0957, 0x0962, 0x0963: return (.matra, .afterSub)
        case 0x094D: return (.halant, .belowConsonant)
        case 0x0951, 0x0952: return (.vedicSign, .syllableModifierOrVedic)
        case 0x0953, 0x0954: return (.syllableModifier, .syllableModifierOrVedic)
        case 0x0966...0x096F: return (.placeholder, .baseConsonant)
        // Devanagari Extended
        case 0xA8E0...0xA8F1: return (.vedicSign, .syllableModifierOrVedic)
        case 0xA8F2...0xA8F7: return (.symbol, .syllableModifierOrVedic)
        case 0xA8FE: return (.vowel, .baseConsonant)
        case 0xA8FF: return (.matra, .afterSub)
        // Vedic Extensions
        case 0x1CD0...0x1CD2, 0x1CD4...0x1CE8, 0x1CED, 0x1CF4, 0x1CF7...0x1CF9: return (.vedicSign, .syllableModifierOrVedic)
        case 0x1CE9...0x1CEC, 0x1CEE...0x1CF1: return (.symbol, .syllableModifierOrVedic)
        case 0x1CF2, 0x1CF3, 0x1CF5, 0x1CF6: return (.consonant, .baseConsonant)
        case 0x1CFA: return (.placeholder, .baseConsonant)
        // Placeholders and modifiers shared with other scripts
        case 0x002D, 0x0030...0x0039, 0x00A0, 0x00D7, 0x2010...0x2015, 0x2022: return (.placeholder, .baseConsonant)
        case 0x00B2, 0x00B3, 0x2074, 0x2082...0x2084: return (.syllableModifier, .syllableModifierOrVedic)
        case 0x200C: return (.zwnj, .end)
        case 0x200D: return (.zwj, .end)
        case 0x25CC: return (.dottedCircle, .baseConsonant)
        case 0x25FB...0x25FE: return (.placeholder, .baseConsonant)
        default: return (.other, .end)
        }
    }
}
