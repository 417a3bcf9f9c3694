/// The DEFLATE length and distance alphabets (RFC 1951 §3.2.5) and the packed form of an LZ77 token.
enum DeflateSymbols {
    static let endOfBlock = 256
    static let literalLengthCount = 286
    static let distanceCount = 30
    static let minMatch = 3
    static let maxMatch = 258
    static let windowSize = 32_768

    /// A token is a literal byte (< 256), or a match with bit 31 set, `length - 3` in bits 16...23 and
    /// `distance - 1` in bits 0...14.
    @inline(__always) static func matchToken(length: Int, distance: Int) -> UInt32 {
        0x8000_0000 | UInt32(length - minMatch) << 16 | UInt32(distance - 1)
    }

    /// Length symbol (257...285) for `length - 3`.
    static let lengthSymbol: [UInt16] = (0..<256).map { UInt16(257 + lengthCodeIndex($0)) }
    /// Extra bits after each length symbol, indexed by `length - 3`.
    static let lengthExtraBits: [UInt8] = (0..<256).map { UInt8(lengthExtra($0).bits) }
    /// The extra-bits value, indexed by `length - 3`.
    static let lengthExtraValue: [UInt16] = (0..<256).map { UInt16(lengthExtra($0).value) }

    /// Extra bits after each distance symbol.
    static let distanceExtraBits: [UInt8] = (0..<30).map { $0 < 4 ? 0 : UInt8($0 / 2 - 1) }

    /// Distance symbol (0...29) for `distance - 1` (0...32767).
    @inline(__always) static func distanceSymbol(_ d: Int) -> Int {
        if d < 4 { return d }
        let log2 = Int.bitWidth - 1 - d.leadingZeroBitCount
        return 2 * log2 + ((d >> (log2 - 1)) & 1)
    }

    /// The extra-bits value after distance symbol `symbol` for `distance - 1` = `d`.
    @inline(__always) static func distanceExtraValue(_ d: Int, symbol: Int) -> Int {
        if symbol < 4 { return 0 }
        let extra = symbol / 2 - 1
        return d - ((2 | (symbol & 1)) << extra)
    }

    private static func lengthCodeIndex(_ l: Int) -> Int {
        if l == 255 { return 28 }
        if l < 8 { return l }
        let log2 = Int.bitWidth - 1 - l.leadingZeroBitCount
        return 4 * (log2 - 1) + ((l >> (log2 - 2)) & 3)
    }

    private static func lengthExtra(_ l: Int) -> (bits: Int, value: Int) {
        if l == 255 || l < 8 { return (0, 0) }
        let log2 = Int.bitWidth - 1 - l.leadingZeroBitCount
        let bits = log2 - 2
        return (bits, l - ((4 | ((l >> bits) & 3)) << bits))
    }

    /// The fixed literal/length code lengths (RFC 1951 §3.2.6).
    static let fixedLiteralLengths: [UInt8] =
        [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
        + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
    /// The fixed distance code lengths: all 5 bits.
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)

    /// Order in which code-length code lengths are sent (RFC 1951 §3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
