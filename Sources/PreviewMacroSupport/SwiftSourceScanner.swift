/// Walks Swift source text byte by byte, knowing just enough of the grammar to find the parts of a macro
/// call without a syntax tree: comments, string literals (`"…"`, `"""…"""`, raw `#"…"#`, with `\(…)`
/// interpolations inside), and the bracket nesting of `(`, `[` and `{`. Every method stops at the end of the
/// text, so any input (a half-typed call, binary noise) ends the scan instead of trapping.
struct SwiftSourceScanner {
    let bytes: [UInt8]
    var offset: Int

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset >= bytes.count }
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func peek(_ distance: Int) -> UInt8? {
        let index = offset + distance
        return index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    /// Skips whitespace, newlines and comments (`//` to the end of the line, nested `/* … */`).
    mutating func skipTrivia() {
        while let byte = current {
            if byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn {
                offset += 1
            } else if byte == .slash, peek(1) == .slash {
                while let next = current, next != .newline { offset += 1 }
            } else if byte == .slash, peek(1) == .star {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while !isAtEnd {
            if current == .slash, peek(1) == .star {
                depth += 1
                offset += 2
            } else if current == .star, peek(1) == .slash {
                depth -= 1
                offset += 2
                if depth == 0 { return }
            } else {
                offset += 1
            }
        }
    }

    /// Reads an identifier (letters, digits, `_`, `$` and any non-ASCII byte, or a backticked name);
    /// nil, without moving, when none starts here.
    mutating func identifier() -> String? {
        guard let first = current else { return nil }
        if first == .backtick {
            var end = offset + 1
            while end < bytes.count, bytes[end] != .backtick, bytes[end] != .newline { end += 1 }
            guard end < bytes.count, bytes[end] == .backtick, end > offset + 1 else { return nil }
            defer { offset = end + 1 }
            return String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        }
        guard Self.startsIdentifier(first) else { return nil }
        let start = offset
        while let byte = current, Self.continuesIdentifier(byte) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == .underscore || byte == .dollar || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Skips one token-level element: trivia, a string literal, or one byte. Brackets are not matched here.
    /// Returns false at the end of the text.
    @discardableResult
    mutating func skipElement() -> Bool {
        guard let byte = current else { return false }
        if byte == .slash, peek(1) == .slash || peek(1) == .star {
            skipTrivia()
        } else if byte == .quote || byte == .hash && startsRawString() {
            skipStringLiteral()
        } else {
            offset += 1
        }
        return true
    }

    /// Whether `#…#"` starts here (a raw string), as opposed to `#Preview` or `#if`.
    private func startsRawString() -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == .hash { index += 1 }
        return index < bytes.count && bytes[index] == .quote
    }

    /// Skips a string literal starting here: `#`s, then `"` or `"""`, up to the matching close, stepping over
    /// interpolations (which may hold strings and brackets of their own).
    mutating func skipStringLiteral() {
        var hashes = 0
        while current == .hash {
            hashes += 1
            offset += 1
        }
        guard current == .quote else { return }
        let multiline = peek(1) == .quote && peek(2) == .quote
        offset += multiline ? 3 : 1
        while let byte = current {
            if byte == .backslash, matchesHashes(hashes, at: offset + 1) {
                offset += 1 + hashes
                if current == .openParen {
                    skipBalanced()
                } else if current != nil {
                    offset += 1
                }
            } else if byte == .quote, !multiline || (peek(1) == .quote && peek(2) == .quote),
                      matchesHashes(hashes, at: offset + (multiline ? 3 : 1)) {
                offset += (multiline ? 3 : 1) + hashes
                return
            } else if byte == .newline, !multiline {
                return   // an unterminated single-line string ends at the line's end
            } else {
                offset += 1
            }
        }
    }

    private func matchesHashes(_ count: Int, at index: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= bytes.count else { return false }
        return bytes[index..<(index + count)].allSatisfy { $0 == .hash }
    }

    /// From an opening bracket, skips to just after its matching close (or to the end of the text).
    mutating func skipBalanced() {
        var depth = 0
        while let byte = current {
            switch byte {
            case .openParen, .openBracket, .openBrace:
                depth += 1
                offset += 1
            case .closeParen, .closeBracket, .closeBrace:
                depth -= 1
                offset += 1
                if depth <= 0 { return }
            default:
                skipElement()
            }
        }
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")"), openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), underscore = UInt8(ascii: "_")
    static let dollar = UInt8(ascii: "$"), backtick = UInt8(ascii: "`"), dot = UInt8(ascii: "."), less = UInt8(ascii: "<")
}
