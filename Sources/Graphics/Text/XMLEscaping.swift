/// Makes arbitrary strings safe to place in XML (SVG) text content and attribute values.
///
/// User text (widget titles, accessibility labels, glyph-run text) reaches the SVG, so every string goes
/// through here: the five markup characters become entities, and characters XML 1.0 forbids (C0 controls
/// other than tab, LF and CR, and the non-characters U+FFFE/U+FFFF) are removed, so the document always
/// parses.
package enum XMLEscaping {
    /// Escaped for element text: `&`, `<`, `>`, `"`, `'` become entities; forbidden characters are dropped.
    package static func escapeText(_ text: String) -> String {
        escape(text, keepWhitespaceLiteral: true)
    }

    /// Escaped for a double-quoted attribute value. Tab, LF and CR are written as character references
    /// as well, because a parser would otherwise normalise them to spaces.
    package static func escapeAttribute(_ text: String) -> String {
        escape(text, keepWhitespaceLiteral: false)
    }

    /// True for characters XML 1.0 does not allow in a document (and that we therefore remove).
    package static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F: return true
        case 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    private static func escape(_ text: String, keepWhitespaceLiteral: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t" where !keepWhitespaceLiteral: out += "&#9;"
            case "\n" where !keepWhitespaceLiteral: out += "&#10;"
            case "\r" where !keepWhitespaceLiteral: out += "&#13;"
            default:
                if !isForbidden(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
