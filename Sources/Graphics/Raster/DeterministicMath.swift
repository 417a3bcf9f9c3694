/// Transcendental functions built only from `+ − × ÷` and `sqrt`, which IEEE 754 rounds identically on
/// every CPU. The C library's `atan2` and `exp` differ in their last bits between glibc versions and
/// between Linux and macOS, which could move a gradient or blur weight across a rounding boundary.
enum DeterministicMath {
    /// `Int(x.rounded())` (halves away from zero, as C's `round`) for finite `|x| < 2⁵²`, without a call
    /// into libm: truncation is one instruction, and `x − trunc(x)` is exact, so the comparison with ½
    /// decides exactly as `round` does (0.49999999999999994 stays 0).
    @inline(__always)
    static func roundedInt(_ x: Double) -> Int {
        let whole = Int(x)
        let fraction = x - Double(whole)
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }

    /// `atan2(y, x)` in −π…π, absolute error below 10⁻⁷ rad (a least-squares odd polynomial of degree 15 on 0…1).
    static func atan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        if ax == 0 && ay == 0 { return 0 }
        let swap = ay > ax
        let z = swap ? ax / ay : ay / ax          // 0…1
        let z2 = z * z
                var r = -0.004072932963962078
        r = r * z2 + 0.02194530916812576
        r = r * z2 - 0.05606139078669636
        r = r * z2 + 0.09656132995059619
        r = r * z2 - 0.13915757176420862
        r = r * z2 + 0.1994850070454497
        r = r * z2 - 0.3333010602918554
        r = r * z2 + 0.9999994367068501
        var a = r * z
        if swap { a = Double.pi / 2 - a }
        if x < 0 { a = Double.pi - a }
        return y < 0 ? -a : a
    }

    /// `e^x` for x ≤ 0 (what Gaussian weights need), relative error about 10⁻¹⁵: x is halved until
    /// small, a Taylor series is summed, and the result squared back.
    static func expNegative(_ x: Double) -> Double {
        guard x < 0 else { return 1 }
        if x < -700 { return 0 }
        var v = x, halvings = 0
        while v < -0.125 { v /= 2; halvings += 1 }
        var term = 1.0, sum = 1.0
        for k in 1...12 {
            term *= v / Double(k)
            sum += term
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }
}
