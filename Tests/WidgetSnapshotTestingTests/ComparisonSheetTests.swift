import Graphics
import Testing
@testable import WidgetSnapshotTesting

@Suite("Three-panel comparison image")
struct ComparisonSheetTests {
    @Test("expected | diff | actual, 8 px apart, top-aligned, on light grey")
    func layout() throws {
        let expected = solid(4, 3, 1, 2, 3)
        let diff = solid(4, 3, 9, 9, 9)
        let actual = solid(4, 3, 200, 100, 50)
        let sheet = try #require(ComparisonSheet.compose(expected: expected, diff: diff, actual: actual))
        #expect(sheet.width == 8 + 4 + 8 + 4 + 8 + 4 + 8)
        #expect(sheet.height == 8 + 3 + 8)
        #expect(sheet[0, 0] == (229, 229, 229, 255))
        #expect(sheet[8, 8] == (1, 2, 3, 255))
        #expect(sheet[11, 10] == (1, 2, 3, 255))
        #expect(sheet[12, 8] == (229, 229, 229, 255))
        #expect(sheet[20, 8] == (9, 9, 9, 255))
        #expect(sheet[32, 10] == (200, 100, 50, 255))
        #expect(sheet[35, 11] == (229, 229, 229, 255))
    }

    @Test("different sizes: no diff panel, panels top-aligned, height of the tallest")
    func sizes() throws {
        let sheet = try #require(ComparisonSheet.compose(expected: solid(2, 5), diff: nil, actual: solid(3, 2)))
        #expect(sheet.width == 8 + 2 + 8 + 3 + 8 + 3 + 8)
        #expect(sheet.height == 8 + 5 + 8)
        #expect(sheet[18, 8] == (229, 229, 229, 255))  // empty diff panel
        #expect(sheet[29, 9] == (10, 120, 200, 255))
        #expect(sheet[29, 10] == (229, 229, 229, 255))
    }

    @Test("too wide for a Bitmap: no sheet")
    func tooWide() {
        let wide = Bitmap(width: 6000, height: 1)
        #expect(ComparisonSheet.compose(expected: wide, diff: wide, actual: wide) == nil)
    }
}
