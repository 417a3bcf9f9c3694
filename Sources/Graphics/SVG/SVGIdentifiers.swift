/// Content-derived, XML-valid ids for the SVG backend.
///
/// While a document is written, every id starts with `placeholder`; when the document is complete its
/// text is hashed and the placeholder is replaced by a prefix derived from that hash. Two different
/// pictures inlined in one HTML page therefore never share ids, and the same picture always gets the
/// same ids. The placeholder (U+0001) can never come from user text: XML escaping removes it.
enum SVGIdentifiers {
    static let placeholder = "\u{1}"

    /// `text` with every placeholder replaced by `prefix`. One pass over the UTF-8 bytes: the placeholder
    /// is a single byte that never occurs inside a multi-byte character (Foundation's
    /// `replacingOccurrences` took a fifth of the SVG writer's time on image-heavy documents).
    static func replacingPlaceholder(in text: String, with prefix: String) -> String {
        var text = text
        let marker = placeholder.utf8.first ?? 1
        let replacement = Array(prefix.utf8)
        return text.withUTF8 { source in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + 16 * replacement.count)
            var start = 0
            // Whole runs between markers are copied at once.
            while let offset = source[start...].firstIndex(of: marker) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<offset]))
                bytes.append(contentsOf: replacement)
                start = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

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

    /// The per-document prefix: a letter (ids must not start with a digit) and the document's hash.
    static func documentPrefix(for text: String) -> String {
        "wp" + shortHash(text)
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
