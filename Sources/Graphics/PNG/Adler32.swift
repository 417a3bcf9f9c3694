/// Adler-32, the checksum that ends a zlib stream (RFC 1950 §8).
package enum Adler32 {
    /// Largest byte count whose sums cannot overflow 32 bits before the modulo (zlib's NMAX).
    private static let blockLength = 5552
    private static let modulus: UInt32 = 65_521

    /// The Adler-32 of `bytes` continued from `adler` (1 to start).
    package static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, continuing adler: UInt32 = 1) -> UInt32 {
        var a = adler & 0xFFFF
        var b = adler >> 16
        var index = 0
        while index < bytes.count {
            let end = min(index + blockLength, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
    }

    /// The Adler-32 of a byte array.
    package static func checksum(_ bytes: [UInt8], continuing adler: UInt32 = 1) -> UInt32 {
        bytes.withUnsafeBufferPointer { checksum($0, continuing: adler) }
    }
}
