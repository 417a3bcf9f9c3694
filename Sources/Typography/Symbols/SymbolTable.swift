/// SF Symbol names (`Image(systemName:)`) → glyphs of the bundled icon font.
///
/// The data lives in the generated `SymbolTableData.swift` (see `Tools/symbols/generate_symbol_table.py`).
/// Lookups are case-sensitive, like SF Symbols. A name that is not in the table but ends in a standard
/// variant suffix (`.fill`, `.circle`, `.circle.fill`, `.square`, `.square.fill`) falls back to the base
/// symbol, marked `.approximate`; anything else is unknown (`nil`) and the renderer draws a placeholder.
package enum SymbolTable {
    /// The icon font file, relative to the bundled `Fonts/` directory.
    package static let fontPath = "MaterialDesignIcons/materialdesignicons-webfont.ttf"

    /// Variant suffixes a lookup may strip to reach a base symbol, longest first so `.circle.fill` is
    /// removed whole rather than leaving `.circle`, each with what to try in its place (keeping the fill
    /// when the filled base exists).
    static let variantFallbacks: [(suffix: String, replacements: [String])] = [
        (".circle.fill", [".fill", ""]), (".square.fill", [".fill", ""]),
        (".circle", [""]), (".square", [""]), (".fill", [""]),
    ]

    /// Every mapped SF Symbol name, sorted (for docs and tests).
    package static var allNames: [String] { entries.map(\.symbolName) }

    /// Every mapping, sorted by SF Symbol name.
    package static var allMappings: [SymbolMapping] { entries }

    /// Name → mapping. Built once; if the generated data ever held a name twice the first one wins
    /// (a test checks it never does).
    static let byName: [String: SymbolMapping] =
        Dictionary(entries.map { ($0.symbolName, $0) }, uniquingKeysWith: { first, _ in first })

    /// The glyph for an SF Symbol name, or nil when the name is unknown.
    package static func lookup(_ name: String) -> SymbolMapping? {
        if let mapping = byName[name] { return mapping }
        for (suffix, replacements) in variantFallbacks where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            for replacement in replacements {
                guard let mapping = byName[stem + replacement] else { continue }
                return SymbolMapping(symbolName: name, iconName: mapping.iconName,
                                     codepoint: mapping.codepoint, match: .approximate)
            }
            return nil
        }
        return nil
    }
}
