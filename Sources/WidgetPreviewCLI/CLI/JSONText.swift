/// String escaping for the `--json` outputs and for string literals in generated Swift: quotes,
/// backslashes, newlines and tabs alike; only how other control characters are written differs.
package enum JSONText {
    /// JSON: `\u000b`.
    package static func escaped(_ s: String) -> String {
        escapedText(s) { hex in "\\u" + String(repeating: "0", count: 4 - hex.count) + hex }
    }

    /// `controlCharacter` writes a control character (below U+0020, other than newline and tab) from its hex digits.
    static func escapedText(_ s: String, controlCharacter: (String) -> String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += controlCharacter(String(scalar.value, radix: 16))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
