/// The Swift identifier Xcode 15's asset-symbol generation derives from an asset name, as its generated
/// `GeneratedAssetSymbols.swift` files show (`"AccentColor"` → `accent`, `"weather-clear"` → `weatherClear`,
/// `"AVR_Red_Smarthome"` → `avrRedSmarthome`, `"DSSurfaceInset"` → `dsSurfaceInset`, `"favicon-32x32"` →
/// `favicon32X32`, `"BMW"` → `BMW`, `"A-1-1-0"` → `A_1_1_0`, `"292C38"` → `_292_C_38`, `"Default"` →
/// `` `default` ``), so the developer's `Color(.brand)` compiles against our generated file as against Xcode's.
package enum AssetSymbolName {
    /// The member name of a colour (`Color` suffix dropped) or image (`Image` suffix dropped) resource;
    /// `leaf` is the last path component of the asset name (without its namespaces).
    package static func member(_ leaf: String, droppingSuffix suffix: String) -> String {
        var name = lowerCamel(leaf)
        if name.count > suffix.count, name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return escaped(name)
    }

    /// A namespace folder's enum name: the camel-cased name with its first letter upper-cased.
    package static func namespace(_ folder: String) -> String {
        let name = lowerCamel(folder)
        guard let first = name.first, first.isLowercase else { return escaped(name) }
        return escaped(first.uppercased() + name.dropFirst())
    }

    /// Words at every character that is not a letter or digit; a name without lower-case letters keeps its
    /// letters and joins its words (and each letter/digit boundary) with `_`.
    static func lowerCamel(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return "_" }
        let identifier: String
        if !name.contains(where: \.isLowercase) {
            identifier = words.flatMap(splitAtDigits).joined(separator: "_")
        } else {
            var result = lowerLeadingCapitals(upperAfterDigits(words[0]))
            for word in words.dropFirst() {
                let upper = upperAfterDigits(word)
                result += (upper.first.map { $0.uppercased() } ?? "") + upper.dropFirst()
            }
            identifier = result
        }
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    /// `32x32` → `32X32`: a letter that follows a digit starts a word.
    private static func upperAfterDigits(_ word: String) -> String {
        var out = ""
        var previous: Character?
        for character in word {
            out += previous?.isNumber == true && character.isLetter ? character.uppercased() : String(character)
            previous = character
        }
        return out
    }

    /// `GetStarted` → `getStarted`, `DSSurface` → `dsSurface`, `AVR` → `avr`: the leading capitals are
    /// lower-cased, except the last one of a run when a lower-case letter follows (it starts the next word).
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run > 1, run < characters.count, characters[run].isLowercase { run -= 1 }
        return characters[..<run].map { $0.lowercased() }.joined() + String(characters[run...])
    }

    /// `292C38` → `292`, `C`, `38`.
    private static func splitAtDigits(_ word: String) -> [String] {
        var parts: [String] = []
        for character in word {
            if let last = parts.last?.last, last.isNumber == character.isNumber {
                parts[parts.count - 1].append(character)
            } else {
                parts.append(String(character))
            }
        }
        return parts
    }

    /// A keyword is written in backticks, as Xcode writes `` `default` ``.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ]
}
