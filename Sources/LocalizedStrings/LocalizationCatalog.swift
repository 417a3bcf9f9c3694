import Foundation

/// The strings of an app's resources, by table (`Localizable`, or the name a `tableName:` gives) and
/// language, read from String Catalogs and from `.lproj` folders' `.strings` and `.stringsdict` files.
package struct LocalizationCatalog: Sendable {
    package struct Table: Sendable {
        package var name: String
        package var sourceLanguage: String?
        /// Language (as written in the files, `-` between parts) → key → entry.
        package var entries: [String: [String: LocalizedEntry]] = [:]
        package var untranslatable: Set<String> = []
        /// The files read, for warnings.
        package var files: [String] = []
    }

    package var tables: [String: Table] = [:]
    package var issues: [LocalizationIssue] = []

    package init() {}

    /// Every language any table holds, sorted.
    package var languages: [String] { Array(Set(tables.values.flatMap(\.entries.keys))).sorted() }

    /// The language the app is written in: the first table's source language, else `en`.
    package var developmentLanguage: String {
        tables.keys.sorted().lazy.compactMap { self.tables[$0]?.sourceLanguage }.first ?? "en"
    }

    /// Reads `urls`: `.xcstrings`, `.strings` and `.stringsdict` files, `.lproj` folders, and folders searched
    /// for those (hidden folders and asset catalogs skipped). A path that does not exist is an issue.
    package static func load(_ urls: [URL]) -> LocalizationCatalog {
        var catalog = LocalizationCatalog()
        for url in urls {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                catalog.issues.append(LocalizationIssue(file: url.path, message: "does not exist; no strings read from it"))
                continue
            }
            if isDirectory.boolValue {
                for file in files(under: url) { catalog.read(file) }
            } else {
                catalog.read(url)
            }
        }
        return catalog
    }

    /// The strings files below `folder`, sorted, at most 8 folders deep.
    static func files(under folder: URL, depth: Int = 0) -> [URL] {
        guard depth < 8, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var found: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if name.hasSuffix(".xcassets") || name == ".build" { continue }
                found += files(under: url, depth: depth + 1)
            } else if ["xcstrings", "strings", "stringsdict"].contains(url.pathExtension) {
                found.append(url)
            }
        }
        return found
    }

    /// Reads one file into its table; `.strings`/`.stringsdict` take their language from the `.lproj` folder.
    package mutating func read(_ url: URL) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            issues.append(LocalizationIssue(file: url.path, message: "cannot be read (\(error.localizedDescription))"))
            return
        }
        let tableName = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent().lastPathComponent
        let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : nil
        let contents: StringsFileContents
        switch url.pathExtension {
        case "xcstrings": contents = StringCatalogReader.read(data, file: url.path)
        case "strings", "stringsdict":
            guard let language else {
                issues.append(LocalizationIssue(file: url.path, message: "is not inside a <language>.lproj folder, so its language is unknown; skipped"))
                return
            }
            contents = url.pathExtension == "strings"
                ? StringsFileReader.read(data, file: url.path, language: language)
                : StringsDictReader.read(data, file: url.path, language: language)
        default:
            issues.append(LocalizationIssue(file: url.path, message: "is not a .xcstrings, .strings or .stringsdict file; skipped"))
            return
        }
        merge(contents, table: tableName, file: url.path)
    }

    /// Adds a file's contents to `table`: a later file's key replaces an earlier one, except that a
    /// `.stringsdict` entry wins over a `.strings` one (as Foundation prefers it).
    package mutating func merge(_ contents: StringsFileContents, table name: String, file: String) {
        var table = tables[name] ?? Table(name: name)
        table.files.append(file)
        if table.sourceLanguage == nil { table.sourceLanguage = contents.sourceLanguage.map(Self.normalized) }
        for (language, entries) in contents.entries {
            let language = Self.normalized(language)
            for (key, entry) in entries {
                let existing = table.entries[language]?[key]
                if case .text = entry.value, entry.substitutions.isEmpty, let existing, !existing.substitutions.isEmpty { continue }
                table.entries[language, default: [:]][key] = entry
            }
        }
        table.untranslatable.formUnion(contents.untranslatable)
        tables[name] = table
        issues += contents.issues
    }

    /// `ja_JP` → `ja-JP`; `Base` stays.
    static func normalized(_ language: String) -> String { language.replacingOccurrences(of: "_", with: "-") }

    /// The languages to try for a locale identifier, most specific first: `zh_Hant_TW` → `zh-Hant-TW`,
    /// `zh-Hant`, `zh`.
    package static func candidates(for identifier: String) -> [String] {
        let base = normalized(identifier).split(separator: "@").first.map(String.init) ?? ""
        var parts = base.split(separator: "-").map(String.init)
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return out
    }
}
