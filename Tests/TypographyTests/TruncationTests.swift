import Testing
import Graphics
@testable import Typography

@Suite struct TruncationTests {
    static let paragraph = LineBreakingTests.paragraph

    @Test(arguments: [TextTruncation.tail, .head, .middle])
    func singleLineTruncationPlacesAnEllipsisAndFits(mode: TextTruncation) throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request(Self.paragraph, lineLimit: 1, truncation: mode), width: 150)
        let lines = TestFonts.lines(layout)
        #expect(lines.count == 1)
        #expect(layout.size.width <= 150)
        #expect(layout.size.height == 22)
        let text = lines[0]
        switch mode {
        case .tail: #expect(text == "The quick brown…")
        case .head: #expect(text == "…ozen liquor jugs.")
        case .middle: #expect(text == "The quic…or jugs.")
        }
    }

    @Test func multiLineTailTruncationKeepsTheFirstLines() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request(Self.paragraph, lineLimit: 2), width: 200)
        let lines = TestFonts.lines(layout)
        #expect(lines.count == 2)
        #expect(lines[0] == "The quick brown fox")
        #expect(lines[1].hasSuffix("…"))
        #expect(layout.size.height == 44)
    }

    @Test func minimumScaleFactorShrinksToFit() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request("Temperature", lineLimit: 1, minimumScaleFactor: 0.5), width: 60)
        let run = try #require(TestFonts.glyphRuns(layout).first)
        #expect(run.text == "Temperature")              // whole, no ellipsis
        #expect(run.size == 9.9443359375)                  // 17 × 599/1024 (largest 1/1024 step that fits)
        #expect(layout.size.width <= 60)
        let wider = ts.layout(TestFonts.request("Temperature", lineLimit: 1, minimumScaleFactor: 0.5), width: 61)
        #expect(TestFonts.glyphRuns(wider)[0].size > 9.9443359375)
        // Not enough room even at the factor: smallest size, then truncated.
        let tight = ts.layout(TestFonts.request("Temperature", lineLimit: 1, minimumScaleFactor: 0.9), width: 60)
        #expect(TestFonts.glyphRuns(tight)[0].size == 17 * 0.9)
        #expect(TestFonts.lines(tight)[0].hasSuffix("…"))
        // Text that fits keeps its size.
        let fits = ts.layout(TestFonts.request("Hi", lineLimit: 1, minimumScaleFactor: 0.5), width: 60)
        #expect(TestFonts.glyphRuns(fits)[0].size == 17)
    }
}
