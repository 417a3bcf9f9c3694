import Testing
@testable import Graphics

/// Code lengths from `DeflateHuffmanCode`: complete prefix codes, never longer than the limit.
@Suite struct PortablePNGHuffmanTests {
    private func kraftSum(_ lengths: [UInt8], maxLength: Int) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (maxLength - Int($1))) }
    }

    /// Fibonacci frequencies give an unlimited Huffman tree one level deeper per symbol: 30 symbols would
    /// need 29 bits, so the limit must kick in and still leave a complete code.
    @Test func fibonacciFrequenciesAreLimitedTo15Bits() {
        var frequencies = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        let code = DeflateHuffmanCode(frequencies: frequencies, maxLength: 15)
        #expect(code.lengths.max() == 15)
        #expect(code.lengths.allSatisfy { $0 >= 1 })
        #expect(kraftSum(code.lengths, maxLength: 15) == 1 << 15)
        // More frequent symbols never get longer codes.
        for i in 1..<30 { #expect(code.lengths[i] <= code.lengths[i - 1]) }
    }

    @Test func unlimitedCaseIsOptimal() {
        let code = DeflateHuffmanCode(frequencies: [5, 9, 12, 13, 16, 45], maxLength: 15)
        #expect(code.lengths == [4, 4, 3, 3, 3, 1])
    }

    @Test func codeLengthCodeLimitOf7() {
        let code = DeflateHuffmanCode(frequencies: (0..<19).map { 1 << $0 }, maxLength: 7)
        #expect(code.lengths.max() == 7)
        #expect(kraftSum(code.lengths, maxLength: 7) == 1 << 7)
    }

    /// A single used symbol still gets a second code, as zlib does, so every decoder accepts the tree.
    @Test func oneUsedSymbolGetsACompanion() {
        let code = DeflateHuffmanCode(frequencies: [0, 0, 7, 0], maxLength: 15)
        #expect(code.lengths == [1, 0, 1, 0])
        let none = DeflateHuffmanCode(frequencies: [0, 0, 0], maxLength: 15)
        #expect(none.lengths == [1, 1, 0])
    }

    /// Canonical codes (RFC 1951 §3.2.2 example: lengths 3 3 3 3 3 2 4 4 give 010 011 100 101 110 00 1110 1111),
    /// stored bit-reversed.
    @Test func canonicalCodesMatchTheRFCExample() {
        let code = DeflateHuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        #expect(code.reversedCodes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
    }

    @Test func lengthAndDistanceSymbols() {
        #expect(DeflateSymbols.lengthSymbol[0] == 257)      // length 3
        #expect(DeflateSymbols.lengthSymbol[8] == 265)      // length 11
        #expect(DeflateSymbols.lengthExtraBits[8] == 1)
        #expect(DeflateSymbols.lengthSymbol[254] == 284)    // length 257
        #expect(DeflateSymbols.lengthExtraValue[254] == 30)
        #expect(DeflateSymbols.lengthSymbol[255] == 285)    // length 258
        #expect(DeflateSymbols.lengthExtraBits[255] == 0)
        #expect(DeflateSymbols.distanceSymbol(0) == 0)      // distance 1
        #expect(DeflateSymbols.distanceSymbol(4) == 4)      // distance 5
        #expect(DeflateSymbols.distanceSymbol(6) == 5)      // distance 7
        #expect(DeflateSymbols.distanceSymbol(32_767) == 29)
        #expect(DeflateSymbols.distanceExtraValue(32_767, symbol: 29) == 8191)
        #expect(DeflateSymbols.distanceExtraBits[29] == 13)
    }
}
