import Foundation
import FuzzSupport

/// Builds a String Catalog from fuzz bytes: real keys and structure (units, plural and device variations,
/// substitutions), with values of the wrong kind, unknown categories, missing `other` forms, odd argument
/// numbers and format specifiers that must stay text.
enum FuzzStringCatalog {
    static let texts = ["%lld", "%@", "%1$@ %2$lld", "%#@n@", "%arg", "%%", "%s", "%n", "%*d", "%99999d", "%.3f", "%3$@", "%#@", "%1$#@n@",
                        "Hello", "كوب", "", "%"]
    static let categories = ["zero", "one", "two", "few", "many", "other", "lots", ""]
    static let devices = ["iphone", "ipad", "applewatch", "other", "mac"]

    static func make(_ input: inout FuzzInput) -> Data {
        var strings: [String: Any] = [:]
        for _ in 0..<input.choice(4) {
            var localizations: [String: Any] = [:]
            for language in ["en", "ar", "ja", "ru", "xx"] where input.bool() {
                var node = variant(&input, depth: 0)
                if input.choice(3) == 0 {
                    node["substitutions"] = ["n": ["argNum": value(&input, [1, 2, 0, -1, 99, "1"]),
                                                   "formatSpecifier": value(&input, ["lld", "@", "s", "f", 3]),
                                                   "variations": variant(&input, depth: 1)["variations"] ?? [:]]]
                }
                localizations[language] = input.choice(12) == 0 ? "x" : node
            }
            strings[text(&input)] = ["localizations": localizations, "shouldTranslate": input.choice(5) != 0]
        }
        let root: [String: Any] = ["sourceLanguage": value(&input, ["en", "ar", 1]), "version": "1.0", "strings": strings]
        return (try? JSONSerialization.data(withJSONObject: root)) ?? Data()
    }

    static func text(_ input: inout FuzzInput) -> String {
        input.choice(4) == 0 ? input.text() : texts[input.choice(texts.count)]
    }

    static func value(_ input: inout FuzzInput, _ options: [Any]) -> Any { options[input.choice(options.count)] }

    static func variant(_ input: inout FuzzInput, depth: Int) -> [String: Any] {
        switch depth < 2 ? input.choice(4) : 0 {
        case 0, 1: return ["stringUnit": ["state": "translated", "value": input.choice(10) == 0 ? 1 as Any : text(&input) as Any]]
        case 2:
            var forms: [String: Any] = [:]
            for _ in 0..<input.choice(7) { forms[categories[input.choice(categories.count)]] = variant(&input, depth: depth + 1) }
            return ["variations": ["plural": forms]]
        default:
            var forms: [String: Any] = [:]
            for _ in 0..<input.choice(4) { forms[devices[input.choice(devices.count)]] = variant(&input, depth: depth + 1) }
            return ["variations": input.choice(6) == 0 ? ["gender": forms] : ["device": forms]]
        }
    }
}
