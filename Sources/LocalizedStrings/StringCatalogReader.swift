import Foundation

/// Reads a String Catalog (`.xcstrings`, Xcode 15+): JSON with the source language and, per key and
/// language, a `stringUnit` or `variations` (`plural`, `device`, nested) and `substitutions`. A key whose
/// variation is broken is reported (file and key) and left out for that language; the rest is read.
package enum StringCatalogReader {
    package static func read(_ data: Data, file: String) -> StringsFileContents {
        var contents = StringsFileContents()
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            contents.issues.append(LocalizationIssue(file: file, message: "is not valid JSON (\(error.localizedDescription)); no strings read from it"))
            return contents
        }
        guard let root = json as? [String: Any] else {
            contents.issues.append(LocalizationIssue(file: file, message: "is not a String Catalog (the top level is not a JSON object)"))
            return contents
        }
        contents.sourceLanguage = root["sourceLanguage"] as? String
        if contents.sourceLanguage == nil {
            contents.issues.append(LocalizationIssue(file: file, message: "has no \"sourceLanguage\"; keys are taken as the source text"))
        }
        guard let strings = root["strings"] as? [String: Any] else {
            if root["strings"] != nil { contents.issues.append(LocalizationIssue(file: file, message: "\"strings\" is not an object")) }
            return contents
        }
        for key in strings.keys.sorted() {
            guard let string = strings[key] as? [String: Any] else {
                contents.issues.append(LocalizationIssue(file: file, key: key, message: "is not an object; skipped"))
                continue
            }
            if string["shouldTranslate"] as? Bool == false { contents.untranslatable.insert(key) }
            guard let localizations = string["localizations"] as? [String: Any] else { continue }
            for language in localizations.keys.sorted() {
                do {
                    guard let localization = localizations[language] as? [String: Any] else { throw Problem("is not an object") }
                    if let entry = try entry(localization) { contents.entries[language, default: [:]][key] = entry }
                } catch let problem as Problem {
                    contents.issues.append(LocalizationIssue(file: file, key: key, message: "\(language): \(problem.message); this translation is skipped"))
                } catch {}
            }
        }
        return contents
    }

    struct Problem: Error { let message: String; init(_ message: String) { self.message = message } }

    /// A localization's entry; nil when it has neither a value nor variations (an untranslated "new" one).
    private static func entry(_ localization: [String: Any]) throws -> LocalizedEntry? {
        guard let value = try variant(localization, path: "") else { return nil }
        var substitutions: [String: Substitution] = [:]
        if let raw = localization["substitutions"] {
            guard let all = raw as? [String: Any] else { throw Problem("\"substitutions\" is not an object") }
            for name in all.keys.sorted() {
                guard let substitution = all[name] as? [String: Any] else { throw Problem("substitution \"\(name)\" is not an object") }
                let number: Int?
                if let raw = substitution["argNum"] {
                    guard let n = raw as? Int, n >= 1, n <= 64 else { throw Problem("substitution \"\(name)\": argNum must be a number from 1 to 64") }
                    number = n
                } else { number = nil }
                let specifier = substitution["formatSpecifier"] as? String ?? "lld"
                guard let variant = try variant(substitution, path: "substitution \"\(name)\"") else {
                    throw Problem("substitution \"\(name)\" has no variations")
                }
                substitutions[name] = Substitution(argumentNumber: number, formatSpecifier: specifier, variant: variant)
            }
        }
        return LocalizedEntry(value: value, substitutions: substitutions)
    }

    /// `stringUnit` or `variations` of one node.
    private static func variant(_ node: [String: Any], path: String) throws -> LocalizedVariant? {
        let at = path.isEmpty ? "" : path + ": "
        if let unit = node["stringUnit"] {
            guard let unit = unit as? [String: Any] else { throw Problem(at + "\"stringUnit\" is not an object") }
            guard let raw = unit["value"] else { return nil }
            guard let value = raw as? String else { throw Problem(at + "\"stringUnit\" value is not a string") }
            return .text(value)
        }
        guard let raw = node["variations"] else { return nil }
        guard let variations = raw as? [String: Any] else { throw Problem(at + "\"variations\" is not an object") }
        if let plural = variations["plural"] {
            guard let forms = plural as? [String: Any] else { throw Problem(at + "the plural variation is not an object") }
            var result: [PluralCategory: LocalizedVariant] = [:]
            for name in forms.keys.sorted() {
                guard let category = PluralCategory(rawValue: name) else {
                    throw Problem(at + "plural variation \"\(name)\" is not a plural category (zero, one, two, few, many, other)")
                }
                guard let form = forms[name] as? [String: Any] else { throw Problem(at + "plural variation \"\(name)\" is not an object") }
                if let value = try variant(form, path: path.isEmpty ? "plural \(name)" : path + " plural \(name)") { result[category] = value }
            }
            guard result[.other] != nil else { throw Problem(at + "the plural variation has no \"other\" form") }
            return .plural(result)
        }
        if let device = variations["device"] {
            guard let forms = device as? [String: Any] else { throw Problem(at + "the device variation is not an object") }
            var result: [String: LocalizedVariant] = [:]
            for name in forms.keys.sorted() {
                guard let form = forms[name] as? [String: Any] else { throw Problem(at + "device variation \"\(name)\" is not an object") }
                if let value = try variant(form, path: path.isEmpty ? "device \(name)" : path + " device \(name)") { result[name] = value }
            }
            guard !result.isEmpty else { return nil }
            return .device(result)
        }
        throw Problem(at + "\"variations\" has neither \"plural\" nor \"device\"")
    }
}
