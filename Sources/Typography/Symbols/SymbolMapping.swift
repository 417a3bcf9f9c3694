/// How faithfully a bundled icon stands in for the SF Symbol that was asked for.
///
/// The icon font (Material Design Icons 1.6.50) has fewer variants than SF Symbols, so some names draw a
/// neighbouring glyph. The renderer decides what to tell the user; `approximate` deserves a warning.
package enum SymbolMatch: String, Hashable, Sendable, CaseIterable {
    /// The same picture in the same style.
    case exact
    /// The same picture, but filled where SF draws an outline (or the other way round), because the
    /// icon font has only one of the two.
    case differentFill
    /// A different picture: the requested variant (`.circle`, `.square`, …) is missing so the base symbol
    /// is drawn, or the font has no such symbol and a related icon stands in.
    case approximate
}

/// One SF Symbol name resolved to a glyph of the bundled icon font.
package struct SymbolMapping: Hashable, Sendable {
    /// The SF Symbol name this mapping answers, e.g. `"heart.fill"`.
    package var symbolName: String
    /// The Material Design Icons name of the glyph, e.g. `"heart"` (MDI names without `-outline` are filled).
    package var iconName: String
    /// The glyph's Unicode code point in the icon font (Private Use Area, U+F001…).
    package var codepoint: UInt32
    package var match: SymbolMatch

    package init(symbolName: String, iconName: String, codepoint: UInt32, match: SymbolMatch) {
        self.symbolName = symbolName
        self.iconName = iconName
        self.codepoint = codepoint
        self.match = match
    }

    /// True unless the glyph is exactly the requested symbol in the requested style.
    package var isApproximate: Bool { match != .exact }

    /// The glyph as text to shape with the icon font; empty if the code point were not a valid scalar
    /// (the generated table only holds valid Private Use Area scalars).
    package var text: String {
        guard let scalar = Unicode.Scalar(codepoint) else { return "" }
        return String(Character(scalar))
    }
}
