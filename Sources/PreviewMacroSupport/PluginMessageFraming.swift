/// The compiler's plugin wire format: each message is an 8-byte little-endian length, then that many bytes
/// of JSON. `split` takes whole messages off the front of a buffer, so a reader can feed it whatever the
/// pipe delivered, and a fuzzer any bytes at all.
package enum PluginMessageFraming {
    /// A length beyond this is not a message the compiler sends (a macro's source is a few kilobytes):
    /// the stream is corrupt, and reading that much would only exhaust memory.
    package static let maximumMessageLength = 64 << 20

    package enum FramingError: Error, Equatable {
        case tooLong(Int)

        package var message: String {
            switch self {
            case .tooLong(let length):
                return "a message of \(length) bytes announced (at most \(PluginMessageFraming.maximumMessageLength) are accepted)"
            }
        }
    }

    /// `payload` with its length header.
    package static func frame(_ payload: [UInt8]) -> [UInt8] {
        var count = UInt64(payload.count)
        var out: [UInt8] = []
        out.reserveCapacity(8 + payload.count)
        for _ in 0..<8 {
            out.append(UInt8(truncatingIfNeeded: count))
            count >>= 8
        }
        return out + payload
    }

    /// The length a header announces, nil when fewer than 8 bytes are there.
    package static func announcedLength(_ bytes: ArraySlice<UInt8>) -> UInt64? {
        guard bytes.count >= 8 else { return nil }
        var length: UInt64 = 0
        for (shift, byte) in bytes.prefix(8).enumerated() { length |= UInt64(byte) << UInt64(8 * shift) }
        return length
    }

    /// Takes the first whole message off `buffer`; nil when the buffer holds no whole message yet.
    package static func split(_ buffer: inout [UInt8]) throws(FramingError) -> [UInt8]? {
        guard let length = announcedLength(buffer[...]) else { return nil }
        guard length <= UInt64(maximumMessageLength) else { throw .tooLong(length > UInt64(Int.max) ? Int.max : Int(length)) }
        let end = 8 + Int(length)
        guard buffer.count >= end else { return nil }
        let payload = Array(buffer[8..<end])
        buffer.removeFirst(end)
        return payload
    }
}
