/// A canonical Huffman code for one DEFLATE alphabet (RFC 1951 §3.2.2), length-limited.
///
/// Lengths come from Moffat and Katajainen's in-place minimum-redundancy algorithm over the symbols sorted
/// by (frequency, symbol), then are capped with the Kraft-sum repair zlib-compatible encoders such as
/// miniz use. Every step is a total order on integers, so the same frequencies always give the same code.
struct DeflateHuffmanCode {
    /// Bit length per symbol (0 = unused).
    private(set) var lengths: [UInt8]
    /// The code per symbol, bit-reversed so `DeflateBitWriter` can write it least-significant first.
    private(set) var reversedCodes: [UInt32]

    /// The code for explicit lengths (the fixed codes, or ones read back in tests).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        self.reversedCodes = Self.canonicalReversedCodes(lengths)
    }

    /// An optimal code for `frequencies` whose lengths do not exceed `maxLength`. At least two symbols get
    /// a code (symbols 0 and 1 are added when fewer are used), as zlib does, so every decoder accepts it.
    init(frequencies: [Int], maxLength: Int) {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        var weights = frequencies
        var filler = 0
        while used.count < 2 && filler < weights.count {
            if weights[filler] == 0 { weights[filler] = 1; used.append(filler) }
            filler += 1
        }
        used.sort { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1 }

        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        if used.count == 1 {
            lengths[used[0]] = 1
        } else if used.count > 1 {
            let depths = Self.minimumRedundancyLengths(sortedWeights: used.map { weights[$0] })
            var counts = [Int](repeating: 0, count: max(maxLength, depths.max() ?? 0) + 1)
            for depth in depths { counts[depth] += 1 }
            Self.limit(&counts, to: maxLength)
            // The most frequent symbols (end of `used`) take the shortest lengths.
            var next = used.count - 1
            for length in 1...maxLength {
                for _ in 0..<counts[length] {
                    lengths[used[next]] = UInt8(length)
                    next -= 1
                }
            }
        }
        self.init(lengths: lengths)
    }

    /// Code lengths for weights sorted ascending (Moffat–Katajainen, "In-place calculation of
    /// minimum-redundancy codes", 1995). Result `i` is the length for weight `i`.
    private static func minimumRedundancyLengths(sortedWeights: [Int]) -> [Int] {
        var a = sortedWeights
        let n = a.count
        a[0] += a[1]
        var root = 0
        var leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]; a[root] = next; root += 1
            } else {
                a[next] = a[leaf]; leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]; a[root] = next; root += 1
            } else {
                a[next] += a[leaf]; leaf += 1
            }
        }
        a[n - 2] = 0
        if n >= 3 {
            for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 }
        }
        var available = 1
        var usedAtDepth = 0
        var depth = 0
        var rootIndex = n - 2
        var nextIndex = n - 1
        while available > 0 {
            while rootIndex >= 0 && a[rootIndex] == depth { usedAtDepth += 1; rootIndex -= 1 }
            while available > usedAtDepth { a[nextIndex] = depth; nextIndex -= 1; available -= 1 }
            available = 2 * usedAtDepth
            depth += 1
            usedAtDepth = 0
        }
        return a
    }

    /// Moves codes longer than `maxLength` to `maxLength`, then lengthens shorter codes one at a time until
    /// the Kraft sum is exactly 1 again (`counts[l]` = number of codes of length `l`).
    private static func limit(_ counts: inout [Int], to maxLength: Int) {
        guard counts.count > maxLength + 1 else { return }
        for length in (maxLength + 1)..<counts.count {
            counts[maxLength] += counts[length]
            counts[length] = 0
        }
        var total = 0
        for length in 1...maxLength { total += counts[length] << (maxLength - length) }
        while total != 1 << maxLength {
            counts[maxLength] -= 1
            for length in stride(from: maxLength - 1, to: 0, by: -1) where counts[length] != 0 {
                counts[length] -= 1
                counts[length + 1] += 2
                break
            }
            total -= 1
        }
        counts.removeLast(counts.count - maxLength - 1)
    }

    /// Canonical codes from lengths (RFC 1951 §3.2.2), each reversed to LSB-first order.
    private static func canonicalReversedCodes(_ lengths: [UInt8]) -> [UInt32] {
        var lengthCounts = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var nextCode = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + lengthCounts[bits - 1]) << 1
            nextCode[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            var reversed: UInt32 = 0
            for bit in 0..<Int(length) where value & (1 << UInt32(bit)) != 0 {
                reversed |= 1 << UInt32(Int(length) - 1 - bit)
            }
            return reversed
        }
    }
}
