/// The bits of one entropy-coded segment (after SOS or RSTn): removes the 0x00 stuffed after each 0xFF
/// data byte and stops at the next marker. Reading a bit the segment does not hold throws `truncated`:
/// a well-formed scan never needs one (its last byte is padded with 1-bits), so this is how cut-off files
/// and garbage are caught without decoding past the data or looping on it.
struct JPEGBitReader {
    private let bytes: [UInt8]
    let name: String
    /// Next byte to load into `buffer`; stops at a marker.
    private(set) var position: Int
    private var buffer: UInt64 = 0
    private var count = 0
    /// True once a marker (or the end of the file) stopped loading.
    private var atMarker = false

    init(bytes: [UInt8], position: Int, name: String) {
        self.bytes = bytes
        self.position = position
        self.name = name
    }

    private mutating func fill() {
        while count <= 56, !atMarker {
            guard position < bytes.count else { atMarker = true; return }
            let byte = bytes[position]
            if byte == 0xFF {
                var next = position + 1
                while next < bytes.count, bytes[next] == 0xFF { next += 1 }
                guard next < bytes.count, bytes[next] == 0x00 else { atMarker = true; return }
                position = next + 1
            } else {
                position += 1
            }
            buffer |= UInt64(byte) << UInt64(56 - count)
            count += 8
        }
    }

    /// The next `n` bits (n ≤ 16) without consuming them, padded with 1-bits past the segment's end.
    @inline(__always) mutating func peek(_ n: Int) -> Int {
        if count < n { fill() }
        let padded = count >= n ? buffer : buffer | (UInt64.max >> UInt64(count))
        return Int(padded >> UInt64(64 - n))
    }

    @inline(__always) mutating func skip(_ n: Int) throws(JPEGError) {
        if count < n { fill() }
        guard count >= n else {
            throw JPEGError.truncated(name: name, detail: "the compressed data ends in the middle of a scan")
        }
        buffer <<= UInt64(n)
        count -= n
    }

    mutating func bits(_ n: Int) throws(JPEGError) -> Int {
        guard n > 0 else { return 0 }
        let value = peek(n)
        try skip(n)
        return value
    }

    mutating func bit() throws(JPEGError) -> Bool { try bits(1) == 1 }

    /// A magnitude category's `n` extra bits as a signed value (Annex F, EXTEND).
    mutating func receiveExtend(_ n: Int) throws(JPEGError) -> Int {
        guard n > 0 else { return 0 }
        let value = try bits(n)
        return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
    }

    mutating func decode(_ table: JPEGHuffmanTable) throws(JPEGError) -> Int {
        if let hit = table.fastLookup(peek(JPEGHuffmanTable.lookupBits)) {
            try skip(hit.length)
            return Int(hit.symbol)
        }
        for length in (JPEGHuffmanTable.lookupBits + 1)...16 {
            if let symbol = table.symbol(code: peek(length), length: length) {
                try skip(length)
                return Int(symbol)
            }
        }
        // No code matched: either garbage or the data ran out (padding 1-bits match nothing).
        if count < 16 { fill() }
        if count < 16 && atMarker {
            throw JPEGError.truncated(name: name, detail: "the compressed data ends in the middle of a scan")
        }
        throw JPEGError.corrupt(name: name, detail: "the compressed data holds a code its Huffman table does not define")
    }

    /// At a restart interval's end: drops the padding bits and consumes the RSTn marker that must follow.
    mutating func restart(expected: Int) throws(JPEGError) {
        buffer = 0
        count = 0
        atMarker = false
        // Skip leftover bytes and fill bytes up to the next marker (a stuffed 0xFF00 is data, not a marker).
        while position + 1 < bytes.count, !(bytes[position] == 0xFF && bytes[position + 1] != 0x00 && bytes[position + 1] != 0xFF) {
            position += 1
        }
        guard position + 1 < bytes.count else {
            throw JPEGError.truncated(name: name, detail: "the file ends where restart marker RST\(expected) should be")
        }
        guard bytes[position] == 0xFF, bytes[position + 1] == 0xD0 + UInt8(expected) else {
            throw JPEGError.corrupt(name: name, detail: "restart marker RST\(expected) is missing where the restart interval ends")
        }
        position += 2
    }
}
