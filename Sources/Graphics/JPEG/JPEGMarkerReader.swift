/// Walks the marker segments of a JPEG file: each `nextSegment()` returns a marker and its payload (the
/// bytes after the length field), bounds-checked so a cut-off or lying length throws instead of reading
/// past the end. The entropy-coded data after SOS is left to `JPEGBitReader`, which starts at `position`.
struct JPEGMarkerReader {
    let bytes: [UInt8]
    let name: String
    var position = 0

    /// Markers without a length field: SOI, EOI, RST0–7, TEM.
    static func isStandalone(_ marker: UInt8) -> Bool {
        marker == 0xD8 || marker == 0xD9 || (0xD0...0xD7).contains(marker) || marker == 0x01
    }

    init(bytes: [UInt8], name: String) throws(JPEGError) {
        self.bytes = bytes
        self.name = name
        if bytes.isEmpty { throw JPEGError.emptyFile(name: name) }
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw JPEGError.notJPEG(name: name) }
        position = 2
    }

    /// The next marker and its payload (empty for standalone markers). Skips fill bytes (0xFF runs) and,
    /// after a scan, any entropy-coded bytes up to the next marker.
    mutating func nextSegment() throws(JPEGError) -> (marker: UInt8, payload: ArraySlice<UInt8>) {
        while position + 1 < bytes.count {
            guard bytes[position] == 0xFF else { position += 1; continue }
            let marker = bytes[position + 1]
            if marker == 0xFF { position += 1; continue }
            if marker == 0x00 || (0xD0...0xD7).contains(marker) { position += 2; continue }
            position += 2
            if Self.isStandalone(marker) { return (marker, []) }
            guard position + 2 <= bytes.count else {
                throw JPEGError.truncated(name: name, detail: "the file ends inside the length of marker 0x\(hex(marker))")
            }
            let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
            guard length >= 2 else {
                throw JPEGError.corrupt(name: name, detail: "marker 0x\(hex(marker)) declares a length of \(length) bytes")
            }
            guard position + length <= bytes.count else {
                throw JPEGError.truncated(name: name, detail: "marker 0x\(hex(marker)) declares \(length) bytes but the file ends after \(bytes.count - position)")
            }
            let payload = bytes[(position + 2)..<(position + length)]
            position += length
            return (marker, payload)
        }
        throw JPEGError.truncated(name: name, detail: "the file ends without an end-of-image marker")
    }

    func hex(_ marker: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(marker >> 4)], digits[Int(marker & 15)]])
    }
}
