/// The header of a dynamic-Huffman DEFLATE block (RFC 1951 §3.2.7): HLIT, HDIST, HCLEN, the code-length
/// code, then both code-length sequences run-length coded with symbols 16 (repeat previous 3–6),
/// 17 (3–10 zeros) and 18 (11–138 zeros).
struct DeflateDynamicHeader {
    /// A code-length symbol (0...18) and the value of its extra bits.
    private struct Instruction {
        var symbol: Int
        var extra: UInt32
    }

    private static let extraBitsForSymbol: [Int: Int] = [16: 2, 17: 3, 18: 7]

    private let literalCount: Int
    private let distanceCount: Int
    private let codeLengthCount: Int
    private let instructions: [Instruction]
    private let codeLengthCode: DeflateHuffmanCode

    /// Bits the header takes after the 3-bit block header.
    let bitCount: Int

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        var literalCount = DeflateSymbols.literalLengthCount
        while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = DeflateSymbols.distanceCount
        while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        self.literalCount = literalCount
        self.distanceCount = distanceCount

        let instructions = Self.runLengthCode(Array(literalLengths[0..<literalCount])
                                              + Array(distanceLengths[0..<distanceCount]))
        self.instructions = instructions
        var frequencies = [Int](repeating: 0, count: 19)
        for instruction in instructions { frequencies[instruction.symbol] += 1 }
        let code = DeflateHuffmanCode(frequencies: frequencies, maxLength: 7)
        self.codeLengthCode = code

        var codeLengthCount = 19
        while codeLengthCount > 4 && code.lengths[DeflateSymbols.codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }
        self.codeLengthCount = codeLengthCount

        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for instruction in instructions {
            bits += Int(code.lengths[instruction.symbol]) + (Self.extraBitsForSymbol[instruction.symbol] ?? 0)
        }
        self.bitCount = bits
    }

    func write(to writer: inout DeflateBitWriter) {
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(codeLengthCount - 4), count: 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt32(codeLengthCode.lengths[DeflateSymbols.codeLengthOrder[index]]), count: 3)
        }
        for instruction in instructions {
            writer.write(codeLengthCode.reversedCodes[instruction.symbol],
                         count: Int(codeLengthCode.lengths[instruction.symbol]))
            if let extraBits = Self.extraBitsForSymbol[instruction.symbol] {
                writer.write(instruction.extra, count: extraBits)
            }
        }
    }

    /// Run-length codes a length sequence the way zlib's `scan_tree`/`send_tree` do.
    private static func runLengthCode(_ lengths: [UInt8]) -> [Instruction] {
        var result: [Instruction] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let count = min(run, 138)
                    result.append(Instruction(symbol: 18, extra: UInt32(count - 11)))
                    run -= count
                }
                if run >= 3 {
                    result.append(Instruction(symbol: 17, extra: UInt32(run - 3)))
                    run = 0
                }
            } else {
                result.append(Instruction(symbol: Int(value), extra: 0))
                run -= 1
                while run >= 3 {
                    let count = min(run, 6)
                    result.append(Instruction(symbol: 16, extra: UInt32(count - 3)))
                    run -= count
                }
            }
            for _ in 0..<run { result.append(Instruction(symbol: Int(value), extra: 0)) }
        }
        return result
    }
}
