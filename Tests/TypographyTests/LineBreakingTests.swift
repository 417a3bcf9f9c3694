import Testing
import Graphics
@testable import Typography

@Suite struct LineBreakingTests {
    static let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    /// Width of each line: with trailing alignment a line starts at (layout width − line width).
    static func lineWidths(_ layout: TextLayout) -> [Double] {
        var starts: [Double: Double] = [:]
        for run in TestFonts.glyphRuns(layout) {
            guard let g = run.glyphs.first else { continue }
            starts[g.origin.y] = min(starts[g.origin.y] ?? .infinity, g.origin.x)
        }
        return starts.keys.sorted().map { layout.size.width - starts[$0]! }
    }

    @Test func paragraphWrapsAtWordBoundaries() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request(Self.paragraph), width: 200)
        #expect(TestFonts.lines(layout) == ["The quick brown fox", "jumps over the lazy dog.", "Pack my box with five",
                                            "dozen liquor jugs."])
        #expect(layout.size.height == 88)                 // 4 × 22
        #expect(TestFonts.near(layout.lastBaseline, layout.firstBaseline + 66))
        let trailing = ts.layout(TestFonts.request(Self.paragraph, alignment: .trailing), width: 200)
        let widths = Self.lineWidths(trailing)
        #expect(widths.count == 4)
        #expect(widths.allSatisfy { $0 <= 200 })
        #expect(TestFonts.near(widths.max()!, layout.size.width))
        #expect(widths.map { ($0 * 100).rounded() / 100 } == [163.07, 196.56, 175.1, 141.65])
    }

    @Test func hyphenAndNewlineBreaks() throws {
        let ts = try TestFonts.typeSetter()
        let hyphen = ts.layout(TestFonts.request("state-of-the-art design"), width: 80)
        #expect(TestFonts.lines(hyphen).first?.hasSuffix("-") == true)
        let forced = ts.layout(TestFonts.request("one\ntwo\n"), width: nil)
        #expect(TestFonts.lines(forced) == ["one", "two"])
        #expect(forced.size.height == 66)                  // the trailing newline opens an empty third line
    }

    @Test func aWordLongerThanTheLineBreaksByCharacter() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request("Supercalifragilistic"), width: 60)
        let lines = TestFonts.lines(layout)
        #expect(lines.count > 1)
        #expect(lines.joined() == "Supercalifragilistic")
        #expect(layout.size.width <= 60)
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request("今日は良い天気ですね。明日も晴れるでしょう。"), width: 100)
        let lines = TestFonts.lines(layout)
        #expect(lines == ["今日は良い", "天気です", "ね。明日も", "晴れるで", "しょう。"])
        #expect(lines.allSatisfy { !$0.hasPrefix("。") })
        #expect(layout.size.width <= 100)
        #expect(TestFonts.glyphRuns(layout).allSatisfy { $0.fontName == "VL-PGothic-Regular" })
    }

    @Test func lineSpacingAlignmentAndTracking() throws {
        let ts = try TestFonts.typeSetter()
        let spaced = ts.layout(TestFonts.request("one\ntwo", lineSpacing: 4), width: nil)
        #expect(spaced.size.height == 48)
        #expect(TestFonts.near(spaced.lastBaseline - spaced.firstBaseline, 26))
        let centred = ts.layout(TestFonts.request("wide line here\nnarrow", alignment: .center), width: nil)
        let runs = TestFonts.glyphRuns(centred)
        let narrow = try #require(runs.first { $0.text == "narrow" })
        let narrowWidth = ts.layout(TestFonts.request("narrow"), width: nil).size.width
        #expect(TestFonts.near(narrow.glyphs[0].origin.x, (centred.size.width - narrowWidth) / 2))
        let plain = ts.layout(TestFonts.request("Hello"), width: nil).size.width
        let tracked = ts.layout(TestFonts.request("Hello", tracking: 2), width: nil).size.width
        #expect(TestFonts.near(tracked - plain, 10))        // 2 pt after each of 5 characters
    }

    @Test func underlineAndStrikethroughAreFilledRects() throws {
        let ts = try TestFonts.typeSetter()
        let request = TextLayoutRequest(runs: [StyledTextRun(text: "Under", font: FontDescriptor(size: 17), underline: true, strikethrough: true)])
        let layout = ts.layout(request, width: nil)
        let fills = layout.items.compactMap { if case .fill(let p, _, _) = $0 { return p.controlBounds } else { return nil } }
        #expect(fills.count == 2)
        #expect(fills.allSatisfy { TestFonts.near($0.width, layout.size.width) })
        #expect(fills[0].minY > layout.firstBaseline)      // underline below the baseline
        #expect(fills[1].maxY < layout.firstBaseline)      // strikethrough above it
        // Runs without a paint take the view's foreground style when placed.
        let placed = layout.displayItems(at: Point(10, 20), defaultPaint: .solid(.white))
        for item in placed {
            switch item {
            case .fill(_, let paint, _): #expect(paint == .solid(.white))
            case .glyphRun(let run): #expect(run.paint == .solid(.white))
            default: break
            }
        }
    }

    @Test func emptyTextTakesNoRoom() throws {
        let layout = try TestFonts.typeSetter().layout(TestFonts.request(""), width: 100)
        #expect(layout.size == .zero && layout.items.isEmpty)
    }
}
