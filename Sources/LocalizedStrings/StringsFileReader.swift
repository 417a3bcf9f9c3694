import Foundation

/// Reads a `.strings` file: old-style property list text, `"key" = "value";` with `/* */` and `//`
/// comments, backslash escapes (`\n \t \" \\ \Uxxxx`, octal) and unquoted words, in UTF-8 or UTF-16 (by
/// its byte-order mark, or its zero bytes). At the first syntax error it reports the file, line and the
/// last key read, and keeps what came before.
package enum StringsFileReader {
    package static func read(_ data: Data, file: String, language: String) -> StringsFileContents {
        var contents = StringsFileContents()
        guard let text = decode(data) else {
            contents.issues.append(LocalizationIssue(file: file, message: "is neither UTF-8 nor UTF-16 text; no strings read from it"))
            return contents
        }
        var scanner = Scanner(Array(text.unicodeScalars))
        var lastKey: String?
        var entries: [String: LocalizedEntry] = [:]
        do {
            while true {
                try scanner.skipSpaceAndComments()
                if scanner.atEnd { break }
                let key = try scanner.token()
                lastKey = key
                try scanner.skipSpaceAndComments()
                var value = key
                if scanner.peek == "=" {
                    scanner.advance()
                    try scanner.skipSpaceAndComments()
                    value = try scanner.token()
                    try scanner.skipSpaceAndComments()
                }
                guard scanner.peek == ";" else { throw Scanner.Failure(message: "expected \";\" after the value", line: scanner.line) }
                scanner.advance()
                entries[key] = LocalizedEntry(value: .text(value))
            }
        } catch let failure as Scanner.Failure {
            let after = lastKey.map { " (after key \"\($0)\")" } ?? ""
            contents.issues.append(LocalizationIssue(file: file, key: lastKey,
                                                     message: "line \(failure.line): \(failure.message)\(after); the rest of the file is skipped"))
        } catch {}
        if !entries.isEmpty { contents.entries[language] = entries }
        return contents
    }

    /// UTF-16 by byte-order mark or by a zero byte among the first two; UTF-8 (with or without its mark) otherwise.
    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes == [0xFE, 0xFF] { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.count == 2, bytes[1] == 0, data.count % 2 == 0 { return String(data: data, encoding: .utf16LittleEndian) }
        if bytes.count == 2, bytes[0] == 0, data.count % 2 == 0 { return String(data: data, encoding: .utf16BigEndian) }
        var body = data
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { body = data.dropFirst(3) }
        return String(data: body, encoding: .utf8)
    }

    struct Scanner {
        struct Failure: Error { let message: String; let line: Int }
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        mutating func advance() {
            if peek == "\n" { line += 1 }
            index += 1
        }

        mutating func skipSpaceAndComments() throws {
            while let c = peek {
                if c.properties.isWhitespace { advance(); continue }
                if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    advance(); advance()
                    while !atEnd, !(peek == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                    guard !atEnd else { throw Failure(message: "a /* comment is not closed", line: start) }
                    advance(); advance()
                    continue
                }
                if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let d = peek, d != "\n" { _ = d; advance() }
                    continue
                }
                return
            }
        }

        /// A quoted string or an unquoted word (letters, digits, `_ $ + / : . -`).
        mutating func token() throws -> String {
            guard let first = peek else { throw Failure(message: "unexpected end of file", line: line) }
            if first == "\"" { return try quoted() }
            var word = String.UnicodeScalarView()
            while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$+/:.-".unicodeScalars.contains(c) {
                word.append(c)
                advance()
            }
            guard !word.isEmpty else { throw Failure(message: "unexpected character \"\(first.escaped(asASCII: true))\"", line: line) }
            return String(word)
        }

        private mutating func quoted() throws -> String {
            let start = line
            advance()
            var out = String.UnicodeScalarView()
            while let c = peek {
                advance()
                if c == "\"" { return String(out) }
                if c != "\\" { out.append(c); continue }
                guard let e = peek else { break }
                advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "a": out.append("\u{7}")
                case "b": out.append("\u{8}")
                case "f": out.append("\u{C}")
                case "v": out.append("\u{B}")
                case "U", "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let h = peek, let v = h.hexValue { value = value << 4 | v; digits += 1; advance() }
                    guard digits > 0 else { throw Failure(message: "\\U needs hexadecimal digits", line: line) }
                    out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                case "0"..."7":
                    var value = e.value - 48
                    var digits = 1
                    while digits < 3, let o = peek, ("0"..."7").contains(o) { value = value * 8 + o.value - 48; digits += 1; advance() }
                    out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default: out.append(e)
                }
            }
            throw Failure(message: "a quoted string is not closed", line: start)
        }
    }
}

extension Unicode.Scalar {
    var hexValue: UInt32? {
        switch self {
        case "0"..."9": return value - 48
        case "a"..."f": return value - 87
        case "A"..."F": return value - 55
        default: return nil
        }
    }
}
