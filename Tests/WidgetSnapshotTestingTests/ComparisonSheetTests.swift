import Graphics
import Testing
@testable import WidgetSnapshotTesting

@Suite("Three-panel comparison image")
struct ComparisonSheetTests {
    /// Panels start below the 8 px margin and the 24 px label band.
    static let top = 8 + 24

    @Test("expected | diff | actual, 8 px apart, top-aligned below the label band, on light grey")
    func layout() throws {
        let expected = solid(4, 3, 1, 2, 3)
        let diff = solid(4, 3, 9, 9, 9)
        let actual = solid(4, 3, 200, 100, 50)
        let sheet = try #require(ComparisonSheet.compose(expected: expected, diff: diff, actual: actual))
        #expect(sheet.width == 8 + 4 + 8 + 4 + 8 + 4 + 8)
        #expect(sheet.height == 8 + 24 + 3 + 8)
        #expect(sheet[0, 0] == (229, 229, 229, 255))
        #expect(sheet[8, 31] == (229, 229, 229, 255))
        #expect(sheet[8, 32] == (1, 2, 3, 255))
        #expect(sheet[11, 34] == (1, 2, 3, 255))
        #expect(sheet[12, 32] == (229, 229, 229, 255))
        #expect(sheet[20, 32] == (9, 9, 9, 255))
        #expect(sheet[32, 34] == (200, 100, 50, 255))
        #expect(sheet[35, 35] == (229, 229, 229, 255))
    }

    @Test("different sizes: no diff panel, panels top-aligned, height of the tallest")
    func sizes() throws {
        let sheet = try #require(ComparisonSheet.compose(expected: solid(2, 5), diff: nil, actual: solid(3, 2)))
        #expect(sheet.width == 8 + 2 + 8 + 3 + 8 + 3 + 8)
        #expect(sheet.height == 8 + 24 + 5 + 8)
        #expect(sheet[18, 32] == (229, 229, 229, 255))  // empty diff panel
        #expect(sheet[29, 33] == (10, 120, 200, 255))
        #expect(sheet[29, 34] == (229, 229, 229, 255))
    }

    @Test("too wide for a Bitmap: no sheet")
    func tooWide() {
        let wide = Bitmap(width: 6000, height: 1)
        #expect(ComparisonSheet.compose(expected: wide, diff: wide, actual: wide) == nil)
    }

    @Test("labels: expected, diff with the mismatch count, actual; sizes named when they differ")
    func labelTexts() {
        let same = ComparisonSheetLabels.labels(expected: solid(340, 340), diff: solid(340, 340), actual: solid(340, 340),
                                                mismatchedPixels: 1_234)
        #expect(same.map(\.plain) == ["expected", "diff: 1,234 of 115,600 pixels differ", "actual"])
        #expect(same[1].emphasis == "1,234 of 115,600 pixels differ")
        let one = ComparisonSheetLabels.labels(expected: solid(2, 2), diff: solid(2, 2), actual: solid(2, 2), mismatchedPixels: 1)
        #expect(one[1].plain == "diff: 1 of 4 pixel differs")
        let resized = ComparisonSheetLabels.labels(expected: solid(340, 340), diff: nil, actual: solid(344, 340),
                                                   mismatchedPixels: nil)
        #expect(resized.map(\.plain) == ["expected 340×340", "diff: sizes differ", "actual 344×340"])
        let noGolden = ComparisonSheetLabels.labels(expected: nil, diff: nil, actual: solid(2, 2), mismatchedPixels: nil)
        #expect(noGolden.map(\.plain) == ["expected: no golden", "diff: nothing to compare", "actual"])
    }

    @Test("each label is drawn in the band above its own panel; the panels are copied unchanged")
    func labelsDrawn() throws {
        let expected = solid(200, 60, 255, 255, 255)
        let diff = solid(200, 60, 250, 250, 250, changed: [(5, 5), (6, 5)])
        let actual = solid(200, 60, 0, 0, 0)
        let sheet = try #require(ComparisonSheet.compose(expected: expected, diff: diff, actual: actual, mismatchedPixels: 2))
        #expect(sheet.width == 8 + 3 * 208)
        #expect(sheet.height == 8 + 24 + 60 + 8)
        let layout = ComparisonSheet.layout(panelSizes: [(200, 60), (200, 60), (200, 60)])
        #expect(layout.panelOrigins.map(\.x) == [8, 216, 424])
        #expect(layout.panelOrigins.map(\.y) == [32, 32, 32])

        // Panels: every pixel exactly the source's.
        for (panel, origin) in zip([expected, diff, actual], layout.panelOrigins) {
            for y in 0 ..< panel.height {
                for x in 0 ..< panel.width where sheet[origin.x + x, origin.y + y] != panel[x, y] {
                    Issue.record("panel pixel (\(x), \(y)) at \(origin) changed")
                    return
                }
            }
        }
        // Label band: ink (darker than the background) above each panel and only within its width.
        let background = ComparisonSheet.background
        func ink(_ xs: Range<Int>) -> Int {
            var count = 0
            for y in 0 ..< Self.top { for x in xs where sheet[x, y].r < background.r - 40 { count += 1 } }
            return count
        }
        #expect(ink(8 ..< 208) > 100)
        #expect(ink(216 ..< 416) > 300)   // "diff: 2 of 12,000 pixels differ" is the longest
        #expect(ink(424 ..< 624) > 100)
        #expect(ink(0 ..< 8) == 0)
        #expect(ink(208 ..< 216) == 0)
        #expect(ink(416 ..< 424) == 0)
        // The count is drawn in red.
        var red = 0
        for y in 0 ..< Self.top { for x in 216 ..< 416 {
            let p = sheet[x, y]
            if Int(p.r) - Int(p.g) > 60 { red += 1 }
        } }
        #expect(red > 50)
        // The 8 px margin above the text and the row just above the panels stay background.
        for x in 0 ..< sheet.width {
            #expect(sheet[x, 0] == (229, 229, 229, 255))
            #expect(sheet[x, 31] == (229, 229, 229, 255))
        }
    }

    @Test("a label wider than its panel is truncated inside the panel's width")
    func truncated() throws {
        let sheet = try #require(ComparisonSheet.compose(expected: solid(60, 10), diff: solid(60, 10), actual: solid(60, 10),
                                                         mismatchedPixels: 123_456))
        var outside = 0
        for y in 0 ..< Self.top { for x in 136 ..< 144 where sheet[x, y] != (229, 229, 229, 255) { outside += 1 } }
        #expect(outside == 0)
    }

    @Test("the sheet is the same bytes every time")
    func deterministic() throws {
        let a = try #require(ComparisonSheet.compose(expected: solid(80, 20), diff: solid(80, 20), actual: solid(80, 20),
                                                     mismatchedPixels: 7))
        let b = try #require(ComparisonSheet.compose(expected: solid(80, 20), diff: solid(80, 20), actual: solid(80, 20),
                                                     mismatchedPixels: 7))
        #expect(a == b)
    }
}
