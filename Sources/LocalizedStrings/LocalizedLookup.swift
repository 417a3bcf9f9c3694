import Foundation

/// What a lookup found: the entry to show (nil: show the key itself), the language whose plural rules
/// apply, and a warning when the text is not the one asked for.
package struct LocalizedLookup: Sendable {
    package var entry: LocalizedEntry?
    package var language: String
    package var warning: String?

    /// Looks `key` up in `table` (nil: `Localizable`) for `locale`. A key with no translation for the
    /// locale falls back to the source language's text with a warning naming the table, key and locale; a
    /// key in no table shows itself, with a warning when it has letters (a number alone is not a key
    /// anyone translates). Nothing is looked up, and nothing warned, when the catalog has no tables.
    package static func find(_ key: String, table: String?, locale: Locale, in catalog: LocalizationCatalog) -> LocalizedLookup {
        let source = catalog.developmentLanguage
        let name = table ?? "Localizable"
        guard !catalog.tables.isEmpty else { return LocalizedLookup(entry: nil, language: source) }
        guard let table = catalog.tables[name] else {
            let known = catalog.tables.keys.sorted().joined(separator: ", ")
            return LocalizedLookup(entry: nil, language: source,
                                   warning: "strings table \"\(name)\" not found (tables read: \(known)); key \"\(key)\" shown as written")
        }
        let tableSource = table.sourceLanguage ?? source
        let wanted = LocalizationCatalog.candidates(for: locale.identifier)
        for language in wanted {
            if let match = table.entries.keys.first(where: { $0.caseInsensitiveCompare(language) == .orderedSame }),
               let entry = table.entries[match]?[key] {
                return LocalizedLookup(entry: entry, language: match)
            }
        }
        let files = table.files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        let sourceEntry = table.entries[tableSource]?[key] ?? table.entries["Base"]?[key]
        let asksForSource = wanted.contains { $0.caseInsensitiveCompare(tableSource) == .orderedSame }
        if sourceEntry != nil || table.untranslatable.contains(key) || table.entries.values.contains(where: { $0[key] != nil }) {
            let warning = asksForSource || table.untranslatable.contains(key) ? nil
                : "\(files): key \"\(key)\" has no \(wanted.first ?? locale.identifier) translation; shown in the source language (\(tableSource))"
            return LocalizedLookup(entry: sourceEntry, language: tableSource, warning: warning)
        }
        let warning = hasLetters(outsideSpecifiers: key)
            ? "\(files): key \"\(key)\" is not in table \"\(name)\"; shown as written" : nil
        return LocalizedLookup(entry: nil, language: tableSource, warning: warning)
    }

    /// Whether `key` has a letter that is not part of a format specifier (`%lld` alone is a number, not text).
    static func hasLetters(outsideSpecifiers key: String) -> Bool {
        let chars = Array(key)
        var i = 0
        while i < chars.count {
            if chars[i] == "%", i + 1 < chars.count {
                if chars[i + 1] == "%" { i += 2; continue }
                if let (_, end) = FormatSpecifier.parse(chars, at: i + 1) { i = end; continue }
            }
            if chars[i].isLetter { return true }
            i += 1
        }
        return false
    }
}
