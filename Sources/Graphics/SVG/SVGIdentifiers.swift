/// XML-valid ids for the SVG backend, derived from what they name, so a local edit changes local lines.
///
/// Every id is `<prefix>-<kind>-<name>`:
/// - the prefix is `wp` and 8 hex digits of the document's title (what the caller says the picture is,
///   e.g. the widget's display name). It does not change when the picture does, so recoloring one shape
///   rewrites one line of an SVG golden instead of every line that names a definition (a hash of the whole
///   text did: 68 of 98 lines). It keeps our ids apart from those of other SVGs or HTML on the same page.
/// - the name says what the definition is: a glyph by its face and glyph id (`g-Inter-Bold.g137`), an
///   image by the hash of its pixels, a gradient, clip, mask or filter by the hash of its own markup (its
///   stops, geometry or primitives). Hashes are FNV-1a over UTF-8, the same on every machine.
///
/// Inlining several of our SVGs in one HTML page is therefore safe: documents with different titles share
/// no id, and documents with the same title (a widget's light and dark pictures, a golden and the picture
/// that replaces it) share an id only where both define byte-identical elements, so whichever of them a
/// reference resolves to draws the same. The one exception is a suffix `-2`, `-3`…, added when two
/// different definitions of one document collide (equal 32-bit content hashes, or keys that sanitize
/// alike): unique within the document, but not tied to its content.
enum SVGIdentifiers {
    /// FNV-1a 64 over UTF-8: stable across runs and machines (unlike `Hasher`).
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// The low 32 bits of the hash as 8 lowercase hex digits.
    static func shortHash(_ text: String) -> String {
        let hex = String(fnv1a64(text) & 0xffff_ffff, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// The per-document prefix: a letter (ids must not start with a digit) and the title's hash.
    static func documentPrefix(title: String) -> String {
        "wp" + shortHash(title)
    }

    /// `key` with every character outside `[A-Za-z0-9._-]` replaced by `_`, so it can follow the prefix
    /// in an XML id (an NCName). Never empty.
    static func sanitize(_ key: String) -> String {
        var out = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": out.unicodeScalars.append(scalar)
            default: out += "_"
            }
        }
        return out.isEmpty ? "_" : out
    }
}
