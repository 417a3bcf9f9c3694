import Foundation

/// Reads a `.stringsdict` file: an XML property list whose keys each hold `NSStringLocalizedFormatKey` and,
/// per `%#@variable@`, an `NSStringPluralRuleType` dictionary (`NSStringFormatValueTypeKey` and the
/// plural forms); or an `NSStringDeviceSpecificRuleType` dictionary by device. A broken key is reported
/// (file and key) and skipped.
package enum StringsDictReader {
    package static func read(_ data: Data, file: String, language: String) -> StringsFileContents {
        var contents = StringsFileContents()
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            contents.issues.append(LocalizationIssue(file: file, message: "is not a property list (\(error.localizedDescription)); no strings read from it"))
            return contents
        }
        guard let root = plist as? [String: Any] else {
            contents.issues.append(LocalizationIssue(file: file, message: "is not a dictionary of keys"))
            return contents
        }
        var entries: [String: LocalizedEntry] = [:]
        for key in root.keys.sorted() {
            guard let rule = root[key] as? [String: Any] else {
                contents.issues.append(LocalizationIssue(file: file, key: key, message: "is not a dictionary; skipped"))
                continue
            }
            do { entries[key] = try entry(rule) } catch let problem as StringCatalogReader.Problem {
                contents.issues.append(LocalizationIssue(file: file, key: key, message: "\(problem.message); skipped"))
            } catch {}
        }
        if !entries.isEmpty { contents.entries[language] = entries }
        return contents
    }

    private static func entry(_ rule: [String: Any]) throws -> LocalizedEntry {
        if let device = rule["NSStringDeviceSpecificRuleType"] {
            guard let forms = device as? [String: Any] else { throw StringCatalogReader.Problem("NSStringDeviceSpecificRuleType is not a dictionary") }
            var result: [String: LocalizedVariant] = [:]
            for (name, value) in forms {
                guard let text = value as? String else { throw StringCatalogReader.Problem("device \"\(name)\" is not a string") }
                result[name] = .text(text)
            }
            return LocalizedEntry(value: .device(result))
        }
        guard let format = rule["NSStringLocalizedFormatKey"] as? String else {
            throw StringCatalogReader.Problem("has no NSStringLocalizedFormatKey string")
        }
        var substitutions: [String: Substitution] = [:]
        for name in rule.keys.sorted() where name != "NSStringLocalizedFormatKey" {
            guard let variable = rule[name] as? [String: Any] else { throw StringCatalogReader.Problem("variable \"\(name)\" is not a dictionary") }
            let type = variable["NSStringFormatSpecTypeKey"] as? String
            guard type == "NSStringPluralRuleType" else {
                throw StringCatalogReader.Problem("variable \"\(name)\": NSStringFormatSpecTypeKey is \(type.map { "\"\($0)\"" } ?? "missing"), not NSStringPluralRuleType")
            }
            var forms: [PluralCategory: LocalizedVariant] = [:]
            for category in PluralCategory.allCases {
                guard let raw = variable[category.rawValue] else { continue }
                guard let text = raw as? String else { throw StringCatalogReader.Problem("variable \"\(name)\": \(category.rawValue) is not a string") }
                forms[category] = .text(text)
            }
            guard forms[.other] != nil else { throw StringCatalogReader.Problem("variable \"\(name)\" has no \"other\" form") }
            let specifier = variable["NSStringFormatValueTypeKey"] as? String ?? "d"
            substitutions[name] = Substitution(argumentNumber: nil, formatSpecifier: specifier, variant: .plural(forms))
        }
        return LocalizedEntry(value: .text(format), substitutions: substitutions)
    }
}
