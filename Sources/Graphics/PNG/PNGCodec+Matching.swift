import Foundation

extension PNGCodec {
    /// Rows decoded and compared at a time by `decodes(_:name:toExactly:)`: a band small enough to stay in
    /// the cache next to the rendered rows it is compared with.
    static let matchingBandRows = 16

    /// Whether `data` decodes to exactly `bitmap`'s pixels, decoded a band of rows at a time into one small
    /// buffer and compared as it goes (an RGB golden's rows as stored, without an added alpha byte),
    /// stopping at the first band that differs: how a passing golden is
    /// checked without allocating a whole decoded copy. `nil` when this cannot say so cheaply (the size
    /// differs, or the file fails to decode): the caller then decodes it whole, which gives the same
    /// pixels or throws the same error as ever (`decode` reads through the same libpng path).
    package static func decodes(_ data: Data, name: String, toExactly bitmap: Bitmap) -> Bool? {
        guard !data.isEmpty else { return nil }
        return data.withUnsafeBytes { bytes -> Bool? in
            guard let reader = try? PNGRowReader(bytes: bytes, name: name, owned: false, matching: true),
                  reader.width == bitmap.width, reader.height == bitmap.height else { return nil }
            let rowBytes = reader.rowBytes
            guard rowBytes > 0, reader.height > 0, bitmap.pixels.count == rowBytes * reader.height else { return nil }
            let band = UnsafeMutablePointer<UInt8>.allocate(capacity: reader.storedRowBytes * min(matchingBandRows, reader.height))
            defer { band.deallocate() }
            return bitmap.pixels.withUnsafeBufferPointer { pixels -> Bool? in
                guard let actual = pixels.baseAddress else { return nil }
                var row = 0
                while row < reader.height {
                    let count = min(matchingBandRows, reader.height - row)
                    do {
                        if try !reader.matchRows(actual + row * rowBytes, count: count, scratch: band) { return false }
                    } catch { return nil }
                    row += count
                }
                return true
            }
        }
    }
}
