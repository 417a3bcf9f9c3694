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
    /// UAX #9 embedding level of the cluster's first character (before L1) and of its paragraph; set by
    /// `BidiLayout.resolve` after shaping.
    var bidiLevel: UInt8 = 0
    var paragraphLevel: UInt8 = 0

    var isNewline: Bool {
        if case .newline = content { return true }
        return false
    }
}

/// Classification of characters for fallback and spacing (line breaking is `LineBreaker`'s).
enum CharacterClass {
    static func isEmoji(_ ch: Character) -> Bool {
        let scalars = Array(ch.unicodeScalars)
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        // A joiner makes an emoji sequence only when a pictograph follows it ("👩‍💻"); a joiner after a
        // text-default character ("1\u{200D}2", "©\u{200D}x") is default-ignorable, hidden, and the
        // character stays text (as HarfBuzz and Core Text draw it).
        if zip(scalars, scalars.dropFirst()).contains(where: { $0.value == 0x200D && $1.properties.isEmoji }) { return true }
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
}
