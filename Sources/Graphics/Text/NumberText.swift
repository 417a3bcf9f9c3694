/// Locale-free, exponent-free number printing through scaled integers, so SVG and DisplayList dumps
/// are byte-stable across machines: no `1e-05`, no `-0`, no `85.0`.
package enum NumberText {
    /// `value` rounded half away from zero to `decimals` places, trailing zeros dropped.
    /// Non-finite values print as `0`: they must never reach an SVG attribute. Magnitudes over 9e18
    /// saturate at ±9000000000000000000 instead of trapping in the `Int64` conversion. `decimals` is
    /// clamped to 0…15 (a Double holds no more digits; a negative count made an inverted range, 20 or
    /// more overflowed the `UInt64` unit).
    package static func format(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let decimals = max(0, min(15, decimals))
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^53 there are no fractions left; beyond Int64 saturate (such a coordinate is off any canvas).
        guard abs(scaled) < 9.0e15 else { return String(Int64(max(-9.0e18, min(9.0e18, value.rounded())))) }
        let q = Int64(scaled)
        if q == 0 { return "0" }
        let negative = q < 0
        let magnitude = q.magnitude
        let unit = UInt64(scale)
        let whole = magnitude / unit
        var fraction = magnitude % unit
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }
}
