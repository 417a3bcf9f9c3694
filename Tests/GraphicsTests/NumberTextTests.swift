import Foundation
import Testing
@testable import Graphics

@Suite struct NumberTextTests {
    @Test func printsWithoutExponentsOrNegativeZero() {
        #expect(NumberText.format(85.0) == "85")
        #expect(NumberText.format(1e-5) == "0")
        #expect(NumberText.format(-0.0) == "0")
        #expect(NumberText.format(-0.001) == "0")
        #expect(NumberText.format(2.675) == "2.68")
        #expect(NumberText.format(0.1 + 0.2) == "0.3")
        #expect(NumberText.format(-12.5) == "-12.5")
        #expect(NumberText.format(0.05, decimals: 1) == "0.1")
        #expect(NumberText.format(1e16) == "10000000000000000")
        #expect(NumberText.format(.nan) == "0")
        #expect(NumberText.format(0.0625, decimals: 4) == "0.0625")
    }

    /// `decimals` outside 0…15 is clamped: a negative count was an inverted range, 20 or more
    /// overflowed the `UInt64` unit; hostile values print as the nearest valid count would.
    @Test func decimalsAreClampedToWhatADoubleHolds() {
        #expect(NumberText.format(1.5, decimals: -1) == "2")
        #expect(NumberText.format(-2.5, decimals: Int.min) == "-3")
        #expect(NumberText.format(0.123456789, decimals: 40) == "0.123456789")
        #expect(NumberText.format(1.25, decimals: Int.max) == "1.25")
        #expect(NumberText.format(1e300, decimals: 15) == "9000000000000000000")
        #expect(NumberText.format(-.greatestFiniteMagnitude, decimals: 0) == "-9000000000000000000")
        #expect(NumberText.format(2_147_483_648.5, decimals: 0) == "2147483649")
        #expect(NumberText.format(-.infinity, decimals: 20) == "0")
        #expect(NumberText.format(.leastNonzeroMagnitude, decimals: 15) == "0")
    }

    /// The byte writer prints exactly what the String-building printer it replaced printed (kept here as
    /// the reference), for values of every magnitude and every decimal count, and `append` adds the same
    /// text: SVG goldens depend on every digit.
    @Test func printsWhatTheStringBuildingPrinterPrinted() {
        var generator = SeededRandom(seed: 14)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.005, 2.675, 9.0e15, -9.0e15, 8.999_999_999_999_999e15, 1e-15,
                                0.000_000_000_000_001_5, 123_456.789_012_345, .nan, .infinity, -.infinity, 1e300]
        for _ in 0..<5_000 {
            let mantissa = Double(generator.next() % 2_000_001) / 1_000_000 - 1
            let exponent = Int(generator.next() % 40) - 20
            values.append(mantissa * pow(10, Double(exponent)))
            values.append(Double(bitPattern: generator.next()))
        }
        var bytes: [UInt8] = []
        var expected = ""
        for value in values {
            for decimals in [-3, 0, 1, 2, 3, 4, 6, 9, 15, 20] {
                let reference = Self.referenceFormat(value, decimals: decimals)
                #expect(NumberText.format(value, decimals: decimals) == reference, "\(value) at \(decimals) decimals")
                NumberText.append(value, decimals: decimals, to: &bytes)
                expected += reference
            }
        }
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    /// The printer as it was before it wrote bytes.
    private static func referenceFormat(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let decimals = max(0, min(15, decimals))
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e15 else { return String(Int64(max(-9.0e18, min(9.0e18, value.rounded())))) }
        let q = Int64(scaled)
        if q == 0 { return "0" }
        let magnitude = q.magnitude
        let unit = UInt64(scale)
        var fraction = magnitude % unit
        var text = (q < 0 ? "-" : "") + String(magnitude / unit)
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
