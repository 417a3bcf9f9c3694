import Testing
import Graphics
@testable import WidgetPreview

@Suite("Grid layout")
struct GridLayoutTests {
    private func box(_ c: Color, _ w: CGFloat, _ h: CGFloat) -> some View { c.frame(width: w, height: h) }

    @Test("columns as wide as their widest cell, rows as tall as their tallest, 8-point spacing, centred cells")
    func columnsAndRows() {
        let view = Grid {
            GridRow { box(.red, 10, 10); box(.blue, 30, 20) }
            GridRow { box(.green, 20, 5); box(.gray, 10, 10) }
        }
        let (size, placed) = place(view, .unspecified)
        #expect(size == Size(58, 38))
        #expect(drawnFrames(placed) == [R(5, 5, 10, 10), R(28, 0, 30, 20), R(0, 30.5, 20, 5), R(38, 28, 10, 10)])
    }

    @Test("alignment, horizontalSpacing and verticalSpacing")
    func alignmentAndSpacing() {
        let view = Grid(alignment: .bottomTrailing, horizontalSpacing: 2, verticalSpacing: 4) {
            GridRow { box(.red, 10, 10); box(.blue, 30, 20) }
            GridRow { box(.green, 20, 5); box(.gray, 10, 10) }
        }
        let (size, placed) = place(view, .unspecified)
        #expect(size == Size(52, 34))
        #expect(drawnFrames(placed) == [R(10, 10, 10, 10), R(22, 0, 30, 20), R(0, 29, 20, 5), R(42, 24, 10, 10)])
    }

    @Test("a flexible column takes the extra width of a concrete proposal; rows share a concrete height")
    func flexibleColumn() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(.red, 20, 10); Color.blue.frame(height: 10) }
            GridRow { box(.green, 20, 10); Color.gray }
        }
        let (size, placed) = place(view, ProposedSize(width: 100, height: 50))
        #expect(size == Size(100, 50))
        #expect(drawnFrames(placed) == [R(0, 0, 20, 10), R(20, 0, 80, 10), R(0, 25, 20, 10), R(20, 10, 80, 40)])
    }

    @Test("two flexible columns split what the fixed ones leave")
    func twoFlexibleColumns() {
        let view = Grid(horizontalSpacing: 10) {
            GridRow { Color.red; box(.blue, 20, 10); Color.green }
        }
        let (_, placed) = place(view, ProposedSize(width: 120, height: 10))
        #expect(drawnFrames(placed) == [R(0, 0, 40, 10), R(50, 0, 20, 10), R(80, 0, 40, 10)])
    }

    @Test("GridRow(alignment:) overrides the grid's vertical alignment for its row")
    func rowAlignment() {
        let view = Grid {
            GridRow(alignment: .top) { box(.red, 10, 10); box(.blue, 10, 30) }
        }
        let (_, placed) = place(view, .unspecified)
        #expect(drawnFrames(placed) == [R(0, 0, 10, 10), R(18, 0, 10, 30)])
    }

    @Test("gridCellColumns spans columns and widens the last one when it needs more")
    func cellColumns() {
        let view = Grid {
            GridRow { box(.red, 10, 10); box(.blue, 30, 10) }
            GridRow { box(.green, 50, 10).gridCellColumns(2) }
        }
        let (size, placed) = place(view, .unspecified)
        #expect(size == Size(50, 28))
        #expect(drawnFrames(placed) == [R(0, 0, 10, 10), R(19, 0, 30, 10), R(0, 18, 50, 10)])
    }

    @Test("gridColumnAlignment on one cell aligns its whole column")
    func columnAlignment() {
        let view = Grid {
            GridRow { box(.red, 10, 10).gridColumnAlignment(.trailing); box(.blue, 10, 10) }
            GridRow { box(.green, 30, 10); box(.gray, 20, 10) }
        }
        let (_, placed) = place(view, .unspecified)
        #expect(drawnFrames(placed) == [R(20, 0, 10, 10), R(43, 0, 10, 10), R(0, 18, 30, 10), R(38, 18, 20, 10)])
    }

    @Test("a flexible view outside a GridRow widens the grid to the proposal unless its horizontal axis is unsized")
    func unsizedAxes() {
        let rows = Grid(verticalSpacing: 0) {
            GridRow { box(.red, 10, 10); box(.blue, 30, 10) }
            Color.gray.frame(height: 2)
        }
        #expect(place(rows, ProposedSize(width: 200, height: 100)).size == Size(200, 12))
        let unsized = Grid(verticalSpacing: 0) {
            GridRow { box(.red, 10, 10); box(.blue, 30, 10) }
            Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal)
        }
        let (size, placed) = place(unsized, ProposedSize(width: 200, height: 100))
        #expect(size == Size(48, 12))
        #expect(drawnFrames(placed).last == R(0, 10, 48, 2))
    }

    @Test("a view outside a GridRow spans the grid's width")
    func fullWidthRow() {
        let view = Grid(verticalSpacing: 0) {
            GridRow { box(.red, 10, 10); box(.blue, 30, 10) }
            Color.gray.frame(height: 2)
        }
        let (size, placed) = place(view, .unspecified)
        #expect(size == Size(48, 12))
        #expect(drawnFrames(placed).last == R(0, 10, 48, 2))
    }
}
