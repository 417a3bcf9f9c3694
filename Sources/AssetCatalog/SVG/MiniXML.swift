import Foundation

/// The XML of an icon SVG: elements and attributes only. Comments, processing instructions, DOCTYPE,
/// CDATA and text are skipped (an icon's drawing is all in elements). Foundation's XMLParser is not
/// used because on Linux it links libxml2, and only libpng and FreeType may be linked.
package struct XMLElementNode: Sendable {
    package var name: String
    package var attributes: [String: String]
    package var children: [XMLElementNode]
    /// The line the element starts on, for issues.
    package var line: Int
}

package struct MiniXMLError: Error, Equatable, CustomStringConvertible {
    package let line: Int
    package let message: String
    package var description: String { "line \(line): \(message)" }
}

package enum MiniXML {
    /// Elements nest at most this deep (a hostile file cannot exhaust the stack).
    static let maxDepth = 64

    package static func parse(_ data: Data) throws -> XMLElementNode {
        var reader = Reader(bytes: [UInt8](data))
        return try reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        func fail(_ message: String) -> MiniXMLError { MiniXMLError(line: line, message: message) }

        var atEnd: Bool { index >= bytes.count }
        func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        mutating func advance() {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }

        func starts(with text: String) -> Bool {
            let t = Array(text.utf8)
            guard index + t.count <= bytes.count else { return false }
            return Array(bytes[index..<index + t.count]) == t
        }

        /// Skips past `terminator`; throws when the file ends first.
        mutating func skip(past terminator: String, what: String) throws {
            while !atEnd {
                if starts(with: terminator) {
                    for _ in 0..<terminator.utf8.count { advance() }
                    return
                }
                advance()
            }
            throw fail("\(what) is not closed with \(terminator)")
        }

        mutating func skipSpace() { while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance() } }

        /// Skips everything that is not an element (text, comments, declarations) up to the next `<`
        /// that opens or closes an element.
        mutating func skipMisc() throws {
            while !atEnd {
                if starts(with: "<!--") { try skip(past: "-->", what: "a comment") }
                else if starts(with: "<![CDATA[") { try skip(past: "]]>", what: "a CDATA section") }
                else if starts(with: "<?") { try skip(past: "?>", what: "a processing instruction") }
                else if starts(with: "<!") { try skipDeclaration() }
                else if peek() == UInt8(ascii: "<") { return }
                else { advance() }
            }
        }

        /// `<!DOCTYPE …>` with an optional `[…]` internal subset.
        mutating func skipDeclaration() throws {
            var bracket = 0
            while !atEnd {
                let b = bytes[index]
                advance()
                if b == UInt8(ascii: "[") { bracket += 1 }
                else if b == UInt8(ascii: "]") { bracket -= 1 }
                else if b == UInt8(ascii: ">") && bracket <= 0 { return }
            }
            throw fail("a <! declaration is not closed with >")
        }

        mutating func document() throws -> XMLElementNode {
            try skipMisc()
            guard !atEnd else { throw fail("there is no element in the file") }
            let root = try element(depth: 0)
            return root
        }

        mutating func name() throws -> String {
            let start = index
            while let b = peek(), !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/")
                                    || b == UInt8(ascii: ">") || b == UInt8(ascii: "=")) { advance() }
            guard index > start else { throw fail("a name is expected here") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func element(depth: Int) throws -> XMLElementNode {
            guard depth < MiniXML.maxDepth else { throw fail("elements nest more than \(MiniXML.maxDepth) deep") }
            let startLine = line
            advance()   // <
            let tag = try name()
            var node = XMLElementNode(name: tag, attributes: [:], children: [], line: startLine)
            while true {
                skipSpace()
                guard let b = peek() else { throw fail("the element <\(tag)> is not closed") }
                if b == UInt8(ascii: "/") {
                    advance()
                    guard peek() == UInt8(ascii: ">") else { throw fail("'/' in <\(tag)> is not followed by '>'") }
                    advance()
                    return node
                }
                if b == UInt8(ascii: ">") { advance(); break }
                let key = try name()
                skipSpace()
                guard peek() == UInt8(ascii: "=") else { throw fail("the attribute \(key) of <\(tag)> has no value") }
                advance()
                skipSpace()
                guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw fail("the value of \(key) in <\(tag)> is not quoted")
                }
                advance()
                let start = index
                while let c = peek(), c != quote { advance() }
                guard !atEnd else { throw fail("the value of \(key) in <\(tag)> is not closed") }
                node.attributes[key] = Self.unescape(String(decoding: bytes[start..<index], as: UTF8.self))
                advance()
            }
            while true {
                try skipMisc()
                guard !atEnd else { throw fail("the element <\(tag)> (line \(startLine)) is not closed") }
                if peek(1) == UInt8(ascii: "/") {
                    advance(); advance()
                    let closing = try name()
                    guard closing == tag else { throw fail("</\(closing)> closes <\(tag)> (line \(startLine))") }
                    skipSpace()
                    guard peek() == UInt8(ascii: ">") else { throw fail("</\(closing)> is not closed with >") }
                    advance()
                    return node
                }
                node.children.append(try element(depth: depth + 1))
            }
        }

        /// The five predefined entities and numeric character references.
        static func unescape(_ text: String) -> String {
            guard text.contains("&") else { return text }
            var out = ""
            var rest = Substring(text)
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
                    out += rest[amp...]
                    return out
                }
                let entity = rest[rest.index(after: amp)..<semi]
                switch entity {
                case "lt": out += "<"
                case "gt": out += ">"
                case "amp": out += "&"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    let code = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
                        : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                    if let code, let scalar = Unicode.Scalar(code) { out.unicodeScalars.append(scalar) } else { out += "&\(entity);" }
                }
                rest = rest[rest.index(after: semi)...]
            }
            return out + rest
        }
    }
}
