import Graphics

/// One user-perceived character after shaping: its glyphs (or emoji images) and what line breaking needs.
/// Widths are in em of the run's font size, so one shaping serves every `minimumScaleFactor` trial.
struct ShapedCluster: Sendable {
    enum Content: Sendable {
        /// Outline glyphs of one face in visual order, each with its pen advance and its offset from the pen
        /// (x: centred tabular digits, attached marks; y, down: marks above and below their base).
        case glyphs(FontCatalog.Face, [(glyph: UInt16, advanceEm: Double, offsetEm: Double, offsetYEm: Double)])
        /// Colour emoji images, side by side.
        case emoji([EmojiImage])
        /// A hard line break ("\n", "\r\n", U+2028, U+2029).
        case newline
    }

    var text: String
    var run: Int
    var content: Content
    /// Advance in em of the run's size (sum of the glyphs', or the emoji box).
    var advanceEm: Double
    /// Pair kerning with the previous cluster (same run and face), dropped at the start of a line.
    var kernBeforeEm: Double
    /// Spaces hang at the end of a line: they never cause a wrap and do not count in the line's width.
    var isWhitespace: Bool
    /// A line may end after this cluster.
    var breakAfter: Bool
    /// Unicode scalars that no bundled face has (reported as warnings).
    var missing: [Unicode.Scalar]
    /// Shaped by the OpenType engine, which already applied the font's kerning.
    var isPositioned = false

    var isNewline: Bool {
        if case .newline = content { return true }
        return false
    }
}

/// Classification of characters for fallback and line breaking.
enum CharacterClass {
    static func isEmoji(_ ch: Character) -> Bool {
        let scalars = Array(ch.unicodeScalars)
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }) { return true }
        if scalars.count > 1, scalars.dropFirst().contains(where: { $0.properties.isEmojiModifier }) { return true }
        return false
    }

    static func isNewline(_ ch: Character) -> Bool {
        ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" || ch == "\u{2029}"
    }

    /// Breakable spaces (no-break spaces U+00A0, U+2007, U+202F excluded).
    static func isBreakableSpace(_ ch: Character) -> Bool {
        guard ch.unicodeScalars.count == 1, let s = ch.unicodeScalars.first else { return false }
        switch s.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Zero-width break opportunity (U+200B).
    static func isZeroWidthBreak(_ ch: Character) -> Bool { ch == "\u{200B}" }

    static func isHyphen(_ ch: Character) -> Bool {
        ch == "-" || ch == "\u{2010}" || ch == "\u{2013}" || ch == "\u{2014}" || ch == "\u{00AD}"
    }

    /// Ideographs, kana, Hangul and full-width forms: lines may break between any two of them.
    static func isCJK(_ ch: Character) -> Bool {
        guard let s = ch.unicodeScalars.first?.value else { return false }
        switch s {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x4DBF,
             0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
             0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Characters a line must not start with (closing punctuation, small kana: kinsoku shori).
    static func isNoLineStart(_ ch: Character) -> Bool {
        "、。，．・：；？！ー」』）〕］｝〉》】〙〗ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]},.!?:;%".contains(ch)
    }

    /// Characters a line must not end with (opening brackets).
    static func isNoLineEnd(_ ch: Character) -> Bool { "「『（〔［｛〈《【〘〖([{".contains(ch) }
}
