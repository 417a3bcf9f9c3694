/// Packs bits least-significant first into bytes, the order DEFLATE (RFC 1951 §3.1.1) stores them in.
///
/// Huffman codes are handed in already bit-reversed, so every field goes through the same `write`.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `count` bits of `value` (count ≤ 32).
    mutating func write(_ value: UInt32, count: Int) {
        buffer |= UInt64(value) << UInt64(bufferedBits)
        bufferedBits += count
        if bufferedBits >= 32 {
            let word = UInt32(truncatingIfNeeded: buffer)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            buffer >>= 32
            bufferedBits -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary (before a stored block's length, and at the end).
    mutating func alignToByte() {
        while bufferedBits > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bufferedBits = max(0, bufferedBits - 8)
        }
        buffer = 0
    }

    /// Appends whole bytes; only valid right after `alignToByte()`.
    mutating func appendAligned(_ raw: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: raw)
    }
}
