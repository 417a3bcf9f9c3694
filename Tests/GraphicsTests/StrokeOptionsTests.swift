import Foundation
import Testing
@testable import Graphics

/// `StrokeOptions` holds its invariants from the moment it is made or changed, so the raster and SVG
/// backends no longer check them, and both draw a bad value the same way.
@Suite struct StrokeOptionsTests {
    typealias T = RasterTest

    @Test func badValuesAreReplacedWhereTheyEnter() {
        let bad = StrokeOptions(width: .nan, miterLimit: .infinity, dash: [2, .nan], dashPhase: -.infinity)
        #expect(bad.width == 0)
        #expect(bad.miterLimit == 10)
        #expect(bad.dash == [])
        #expect(bad.dashPhase == 0)
        #expect(!bad.draws)
        #expect(StrokeOptions(width: -3).width == 0)
        #expect(StrokeOptions(width: .infinity).width == 0)
        #expect(StrokeOptions(miterLimit: 0.25).miterLimit == 1)
        #expect(StrokeOptions(dash: [3, -1]).dash == [])
        #expect(StrokeOptions(dash: [0, 0]).dash == [])
        #expect(StrokeOptions(dash: [.greatestFiniteMagnitude, .greatestFiniteMagnitude]).dash == [])
        #expect(StrokeOptions(width: 2.5, miterLimit: 4, dash: [3, 1], dashPhase: 1.5)
            == StrokeOptions(width: 2.5, cap: .butt, join: .miter, miterLimit: 4, dash: [3, 1], dashPhase: 1.5))
    }

    @Test func changesKeepTheInvariants() {
        var options = StrokeOptions(width: 2, dash: [4, 2], dashPhase: 1)
        options.width *= .infinity
        options.miterLimit = .nan
        options.dash = [1, .infinity]
        options.dashPhase = .nan
        #expect(options == StrokeOptions(width: 0, miterLimit: 10, dash: [], dashPhase: 0))
        options.width = 3
        #expect(options.width == 3)
    }

    /// A non-finite dash phase used to draw solid in PNG and dashed in SVG; both now dash from 0.
    @Test func aNonFinitePhaseDashesFromZeroInBothBackends() throws {
        let options = StrokeOptions(width: 2, dash: [4, 4], dashPhase: .nan)
        let bitmap = try T.render(16, 4, [.stroke(T.line(0, 2, 16, 2), T.black, options)])
        #expect((0..<16).map { T.alpha(bitmap, $0, 2) > 0 } == [true, true, true, true, false, false, false, false,
                                                                true, true, true, true, false, false, false, false])
        var list = DisplayList(size: Size(16, 4))
        list.append(.stroke(T.line(0, 2, 16, 2), T.black, options))
        let svg = SVGBackend.render(list, title: "t")
        #expect(svg.contains("stroke-dasharray=\"4 4\""))
        #expect(!svg.contains("stroke-dashoffset"))
    }
}
