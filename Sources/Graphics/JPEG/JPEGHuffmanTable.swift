/// One canonical Huffman table of a DHT segment (JPEG Annex C), checked when built: no more than 256
/// symbols, no length whose codes overflow the code space, so a decoded code is always one the table
/// defines. Decoding looks up 9 bits at once and walks longer codes length by length (Annex F.2.2.3).
struct JPEGHuffmanTable: Sendable {
    static let lookupBits = 9
    /// For each `lookupBits`-bit prefix: code length (0 when the code is longer) and symbol.
    private(set) var lookupLength: [UInt8]
    private(set) var lookupSymbol: [UInt8]
    /// Per length 1...16: the largest code of that length (-1 when none), and the index of its first symbol.
    private(set) var maxCode: [Int]
    private(set) var valueOffset: [Int]
    let symbols: [UInt8]

    /// `counts[i]` codes of length i+1, then the symbols in code order. Throws a description of the flaw.
    init(counts: [Int], symbols: [UInt8]) throws(JPEGHuffmanTableFlaw) {
        guard counts.count == 16 else { throw .init("it does not list 16 code-length counts") }
        let total = counts.reduce(0, +)
        guard total > 0, total <= 256 else { throw .init("it defines \(total) codes (1 to 256 allowed)") }
        guard symbols.count == total else { throw .init("it lists \(symbols.count) symbols for \(total) codes") }
        self.symbols = symbols
        lookupLength = [UInt8](repeating: 0, count: 1 << Self.lookupBits)
        lookupSymbol = [UInt8](repeating: 0, count: 1 << Self.lookupBits)
        maxCode = [Int](repeating: -1, count: 17)
        valueOffset = [Int](repeating: 0, count: 17)
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            valueOffset[length] = index - code
            if count > 0 {
                guard code + count <= 1 << length else {
                    throw .init("its codes of length \(length) overflow the code space")
                }
                for _ in 0..<count {
                    if length <= Self.lookupBits {
                        let shift = Self.lookupBits - length
                        for fill in 0..<(1 << shift) {
                            lookupLength[(code << shift) | fill] = UInt8(length)
                            lookupSymbol[(code << shift) | fill] = symbols[index]
                        }
                    }
                    code += 1
                    index += 1
                }
                maxCode[length] = code - 1
            }
            code <<= 1
        }
    }

    /// The symbol for a code whose first `lookupBits` bits are `prefix` (nil when longer).
    @inline(__always) func fastLookup(_ prefix: Int) -> (length: Int, symbol: UInt8)? {
        let length = Int(lookupLength[prefix])
        return length == 0 ? nil : (length, lookupSymbol[prefix])
    }

    /// The symbol of a `length`-bit `code`, or nil when no code of that length matches.
    @inline(__always) func symbol(code: Int, length: Int) -> UInt8? {
        guard code <= maxCode[length] else { return nil }
        let index = code + valueOffset[length]
        return symbols.indices.contains(index) ? symbols[index] : nil
    }
}

/// What is wrong with a DHT table; the decoder wraps it into a `JPEGError` naming the file.
struct JPEGHuffmanTableFlaw: Error {
    let detail: String
    init(_ detail: String) { self.detail = detail }
}
