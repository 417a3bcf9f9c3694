import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Expected frames come from SwiftUI's lazy-grid algorithm, worked by hand in each test:
/// spacing after every item but the last is set aside (default 8); fixed items take their length; the
/// flexible and adaptive items then share what is left in order, each taking remaining ÷ items-left
/// clamped to its bounds; an adaptive share holds max(1, ⌊(share + s) ÷ (min + s)⌋) tracks of
/// (share − (n − 1)s) ÷ n; a line is as long across as its longest cell; lines are `spacing` apart.
@Suite("Issue 13 group 2: LazyVGrid / LazyHGrid / GridItem layout (exact frames)")
struct LazyGridLayoutTests {
    /// Frames of every drawing leaf, in drawing order, after laying `view` out in `size` (root centred).
    private func leafFrames<V: View>(_ view: V, in size: Size) -> [Rect] {
        let placed = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine()).layout(view, in: size)
        var frames: [Rect] = []
        func walk(_ node: PlacedNode) {
            if case .none = node.drawing {} else { frames.append(node.frame) }
            node.children.forEach(walk)
        }
        walk(placed)
        return frames
    }

    private func expectFrames(_ actual: [Rect], _ expected: [Rect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            let close = abs(a.minX - e.minX) < 0.01 && abs(a.minY - e.minY) < 0.01
                && abs(a.width - e.width) < 0.01 && abs(a.height - e.height) < 0.01
            #expect(close, "\(a) ≠ \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test("two flexible columns share the width: (200 − 8) ÷ 2 = 96 each; rows 20 high, 10 apart")
    func twoFlexibleColumns() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<4) { _ in Color.red.frame(height: 20) }
        }
        // Grid 200 × (20 + 10 + 20) = 50, centred in 200 × 100: top at 25. Second column at 96 + 8 = 104.
        expectFrames(leafFrames(grid, in: Size(200, 100)), [
            Rect(x: 0, y: 25, width: 96, height: 20), Rect(x: 104, y: 25, width: 96, height: 20),
            Rect(x: 0, y: 55, width: 96, height: 20), Rect(x: 104, y: 55, width: 96, height: 20),
        ])
    }

    @Test("fixed first, then an adaptive item fills as many columns as fit: ⌊(242 + 8) ÷ 48⌋ = 5 of 42")
    func fixedThenAdaptive() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<6) { _ in Color.blue.frame(height: 10) }
        }
        // 300 − 8 (spacing after the fixed item) − 50 = 242 for the adaptive item; 5 tracks of
        // (242 − 4 × 8) ÷ 5 = 42 at x = 58, 108, 158, 208, 258. One row, 10 high, centred: y = 45.
        let xs: [Double] = [0, 58, 108, 158, 208, 258]
        let widths: [Double] = [50, 42, 42, 42, 42, 42]
        expectFrames(leafFrames(grid, in: Size(300, 100)), zip(xs, widths).map { Rect(x: $0, y: 45, width: $1, height: 10) })
    }

    @Test("adaptive tracks stop at their maximum; a seventh cell starts the next row")
    func adaptiveMaximum() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 30, maximum: 35), spacing: 10)], spacing: 4) {
            ForEach(0..<4) { _ in Color.green.frame(height: 12) }
        }
        // Share 100 (one item, no spacing set aside): ⌊(100 + 10) ÷ 40⌋ = 2 tracks; (100 − 10) ÷ 2 = 45 > 35,
        // so each is 35: x = 0 and 45; grid 80 wide, 12 + 4 + 12 = 28 high, centred in 100 × 100 → (10, 36).
        expectFrames(leafFrames(grid, in: Size(100, 100)), [
            Rect(x: 10, y: 36, width: 35, height: 12), Rect(x: 55, y: 36, width: 35, height: 12),
            Rect(x: 10, y: 52, width: 35, height: 12), Rect(x: 55, y: 52, width: 35, height: 12),
        ])
    }

    @Test("flexible items are sized in order: a capped first column leaves the rest to the second")
    func flexibleInOrder() {
        let grid = LazyVGrid(columns: [GridItem(.flexible(maximum: 50), spacing: 0), GridItem(.flexible())]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }
        // 200 − 0 spacing: first min(50, 200 ÷ 2) = 50, second 150 ÷ 1 = 150 at x = 50.
        expectFrames(leafFrames(grid, in: Size(200, 10)), [
            Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 150, height: 10),
        ])
    }

    @Test("a row is as high as its tallest cell; cells align by their item's alignment, else the grid's")
    func rowHeightAndAlignment() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40), alignment: .bottom)], alignment: .leading) {
            Color.red.frame(width: 20, height: 30)
            Color.blue.frame(width: 20, height: 10)
        }
        // Grid 40 + 8 + 40 = 88 × 30, centred in 100 × 100 at (6, 35). Cell 0: leading, centred vertically
        // (fills the row). Cell 1 (box x 54…94): centred horizontally → 64, at the bottom → 35 + 20 = 55.
        expectFrames(leafFrames(grid, in: Size(100, 100)), [
            Rect(x: 6, y: 35, width: 20, height: 30), Rect(x: 64, y: 55, width: 20, height: 10),
        ])
    }

    @Test("LazyHGrid fills columns top to bottom; a column is as wide as its widest cell")
    func horizontalGrid() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 5) {
            Color.red.frame(width: 30)
            Color.blue.frame(width: 30)
            Color.green.frame(width: 16)
        }
        // Rows 20 + 8 + 20 = 48 high; columns 30 and 16, 5 apart: 51 wide. Centred in 100 × 100 at
        // (24.5, 26). Third cell: second column at 24.5 + 35 = 59.5, first row.
        expectFrames(leafFrames(grid, in: Size(100, 100)), [
            Rect(x: 24.5, y: 26, width: 30, height: 20), Rect(x: 24.5, y: 54, width: 30, height: 20),
            Rect(x: 59.5, y: 26, width: 16, height: 20),
        ])
    }

    @Test("the track sizing on its own: no proposal gives the minimums; negative and NaN lengths are sanitised")
    func trackSizingEdges() {
        let rules = [GridItem(.fixed(20)), GridItem(.flexible(minimum: 15)), GridItem(.adaptive(minimum: 25))].map(LazyGridTrackRule.init)
        #expect(LazyGridTrackSizing.tracks(for: rules, available: nil).map(\.length) == [20, 15, 25])
        let bad = [GridItem(.fixed(-5)), GridItem(.flexible(minimum: .nan, maximum: .nan))].map(LazyGridTrackRule.init)
        let lengths = LazyGridTrackSizing.tracks(for: bad, available: 100).map(\.length)
        #expect(lengths.allSatisfy { $0.isFinite && $0 >= 0 })
        #expect(LazyGridTrackSizing.tracks(for: [], available: 100).isEmpty)
    }

    @Test("the fixture's favourites grid renders in a medium widget with three equal columns")
    func fixtureRenders() throws {
        let entry = FavoritesEntry(date: RenderContext.defaultNow, symbols: ["star.fill", "heart.fill", "bolt.fill", "house.fill"])
        let image = try WidgetRenderer(family: .systemMedium, context: .homeScreen, scale: 1).render(FavoritesGridView(entry: entry))
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let strip = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(FavoritesStripView())
        #expect(strip.warnings.isEmpty, "\(strip.warnings)")
    }
}
