import Foundation
import LocalizedStrings

/// A string literal with interpolations, as SwiftUI's: the key is the literal text with a format specifier
/// for each interpolated value (`"\\(count) cups"` is the key `"%lld cups"`), looked up in the render's
/// strings catalogs for its locale when drawn (`LocalizedText`), the values formatted in that locale, and
/// the result parsed for inline Markdown (`**bold**`, `*italic*`, `~~strikethrough~~`, `` `code` ``)
/// with the values as placeholders, so `"**\\(name)**"` is bold.
public struct LocalizedStringKey: Hashable, ExpressibleByStringInterpolation, Sendable {
    enum Segment: Hashable, Sendable {
        case literal(String)
        /// A number, kept as a number so the translation's specifier formats it in the render's locale.
        case number(FormatArgument, specifier: String)
        /// A `%@` value: a string, a Text, a date drawn when rendered.
        case value(Text.Piece)
    }
    var segments: [Segment]

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }

        private mutating func value(_ string: String) {
            segments.append(.value(Text.Piece(content: .string(string), attributes: Text.Attributes())))
        }

        public mutating func appendInterpolation(_ string: String) { value(string) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { value(String(string)) }
        /// Integers take SwiftUI's specifiers: `%lld`/`%llu` for 64-bit types, `%d`/`%u` for smaller ones;
        /// drawn with the locale's grouping ("1,234" in English, "1.234" in German), as SwiftUI draws them.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            segments.append(.number(FormatArgument(value), specifier: FormatArgument.specifier(for: I.self)))
        }
        /// Floating-point values format with `%lf` (six decimals, grouped), as SwiftUI's localized keys do.
        public mutating func appendInterpolation(_ value: Double) { segments.append(.number(.floating(value), specifier: "%lf")) }
        public mutating func appendInterpolation(_ value: Float) { segments.append(.number(.floating(Double(value)), specifier: "%f")) }
        public mutating func appendInterpolation(_ value: CGFloat) { segments.append(.number(.floating(Double(value)), specifier: "%lf")) }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            if let argument = FormatArgument(any: value) {
                segments.append(.number(argument, specifier: specifier))
            } else {
                self.value(String(describing: value))
            }
        }
        public mutating func appendInterpolation(_ text: Text) {
            for piece in text.pieces { segments.append(.value(piece)) }
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.value(Text.Piece(content: .date(date, style), attributes: Text.Attributes())))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            value(format.format(input))
        }
        public mutating func appendInterpolation<T>(_ value: T) { self.value(String(describing: value)) }
    }

    /// Whether the key has interpolations (only then is it formatted, and `%` in its literals doubled).
    var hasArguments: Bool {
        segments.contains { if case .literal = $0 { return false } else { return true } }
    }

    /// The key as SwiftUI builds it for lookup: literals (with `%` as `%%` when there are values) and each
    /// value's specifier (`%lld`, `%lf`, `%@`, or the one given with `specifier:`).
    package var formatKey: String {
        let escapes = hasArguments
        return segments.map { segment -> String in
            switch segment {
            case .literal(let text): return escapes ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .number(_, let specifier): return specifier
            case .value: return "%@"
            }
        }.joined()
    }

    /// The values in order, as the formatter takes them.
    var arguments: [FormatArgument] {
        segments.compactMap { segment in
            switch segment {
            case .literal: return nil
            case .number(let argument, _): return argument
            case .value: return .object
            }
        }
    }

    /// The values' pieces in argument order (nil for numbers, which the formatter writes).
    var valuePieces: [Text.Piece?] {
        segments.compactMap { segment in
            switch segment {
            case .literal: return nil
            case .number: return .some(nil)
            case .value(let piece): return .some(piece)
            }
        }
    }

    /// The text pieces of `parts` (formatted text with argument places): parsed as Markdown around the
    /// values, each value a piece of its own.
    func pieces(from parts: [FormattedPart]) -> [Text.Piece] {
        // Placeholders from the Private Use Area stand for the values during parsing.
        var format = ""
        var values: [Text.Piece] = []
        let originals = valuePieces
        for part in parts {
            switch part {
            case .literal(let text): format += text
            case .argument(let index, let text):
                let piece = index < originals.count ? originals[index] : nil
                format.unicodeScalars.append(Unicode.Scalar(0xF0000 + values.count) ?? "?")
                values.append(piece ?? Text.Piece(content: .string(text), attributes: Text.Attributes()))
            }
        }
        var result: [Text.Piece] = []
        for run in InlineMarkdown.parse(format) {
            var pending = ""
            func flush() {
                guard !pending.isEmpty else { return }
                result.append(Text.Piece(content: .string(pending), attributes: run.attributes))
                pending = ""
            }
            for scalar in run.text.unicodeScalars {
                let index = Int(scalar.value) - 0xF0000
                if index >= 0 && index < values.count {
                    flush()
                    var piece = values[index]
                    piece.attributes.inherit(run.attributes)
                    result.append(piece)
                } else {
                    pending.unicodeScalars.append(scalar)
                }
            }
            flush()
        }
        return result.isEmpty ? [Text.Piece(content: .string(""), attributes: Text.Attributes())] : result
    }
}

/// Inline Markdown as SwiftUI's Text interprets it: emphasis, strong, strikethrough, code, and
/// backslash escapes; everything else is literal.
enum InlineMarkdown {
    struct Run {
        var text: String
        var attributes: Text.Attributes
    }

    static func parse(_ source: String) -> [Run] {
        let chars = Array(source)
        var runs: [Run] = []
        var bold = false, italic = false, strike = false
        var current = ""
        func attributes() -> Text.Attributes {
            var a = Text.Attributes()
            if bold { a.bold = true }
            if italic { a.italic = true }
            if strike { a.strikethrough = true }
            return a
        }
        func flush() {
            if !current.isEmpty { runs.append(Run(text: current, attributes: attributes())) }
            current = ""
        }
        func closes(_ marker: String, from i: Int) -> Bool {
            let m = Array(marker)
            var j = i + m.count
            while j + m.count <= chars.count {
                if Array(chars[j..<j + m.count]) == m { return true }
                j += 1
            }
            return false
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "\\", let n = next, "*_~`\\[]".contains(n) {
                current.append(n); i += 2; continue
            }
            if c == "`", closes("`", from: i) {
                flush()
                var j = i + 1
                var code = ""
                while j < chars.count && chars[j] != "`" { code.append(chars[j]); j += 1 }
                var a = attributes()
                a.design = .monospaced
                runs.append(Run(text: code, attributes: a))
                i = j + 1
                continue
            }
            if (c == "*" || c == "_") && next == c {
                let marker = String([c, c])
                if bold || closes(marker, from: i) { flush(); bold.toggle(); i += 2; continue }
            }
            if c == "~" && next == "~" {
                if strike || closes("~~", from: i) { flush(); strike.toggle(); i += 2; continue }
            }
            if c == "*" || c == "_" {
                let marker = String(c)
                let opensWord = next.map { !$0.isWhitespace } ?? false
                if italic || (opensWord && closes(marker, from: i)) { flush(); italic.toggle(); i += 1; continue }
            }
            current.append(c)
            i += 1
        }
        flush()
        return runs
    }
}
