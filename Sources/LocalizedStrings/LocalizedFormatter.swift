import Foundation

/// A value for a `%` specifier: numbers keep their type so the translation's specifier formats them in the
/// render's locale; `object` is a `%@` value (text, a date, an image) the caller draws itself.
package enum FormatArgument: Hashable, Sendable {
    case signed(Int64)
    case unsigned(UInt64)
    case floating(Double)
    case object

    var pluralOperands: PluralOperands? {
        switch self {
        case .signed(let v): return PluralOperands(v)
        case .unsigned(let v): return PluralOperands(Int64(clamping: v))
        case .floating(let v): return PluralOperands(v)
        case .object: return nil
        }
    }
}

/// A piece of formatted text: literal text, or the place of argument `index` (0-based) with its text in
/// the render's locale (empty for an `object`, which the caller fills).
package enum FormattedPart: Hashable, Sendable {
    case literal(String)
    case argument(Int, String)
}

/// Formats a translation as Foundation's `String(format:locale:)` does for a localized string: variations
/// chosen by device and plural category (CLDR rules of the text's language), `%#@name@` substitutions
/// expanded, then each specifier formatted in the locale (grouping separators and digits included).
package struct LocalizedFormatter {
    package var locale: Locale
    /// `iphone`, `ipad`, `applewatch` …: the String Catalog device key of the render.
    package var device: String
    package var pluralRules: PluralRules
    /// Problems in the translation (a missing argument, an unknown substitution), for the render's warnings.
    package var report: (String) -> Void = { _ in }

    package init(locale: Locale, device: String, pluralRules: PluralRules, report: @escaping (String) -> Void = { _ in }) {
        self.locale = locale
        self.device = device
        self.pluralRules = pluralRules
        self.report = report
    }

    /// The entry formatted with `arguments`.
    package func format(_ entry: LocalizedEntry, arguments: [FormatArgument]) -> [FormattedPart] {
        let firstNumber = arguments.firstIndex { $0.pluralOperands != nil }
        let template = choose(entry.value, argument: firstNumber.map { arguments[$0] })
        return format(expand(template, entry: entry, arguments: arguments, depth: 0), arguments: arguments)
    }

    /// The variant's text for this device and the plural category of `argument`.
    package func choose(_ variant: LocalizedVariant, argument: FormatArgument?) -> String {
        switch variant {
        case .text(let text): return text
        case .device(let forms):
            guard let form = forms[device] ?? forms["other"] ?? forms.keys.sorted().first.flatMap({ forms[$0] }) else { return "" }
            return choose(form, argument: argument)
        case .plural(let forms):
            guard let operands = argument?.pluralOperands else { return forms[.other].map { choose($0, argument: argument) } ?? "" }
            // An explicit `zero` form is used for 0 in every language, as Foundation does for stringsdict.
            var category = pluralRules.category(for: operands)
            if operands.n == 0, forms[.zero] != nil { category = .zero }
            guard let form = forms[category] ?? forms[.other] else { return "" }
            return choose(form, argument: argument)
        }
    }

    /// Replaces each `%#@name@` (or `%N$#@name@`) with its substitution's chosen text; `%arg` in that text
    /// becomes the substitution's own specifier at its argument's position.
    private func expand(_ text: String, entry: LocalizedEntry, arguments: [FormatArgument], depth: Int) -> String {
        guard text.contains("%"), depth < 4 else { return text }
        let chars = Array(text)
        var out = ""
        var i = 0
        var sequential = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { out.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { out += "%%"; i += 2; continue }
            if let (name, position, end) = Self.variable(chars, at: i + 1) {
                sequential += 1
                guard let substitution = entry.substitutions[name] else {
                    report("the translation names %#@\(name)@ but has no substitution \"\(name)\"")
                    out += String(chars[i..<end])
                    i = end
                    continue
                }
                let number = substitution.argumentNumber ?? position ?? sequential
                let argument = number >= 1 && number <= arguments.count ? arguments[number - 1] : nil
                if argument == nil { report("substitution \"\(name)\" reads argument \(number), but the string has \(arguments.count)") }
                let specifier = FormatSpecifier.parse(bare: substitution.formatSpecifier).map { _ in substitution.formatSpecifier } ?? "@"
                let chosen = choose(substitution.variant, argument: argument)
                    .replacingOccurrences(of: "%arg", with: "%\(number)$\(specifier)")
                out += expand(chosen, entry: entry, arguments: arguments, depth: depth + 1)
                i = end
                continue
            }
            if let (_, end) = FormatSpecifier.parse(chars, at: i + 1) { sequential += 1; out += String(chars[i..<end]); i = end; continue }
            out.append(chars[i])
            i += 1
        }
        return out
    }

    /// `#@name@` or `N$#@name@` after a `%`: the name, the position, and the index after the closing `@`.
    private static func variable(_ chars: [Character], at start: Int) -> (String, Int?, Int)? {
        var i = start
        var digits = ""
        while i < chars.count, chars[i].isASCIIDigit, digits.count < 3 { digits.append(chars[i]); i += 1 }
        var position: Int?
        if !digits.isEmpty {
            guard i < chars.count, chars[i] == "$", let n = Int(digits) else { return nil }
            position = n
            i += 1
        }
        guard i + 1 < chars.count, chars[i] == "#", chars[i + 1] == "@" else { return nil }
        i += 2
        var name = ""
        while i < chars.count, chars[i] != "@", name.count < 128 { name.append(chars[i]); i += 1 }
        guard i < chars.count, chars[i] == "@", !name.isEmpty else { return nil }
        return (name, position, i + 1)
    }

    /// The specifiers of `text` replaced by their arguments; `%%` is a percent sign; a `%` that starts no
    /// supported specifier stays as written.
    package func format(_ template: String, arguments: [FormatArgument]) -> [FormattedPart] {
        let chars = Array(template)
        var parts: [FormattedPart] = []
        var literal = ""
        var sequential = 0
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { literal.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
            // A `%#@name@` left by `expand` (no such substitution) is text, not `%#@` with a value.
            if let (_, _, end) = Self.variable(chars, at: i + 1) { literal += String(chars[i..<end]); i = end; continue }
            guard let (spec, end) = FormatSpecifier.parse(chars, at: i + 1) else { literal.append(chars[i]); i += 1; continue }
            let index: Int
            if let position = spec.position { index = position - 1 } else { index = sequential; sequential += 1 }
            guard index < arguments.count else {
                report("the translation's \(String(chars[i..<end])) reads argument \(index + 1), but the string has \(arguments.count)")
                literal += String(chars[i..<end])
                i = end
                continue
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            parts.append(.argument(index, text(of: arguments[index], as: spec)))
            i = end
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// One argument written with `spec` in the locale; a number under `%@` is written plainly, as `NSNumber`'s
    /// description is.
    package func text(of argument: FormatArgument, as spec: FormatSpecifier) -> String {
        let format = spec.foundationFormat
        switch (argument, spec.kind) {
        case (.object, _): return ""
        case (.signed(let v), .object): return String(v)
        case (.unsigned(let v), .object): return String(v)
        case (.floating(let v), .object): return String(v)
        case (.signed(let v), .signed): return String(format: format, locale: locale, v)
        case (.signed(let v), .unsigned): return String(format: format, locale: locale, UInt64(bitPattern: v))
        case (.signed(let v), .floating): return String(format: format, locale: locale, Double(v))
        case (.unsigned(let v), .signed): return String(format: format, locale: locale, Int64(bitPattern: v))
        case (.unsigned(let v), .unsigned): return String(format: format, locale: locale, v)
        case (.unsigned(let v), .floating): return String(format: format, locale: locale, Double(v))
        case (.floating(let v), .floating): return String(format: format, locale: locale, v)
        case (.floating(let v), .signed): return String(format: format, locale: locale, v.isFinite ? (Int64(exactly: v.rounded(.towardZero)) ?? (v < 0 ? .min : .max)) : 0)
        case (.floating(let v), .unsigned): return String(format: format, locale: locale, v.isFinite && v >= 0 ? (UInt64(exactly: v.rounded(.towardZero)) ?? .max) : 0)
        }
    }
}
