/// Writes one run of LZ77 tokens as a DEFLATE block (RFC 1951 §3.2.3): dynamic Huffman, fixed Huffman
/// or stored, whichever is smallest for these tokens (ties go to dynamic, then fixed).
struct DeflateBlockWriter {
    /// The DEFLATE limit for literal/length and distance codes.
    private static let maxCodeLength = 15
    /// The DEFLATE limit for the code-length code.
    private static let maxCodeLengthCodeLength = 7
    /// Largest stored block.
    private static let maxStoredLength = 65_535

    private static let fixedLiteralCode = DeflateHuffmanCode(lengths: DeflateSymbols.fixedLiteralLengths)
    private static let fixedDistanceCode = DeflateHuffmanCode(lengths: DeflateSymbols.fixedDistanceLengths)

    /// Appends the block for `tokens`, which encode exactly `raw` (used when storing is smallest).
    static func write(_ tokens: UnsafeBufferPointer<UInt32>, raw: UnsafeBufferPointer<UInt8>, isFinal: Bool,
                      to writer: inout DeflateBitWriter) {
        var literalFrequencies = [Int](repeating: 0, count: DeflateSymbols.literalLengthCount)
        var distanceFrequencies = [Int](repeating: 0, count: DeflateSymbols.distanceCount)
        var extraBits = 0
        for token in tokens {
            if token & 0x8000_0000 == 0 {
                literalFrequencies[Int(token)] += 1
            } else {
                let lengthIndex = Int((token >> 16) & 0xFF)
                literalFrequencies[Int(DeflateSymbols.lengthSymbol[lengthIndex])] += 1
                extraBits += Int(DeflateSymbols.lengthExtraBits[lengthIndex])
                let symbol = DeflateSymbols.distanceSymbol(Int(token & 0x7FFF))
                distanceFrequencies[symbol] += 1
                extraBits += Int(DeflateSymbols.distanceExtraBits[symbol])
            }
        }
        literalFrequencies[DeflateSymbols.endOfBlock] = 1

        let literalCode = DeflateHuffmanCode(frequencies: literalFrequencies, maxLength: maxCodeLength)
        let distanceCode = DeflateHuffmanCode(frequencies: distanceFrequencies, maxLength: maxCodeLength)
        let header = DeflateDynamicHeader(literalLengths: literalCode.lengths, distanceLengths: distanceCode.lengths)

        func payloadBits(_ literal: DeflateHuffmanCode, _ distance: DeflateHuffmanCode) -> Int {
            var bits = extraBits
            for (symbol, count) in literalFrequencies.enumerated() { bits += count * Int(literal.lengths[symbol]) }
            for (symbol, count) in distanceFrequencies.enumerated() { bits += count * Int(distance.lengths[symbol]) }
            return bits
        }
        let dynamicBits = 3 + header.bitCount + payloadBits(literalCode, distanceCode)
        let fixedBits = 3 + payloadBits(fixedLiteralCode, fixedDistanceCode)
        let storedChunks = max(1, (raw.count + maxStoredLength - 1) / maxStoredLength)
        // Each stored chunk: 3 header bits, up to 7 padding bits, LEN and NLEN, then the bytes.
        let storedBits = storedChunks * (3 + 7 + 32) + raw.count * 8

        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(raw, isFinal: isFinal, to: &writer)
        } else if fixedBits < dynamicBits {
            writer.write((isFinal ? 1 : 0) | 1 << 1, count: 3)
            writeTokens(tokens, literalCode: fixedLiteralCode, distanceCode: fixedDistanceCode, to: &writer)
        } else {
            writer.write((isFinal ? 1 : 0) | 2 << 1, count: 3)
            header.write(to: &writer)
            writeTokens(tokens, literalCode: literalCode, distanceCode: distanceCode, to: &writer)
        }
    }

    private static func writeStored(_ raw: UnsafeBufferPointer<UInt8>, isFinal: Bool,
                                    to writer: inout DeflateBitWriter) {
        var start = 0
        repeat {
            let count = min(maxStoredLength, raw.count - start)
            let last = start + count == raw.count
            writer.write(isFinal && last ? 1 : 0, count: 3)
            writer.alignToByte()
            writer.write(UInt32(count) | UInt32(~UInt16(count)) << 16, count: 32)
            writer.appendAligned(UnsafeBufferPointer(rebasing: raw[start..<(start + count)]))
            start += count
        } while start < raw.count
    }

    private static func writeTokens(_ tokens: UnsafeBufferPointer<UInt32>, literalCode: DeflateHuffmanCode,
                                    distanceCode: DeflateHuffmanCode, to writer: inout DeflateBitWriter) {
        literalCode.lengths.withUnsafeBufferPointer { literalLengths in
        literalCode.reversedCodes.withUnsafeBufferPointer { literalCodes in
        distanceCode.lengths.withUnsafeBufferPointer { distanceLengths in
        distanceCode.reversedCodes.withUnsafeBufferPointer { distanceCodes in
            for token in tokens {
                if token & 0x8000_0000 == 0 {
                    let symbol = Int(token)
                    writer.write(literalCodes[symbol], count: Int(literalLengths[symbol]))
                } else {
                    let lengthIndex = Int((token >> 16) & 0xFF)
                    let symbol = Int(DeflateSymbols.lengthSymbol[lengthIndex])
                    let codeLength = Int(literalLengths[symbol])
                    writer.write(literalCodes[symbol] | UInt32(DeflateSymbols.lengthExtraValue[lengthIndex]) << codeLength,
                                 count: codeLength + Int(DeflateSymbols.lengthExtraBits[lengthIndex]))
                    let d = Int(token & 0x7FFF)
                    let distanceSymbol = DeflateSymbols.distanceSymbol(d)
                    let distanceLength = Int(distanceLengths[distanceSymbol])
                    let extra = UInt32(DeflateSymbols.distanceExtraValue(d, symbol: distanceSymbol))
                    writer.write(distanceCodes[distanceSymbol] | extra << distanceLength,
                                 count: distanceLength + Int(DeflateSymbols.distanceExtraBits[distanceSymbol]))
                }
            }
            let end = DeflateSymbols.endOfBlock
            writer.write(literalCodes[end], count: Int(literalLengths[end]))
        }
        }
        }
        }
    }
}
