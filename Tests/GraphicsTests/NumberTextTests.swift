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
}
