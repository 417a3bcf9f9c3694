import Foundation

/// One `%` conversion of a printf-style format as Foundation reads it: `%[N$][flags][width][.precision][length]conversion`.
/// Only the conversions a localized string can carry safely are accepted (integers, floating point, `@`);
/// `%s`, `%p`, `%n`, `*` widths and the like are not conversions here, so text from a file can never make
/// the formatter read memory.
package struct FormatSpecifier: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case signed, unsigned, floating, object }

    /// 1-based position from `N$`, or nil for the next argument in order.
    package var position: Int?
    package var flags: String
    package var width: Int?
    package var precision: Int?
    package var length: String
    package var conversion: Character

    package var kind: Kind {
        switch conversion {
        case "d", "i": return .signed
        case "u", "o", "x", "X": return .unsigned
        case "@": return .object
        default: return .floating
        }
    }

    /// The specifier without its position, for Foundation (`%08.2f`); lengths become `ll` or nothing so the
    /// argument always matches its 64-bit Swift type.
    package var foundationFormat: String {
        var text = "%" + flags
        if let width { text += String(width) }
        if let precision { text += "." + String(precision) }
        switch kind {
        case .signed, .unsigned: text += "ll"
        case .floating, .object: break
        }
        return text + String(conversion)
    }

    static let conversions: Set<Character> = ["d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "@"]
    static let lengths = ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"]
    /// Widths and precisions above this are not read as specifiers (they would only allocate).
    static let maximumWidth = 100

    /// Reads a specifier at `index` (just after `%`); returns it and the index after it, or nil when the text
    /// there is not a supported specifier.
    package static func parse(_ chars: [Character], at start: Int) -> (FormatSpecifier, Int)? {
        var i = start
        func number() -> Int? {
            var digits = ""
            while i < chars.count, chars[i].isASCIIDigit, digits.count < 4 { digits.append(chars[i]); i += 1 }
            return digits.isEmpty ? nil : Int(digits)
        }
        var position: Int?
        let mark = i
        if let n = number(), i < chars.count, chars[i] == "$" {
            guard n >= 1, n <= 64 else { return nil }
            position = n
            i += 1
        } else {
            i = mark
        }
        var flags = ""
        while i < chars.count, "-+ 0#'".contains(chars[i]), flags.count < 5 { flags.append(chars[i]); i += 1 }
        let width = number()
        var precision: Int?
        if i < chars.count, chars[i] == "." {
            i += 1
            precision = number() ?? 0
        }
        if let w = width, w > maximumWidth { return nil }
        if let p = precision, p > maximumWidth { return nil }
        var length = ""
        for candidate in lengths where chars[i...].starts(with: candidate) {
            length = candidate
            i += candidate.count
            break
        }
        guard i < chars.count, conversions.contains(chars[i]) else { return nil }
        let spec = FormatSpecifier(position: position, flags: flags, width: width, precision: precision, length: length, conversion: chars[i])
        return (spec, i + 1)
    }

    /// A specifier written without `%` (a substitution's `lld`, a stringsdict's `d`); nil when unsupported.
    package static func parse(bare text: String) -> FormatSpecifier? {
        let chars = Array(text)
        guard let (spec, end) = parse(chars, at: 0), end == chars.count, spec.position == nil else { return nil }
        return spec
    }
}
