import Testing
import Graphics
@testable import Typography

@Suite struct RobustnessTests {
    /// A fixed pseudo-random sequence (64-bit LCG), so failures reproduce.
    struct LCG {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func arbitraryTextAtArbitraryWidthsStaysWithinBounds() throws {
        let ts = try TestFonts.typeSetter()
        let pool: [String] = ["a", "W", " ", "  ", "-", "\n", "日", "。", "「", "😀", "👨‍👩‍👧", "🇫🇷", "e\u{301}", "\u{200B}", "\u{FE0F}",
                              "\u{10FFFD}", "\t", "…", "ﬁ", "\u{0}", "Ω", "\u{2028}", "１"]
        var rng = LCG(state: 42)
        for _ in 0..<150 {
            let text = (0..<rng.next(40)).map { _ in pool[rng.next(pool.count)] }.joined()
            let width = [0, 1, 20, 57.5, 120, 300][rng.next(6)]
            let limit = [nil, 1, 2, 3][rng.next(4)]
            let truncation = [TextTruncation.tail, .head, .middle][rng.next(3)]
            let request = TextLayoutRequest(runs: [StyledTextRun(text: text, font: FontDescriptor(size: [1, 11, 17, 40][rng.next(4)]))],
                                            lineLimit: limit, truncation: truncation, minimumScaleFactor: [1, 0.5][rng.next(2)])
            let layout = ts.layout(request, width: width)
            #expect(layout.size.width.isFinite && layout.size.height.isFinite)
            #expect(layout.size.height >= 0 && layout.firstBaseline <= layout.lastBaseline)
            for run in TestFonts.glyphRuns(layout) {
                for g in run.glyphs { #expect(g.origin.x.isFinite && g.origin.y.isFinite) }
            }
        }
    }

    @Test func nonFiniteNumbersAreClamped() throws {
        let ts = try TestFonts.typeSetter()
        let request = TextLayoutRequest(runs: [StyledTextRun(text: "Hello world", font: FontDescriptor(size: .nan), tracking: .infinity,
                                                             baselineOffset: .nan)], lineSpacing: .nan, minimumScaleFactor: .nan)
        for width in [Double.nan, .infinity, -5, 1e12] {
            let layout = ts.layout(request, width: width)
            #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        }
        let huge = ts.layout(TestFonts.request("A", size: 1e9), width: nil)
        #expect(huge.size.height <= 4096 * 2)
    }
}
