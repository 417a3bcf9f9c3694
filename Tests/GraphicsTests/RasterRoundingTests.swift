import Testing
@testable import Graphics

/// `DeterministicMath.roundedInt` is `Int(x.rounded())` wherever the raster backend uses it (26.6
/// coordinates, |x| ≤ 2²²), halves and their neighbours included.
@Suite struct RasterRoundingTests {
    @Test func halvesGoAwayFromZeroAndTheirNeighboursDoNot() {
        let cases: [(Double, Int)] = [
            (0.5, 1), (-0.5, -1), (1.5, 2), (-1.5, -2), (2.5, 3), (-2.5, -3),
            (0.49999999999999994, 0), (-0.49999999999999994, 0), (0.5.nextUp, 1), (0.5.nextDown, 0),
            (-0.0, 0), (4_194_304, 4_194_304), (-4_194_304, -4_194_304), (4_194_303.5, 4_194_304), (-4_194_303.5, -4_194_304),
        ]
        for (x, want) in cases { #expect(DeterministicMath.roundedInt(x) == want, "\(x)") }
    }

    @Test func agreesWithRoundedOnAMillionValues() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var mismatches: [Double] = []
        for i in 0..<1_000_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)            // 0…1
            var x = (unit * 2 - 1) * 4_194_304                          // the 26.6 range
            if i % 4 == 1 { x = x.rounded(.down) + 0.5 }                // exact halves
            if i % 4 == 2 { x = (x.rounded(.down) + 0.5).nextDown }     // just under
            if i % 4 == 3 { x = (x.rounded(.down) + 0.5).nextUp }       // just over
            if DeterministicMath.roundedInt(x) != Int(x.rounded()) { mismatches.append(x) }
        }
        #expect(mismatches.isEmpty)
    }
}
