/// LZ77 for DEFLATE: finds repeated strings within the last 32 KiB through hash chains and turns the
/// input into literal and match tokens (`DeflateSymbols.matchToken`).
///
/// Lazy evaluation as in zlib's `deflate_slow`: a match found at one byte is emitted only if the next
/// byte does not start a longer one. The chain walk is bounded, so time stays linear in the input. Only
/// integer state and fixed parameters, so the tokens depend only on the input bytes.
package struct DeflateMatcher {
    /// Search effort, in zlib's terms (`configuration_table` in deflate.c).
    package struct Effort: Hashable, Sendable {
        /// Hash-chain entries examined per search.
        package var maxChain: Int
        /// Once the previous match is this long, the chain is cut to a quarter.
        package var goodLength: Int
        /// Once the previous match is this long, the next byte is not searched at all.
        package var lazyLength: Int
        /// A match this long ends the search.
        package var niceLength: Int

        package init(maxChain: Int, goodLength: Int, lazyLength: Int, niceLength: Int) {
            self.maxChain = maxChain
            self.goodLength = goodLength
            self.lazyLength = lazyLength
            self.niceLength = niceLength
        }
    }

    private static let hashBits = 15
    private static let windowMask = DeflateSymbols.windowSize - 1
    /// zlib's TOO_FAR: a 3-byte match farther than this costs more than three literals.
    private static let farLimitForShortMatch = 4096

    let effort: Effort

    package init(effort: Effort) { self.effort = effort }

    /// The token stream for `data`.
    package func tokens(for data: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var tokens: [UInt32] = []
        tokens.reserveCapacity(data.count / 2 + 16)
        var head = [Int32](repeating: -1, count: 1 << Self.hashBits)
        var previous = [Int32](repeating: -1, count: DeflateSymbols.windowSize)
        head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                run(data, head: head, previous: previous, into: &tokens)
            }
        }
        return tokens
    }

    private func run(_ data: UnsafeBufferPointer<UInt8>, head: UnsafeMutableBufferPointer<Int32>,
                     previous: UnsafeMutableBufferPointer<Int32>, into tokens: inout [UInt32]) {
        let n = data.count
        @inline(__always) func insert(_ i: Int) {
            guard i + 2 < n else { return }
            let key = UInt32(data[i]) | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2]) << 16
            let h = Int((key &* 2_654_435_761) >> UInt32(32 - Self.hashBits))
            previous[i & Self.windowMask] = head[h]
            head[h] = Int32(truncatingIfNeeded: i)
        }

        var position = 0
        var previousLength = DeflateSymbols.minMatch - 1
        var previousDistance = 0
        var literalPending = false
        while position < n {
            insert(position)
            var length = DeflateSymbols.minMatch - 1
            var distance = 0
            if previousLength < effort.lazyLength {
                (length, distance) = longestMatch(data, at: position, toBeat: previousLength, previous: previous)
                if length == DeflateSymbols.minMatch && distance > Self.farLimitForShortMatch {
                    length = DeflateSymbols.minMatch - 1
                }
            }
            if previousLength >= DeflateSymbols.minMatch && length <= previousLength {
                tokens.append(DeflateSymbols.matchToken(length: previousLength, distance: previousDistance))
                let end = position - 1 + previousLength
                var i = position + 1
                while i < end { insert(i); i += 1 }
                position = end
                literalPending = false
                previousLength = DeflateSymbols.minMatch - 1
            } else {
                if literalPending { tokens.append(UInt32(data[position - 1])) }
                literalPending = true
                previousLength = length
                previousDistance = distance
                position += 1
            }
        }
        if literalPending { tokens.append(UInt32(data[n - 1])) }
    }

    /// The longest match for `position` longer than `toBeat`, as (length, distance), or a length below 3.
    /// `position` must already be inserted, so its chain starts at `previous[position]`.
    @inline(__always)
    private func longestMatch(_ data: UnsafeBufferPointer<UInt8>, at position: Int, toBeat: Int,
                              previous: UnsafeMutableBufferPointer<Int32>) -> (Int, Int) {
        let maxLength = min(DeflateSymbols.maxMatch, data.count - position)
        var best = toBeat
        guard maxLength >= DeflateSymbols.minMatch, best < maxLength else { return (0, 0) }
        var bestDistance = 0
        var chain = toBeat >= effort.goodLength ? effort.maxChain >> 2 : effort.maxChain
        let lowest = max(0, position - DeflateSymbols.windowSize)
        var candidate = Int(previous[position & Self.windowMask])
        let first0 = data[position], first1 = data[position + 1]
        while candidate >= lowest && chain > 0 {
            if data[candidate + best] == data[position + best]
                && data[candidate] == first0 && data[candidate + 1] == first1 {
                var length = 2
                while length < maxLength && data[candidate + length] == data[position + length] { length += 1 }
                if length > best {
                    best = length
                    bestDistance = position - candidate
                    if length >= effort.niceLength || length == maxLength { break }
                }
            }
            let next = Int(previous[candidate & Self.windowMask])
            if next >= candidate { break }
            candidate = next
            chain -= 1
        }
        return bestDistance == 0 ? (0, 0) : (best, bestDistance)
    }
}
