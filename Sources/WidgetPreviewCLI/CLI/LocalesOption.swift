import Foundation
import WidgetPreview

/// `--locales en,ja,ar`: draws every preview in each locale listed (replacing the previews' own `locales`),
/// filed under `<preview>/<locale>/` when more than one is given.
enum LocalesOption {
    static let name = "--locales"

    /// The previews with the option's locales, or as they are without the option.
    static func apply(_ args: ArgumentList, to previews: [Preview], command: String) throws -> [Preview] {
        guard let text = args.value(name) else { return previews }
        let locales = try parse(text, command: command)
        return previews.map { preview in
            var changed = preview
            changed.locales = locales
            return changed
        }
    }

    /// Comma-separated locale identifiers: letters, digits, `_` and `-`, each listed once.
    static func parse(_ text: String, command: String, option: String = name) throws -> [String] {
        let locales = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var seen: Set<String> = []
        for locale in locales {
            let valid = !locale.isEmpty && locale.count <= 40
                && locale.unicodeScalars.allSatisfy { ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "_" || $0 == "-" }
            guard valid else {
                throw CLIError("\(command): \(option): '\(locale)' is not a locale identifier (letters, digits, _ and -, such as en, ja_JP, zh-Hant). "
                    + (option == name ? "Give a comma-separated list, e.g. \(name) en,ja,ar." : "For example \(option) ja."))
            }
            guard seen.insert(locale).inserted else {
                throw CLIError("\(command): \(name): '\(locale)' is listed twice. List each locale once.")
            }
        }
        return locales
    }
}
