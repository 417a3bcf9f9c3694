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
}
