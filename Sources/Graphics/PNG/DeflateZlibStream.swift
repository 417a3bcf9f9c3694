/// A zlib stream (RFC 1950) made entirely by this package's DEFLATE: header 78 9C, blocks, Adler-32.
///
/// Unlike libz (whose output differs between zlib 1.2, 1.3 and zlib-ng), the bytes depend only on this
/// code, which is what text-compared SVG goldens with embedded PNGs need.
package enum DeflateZlibStream {
    /// Tokens per block: each block gets Huffman codes fitted to its own statistics.
    private static let tokensPerBlock = 16_384

    /// Lazy matching with chains of at most 32 (8 after an 8-byte match). Measured against chain 128 (zlib
    /// level 6's setting): on a 136×128 emoji 1.3% larger, on a 256×192 noisy photo 3.7% larger, but 1.6×
    /// and 2.3× faster; see `PortablePNGEncoder` for the numbers against libpng.
    package static let defaultEffort = DeflateMatcher.Effort(maxChain: 32, goodLength: 8, lazyLength: 16,
                                                             niceLength: 128)

    /// Compresses `data` into a complete zlib stream.
    package static func compress(_ data: [UInt8], effort: DeflateMatcher.Effort = defaultEffort) -> [UInt8] {
        data.withUnsafeBufferPointer { raw in
            let tokens = DeflateMatcher(effort: effort).tokens(for: raw)
            var writer = DeflateBitWriter(reservingCapacity: raw.count / 2 + 64)
            // CMF: deflate, 32 KiB window; FLG: default level, check bits so (CMF·256 + FLG) % 31 == 0.
            writer.write(0x78 | 0x9C << 8, count: 16)
            tokens.withUnsafeBufferPointer { tokens in
                var tokenStart = 0
                var byteStart = 0
                repeat {
                    let tokenEnd = min(tokenStart + tokensPerBlock, tokens.count)
                    var byteEnd = byteStart
                    for token in tokens[tokenStart..<tokenEnd] {
                        byteEnd += token & 0x8000_0000 == 0 ? 1 : Int((token >> 16) & 0xFF) + DeflateSymbols.minMatch
                    }
                    DeflateBlockWriter.write(UnsafeBufferPointer(rebasing: tokens[tokenStart..<tokenEnd]),
                                             raw: UnsafeBufferPointer(rebasing: raw[byteStart..<byteEnd]),
                                             isFinal: tokenEnd == tokens.count, to: &writer)
                    tokenStart = tokenEnd
                    byteStart = byteEnd
                } while tokenStart < tokens.count
            }
            writer.alignToByte()
            let adler = Adler32.checksum(raw)
            var bytes = writer.bytes
            bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
            return bytes
        }
    }
}
