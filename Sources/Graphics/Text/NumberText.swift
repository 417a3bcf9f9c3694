/// Locale-free, exponent-free number printing through scaled integers, so SVG and DisplayList dumps
/// are byte-stable across machines: no `1e-05`, no `-0`, no `85.0`.
///
/// The digits are written straight into bytes (no intermediate Strings): an SVG document prints a few
/// hundred numbers, and building each from `String(Int)` pieces was 1.7% of a `verify` run.
package enum NumberText {
    /// The most bytes one number takes: a sign, 19 whole digits, a point and 15 decimals.
    package static let maximumLength = 36

    /// `value` rounded half away from zero to `decimals` places, trailing zeros dropped.
    /// Non-finite values print as `0`: they must never reach an SVG attribute. Magnitudes over 9e18
    /// saturate at ±9000000000000000000 instead of trapping in the `Int64` conversion. `decimals` is
    /// clamped to 0…15 (a Double holds no more digits; a negative count made an inverted range, 20 or
    /// more overflowed the `UInt64` unit).
    package static func format(_ value: Double, decimals: Int = 2) -> String {
        // Through a stack buffer: most numbers fit a small (inline) String and allocate nothing.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, decimals: decimals, into: buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Appends `format(value, decimals:)`'s text to `out` as UTF-8.
    package static func append(_ value: Double, decimals: Int = 2, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, decimals: decimals, into: buffer)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes the text into `buffer` (at least `maximumLength` bytes) and returns its length.
    private static func write(_ value: Double, decimals: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard value.isFinite else { return put("0", into: buffer) }
        let decimals = max(0, min(15, decimals))
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^53 there are no fractions left; beyond Int64 saturate (such a coordinate is off any canvas).
        guard abs(scaled) < 9.0e15 else {
            let whole = Int64(max(-9.0e18, min(9.0e18, value.rounded())))
            var count = 0
            if whole < 0 { buffer[0] = UInt8(ascii: "-"); count = 1 }
            return count + putDigits(whole.magnitude, minimumCount: 1, into: buffer, at: count)
        }
        let q = Int64(scaled)
        if q == 0 { return put("0", into: buffer) }
        var count = 0
        if q < 0 { buffer[0] = UInt8(ascii: "-"); count = 1 }
        let magnitude = q.magnitude
        let unit = UInt64(scale)
        count += putDigits(magnitude / unit, minimumCount: 1, into: buffer, at: count)
        var fraction = magnitude % unit
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            buffer[count] = UInt8(ascii: ".")
            count += 1
            count += putDigits(fraction, minimumCount: digits, into: buffer, at: count)
        }
        return count
    }

    private static func put(_ text: StaticString, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let count = text.utf8CodeUnitCount
        for i in 0..<count { buffer[i] = text.utf8Start[i] }
        return count
    }

    /// `value` in decimal at `start`, padded with leading zeros to `minimumCount` digits; returns the count.
    private static func putDigits(_ value: UInt64, minimumCount: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var length = 1
        var rest = value / 10
        while rest != 0 {
            length += 1
            rest /= 10
        }
        length = max(length, minimumCount)
        var v = value
        var index = start + length - 1
        while index >= start {
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: v % 10)
            v /= 10
            index -= 1
        }
        return length
    }
}
