import Foundation

/// The operands of a CLDR plural rule (UTS #35, "Plural Operand Meanings") for one number as written:
/// `n` absolute value, `i` integer digits, `v`/`w` visible fraction digits with/without trailing zeros,
/// `f`/`t` those digits as a number with/without trailing zeros, `e` the compact exponent (always 0 here).
package struct PluralOperands: Hashable, Sendable {
    package var n: Double
    package var i: Int64
    package var v: Int
    package var w: Int
    package var f: Int64
    package var t: Int64
    package var e: Int = 0

    package init(_ value: Int64) {
        let magnitude = value.magnitude > UInt64(Int64.max) ? Int64.max : Int64(value.magnitude)
        n = Double(magnitude)
        i = magnitude
        v = 0; w = 0; f = 0; t = 0
    }

    /// A number as its decimal text shows it ("1.50" has v = 2, f = 50, t = 5); `text` is digits with an
    /// optional sign and one `.`. Anything else (an exponent, NaN) reads as the integer part only.
    package init(decimal text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let valid = integer.allSatisfy(\.isASCIIDigit) && fraction.allSatisfy(\.isASCIIDigit)
        // Only the last 18 integer digits matter to a rule (they take `i % 10…1000000`); more would overflow.
        i = valid ? Int64(integer.suffix(18)) ?? 0 : 0
        let fractionDigits = valid ? String(fraction.prefix(18)) : ""
        let trimmed = String(fractionDigits.reversed().drop { $0 == "0" }.reversed())
        v = fractionDigits.count
        w = trimmed.count
        f = Int64(fractionDigits) ?? 0
        t = Int64(trimmed) ?? 0
        n = valid ? Double(String(integer.suffix(18)) + "." + (fractionDigits.isEmpty ? "0" : fractionDigits)) ?? Double(i) : 0
    }

    /// A floating-point value with the fraction digits its shortest text shows (1.0 → v = 0, 1.5 → v = 1).
    package init(_ value: Double) {
        guard value.isFinite else { self.init(Int64(0)); return }
        var text = abs(value) < 1e15 ? String(abs(value)) : String(format: "%.0f", abs(value))
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text.contains("e") { text = String(format: "%.0f", abs(value)) }
        self.init(decimal: text)
    }

    /// The value of operand `name` (`n i v w f t e c`), nil for an unknown one.
    package func value(of name: Character) -> Double? {
        switch name {
        case "n": return n
        case "i": return Double(i)
        case "v": return Double(v)
        case "w": return Double(w)
        case "f": return Double(f)
        case "t": return Double(t)
        case "e", "c": return Double(e)
        default: return nil
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
