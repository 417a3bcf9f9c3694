/// CRC-32 (ISO 3309, polynomial 0xEDB88320 reflected) as PNG chunks need it, from a 256-entry table.
///
/// Written in Swift so the portable PNG encoder depends on no C library for its bytes.
package enum CRC32 {
    /// Byte-at-a-time lookup table, computed once.
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC of `bytes` continued from `crc` (pass the previous result to checksum in pieces; 0 to start).
    package static func checksum(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        table.withUnsafeBufferPointer { t in
            for byte in bytes { c = t[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        return ~c
    }
}
