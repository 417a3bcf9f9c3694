/// Turns fuzz bytes into structured values (choices, numbers, strings) so one byte string drives a whole
/// DisplayList or layout request. Reading past the end yields zeros, so every input is usable and a
/// shorter input is a simpler case (libFuzzer shrinks reproducers by cutting bytes).
package struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var isExhausted: Bool { offset >= bytes.count }

    package mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A choice among `count` options (`count` ≥ 1).
    package mutating func choice(_ count: Int) -> Int { Int(byte()) % max(1, count) }

    package mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of the numbers that break geometry code, a small integer, or any 64-bit pattern.
    package mutating func number() -> Double {
        switch choice(4) {
        case 0: return Self.specialNumbers[choice(Self.specialNumbers.count)]
        case 1, 2: return Double(Int8(bitPattern: byte()))
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
    }

    /// A number in 0…1 (a colour component or location), or a special one.
    package mutating func unitOrSpecial() -> Double {
        choice(8) == 0 ? Self.specialNumbers[choice(Self.specialNumbers.count)] : Double(byte()) / 255
    }

    /// Text mixing raw (possibly invalid) UTF-8 with the tokens that break XML and text layout.
    package mutating func text() -> String {
        var out = ""
        for _ in 0..<choice(12) {
            if bool() {
                out += Self.tokens[choice(Self.tokens.count)]
            } else {
                let length = choice(16)
                out += String(decoding: (0..<length).map { _ in byte() }, as: UTF8.self)
            }
        }
        return out
    }

    package static let specialNumbers: [Double] = [
        .nan, -.nan, .infinity, -.infinity, 0, -0.0, 1, -1, 0.5, 1e9, -1e9, 1e300, -1e300, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-9, 16384, 16385, 32767, 65536, 2147483648,
    ]

    package static let tokens: [String] = [
        "</svg><script>alert(1)</script>", "<script", "<SCRIPT>", "]]>", "<![CDATA[", "<!--", "-->", "&", "&amp;",
        "\"", "'", "<", ">", "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{1F}", "\u{7F}", "\u{85}", "\t", "\n", "\r",
        "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{10FFFF}", "\u{1FFFE}", "e\u{301}\u{302}\u{303}", "\u{202E}abc",
        "שלום", "مرحبا", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{2028}", "日本語", "ﬁ",
        String(decoding: [0xED, 0xA0, 0x80], as: UTF8.self), String(decoding: [0xC0, 0xAF], as: UTF8.self),
    ]
}
