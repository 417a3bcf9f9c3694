import Foundation
import Graphics

/// Grid layout (SwiftUI's `Grid`):
/// - a column is as wide as its widest single-column cell; with a concrete width proposal the columns
///   share it like an HStack's children do (least flexible first, each proposed an equal share of what
///   is left), so flexible columns (a `Color` cell) take the extra space;
/// - a row is as tall as its tallest cell; with a concrete height proposal rows share it the same way;
/// - a cell spanning n columns (`gridCellColumns`) gets their widths plus the spacing between them; a
///   view outside a GridRow spans all columns (and widens the grid if it needs more);
/// - cells sit in their box by the grid's alignment, the row's vertical alignment and the column's
///   `gridColumnAlignment`;
/// - spacing defaults to 8 both ways.
package final class GridNode: LayoutNode {
    package let alignment: LayoutAlignment
    package let horizontalSpacing: Double
    package let verticalSpacing: Double
    package let rows: [LayoutNode]

    package init(alignment: LayoutAlignment, horizontalSpacing: Length, verticalSpacing: Length, rows: [LayoutNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.value
        self.verticalSpacing = verticalSpacing.value
        self.rows = rows
    }

    /// A row's cells with their first column and span; nil for a view outside a GridRow.
    private struct Cell { let node: LayoutNode; let column: Int; let span: Int }
    private lazy var table: [[Cell]?] = rows.map { row in
        guard let cells = (row as? GridRowNode)?.cells else { return nil }
        var column = 0
        return cells.map { node in
            let cell = Cell(node: node, column: column, span: node.gridColumnSpan)
            column += cell.span
            return cell
        }
    }

    private lazy var columnCount: Int = table.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0

    private lazy var columnAlignments: [AlignmentKey] = (0..<columnCount).map { c in
        for row in table { for cell in row ?? [] where cell.column == c && cell.span == 1 {
            if let a = cell.node.gridCell({ $0.columnAlignment }) { return a }
        } }
        return alignment.horizontal
    }

    private var totalColumnSpacing: Double { Double(max(0, columnCount - 1)) * horizontalSpacing }
    private var totalRowSpacing: Double { Double(max(0, rows.count - 1)) * verticalSpacing }

    private struct Metrics { var columns: [Double]; var rowHeights: [Double]; var width: Double }

    /// The width of the column span starting at `column`.
    private func spanWidth(_ columns: [Double], _ column: Int, _ span: Int) -> Double {
        let end = min(columns.count, column + span)
        guard column < end else { return 0 }
        return columns[column..<end].reduce(0, +) + Double(end - column - 1) * horizontalSpacing
    }

    /// Stack-like distribution of `total` between items whose length for a proposal `measure` gives:
    /// least flexible first, each proposed an equal share of what is left.
    private static func distribute(_ count: Int, total: Double, measure: (Int, Double?) -> Double) -> [Double] {
        let flex: [Double] = (0..<count).map { i in
            let hi = measure(i, .infinity), lo = measure(i, 0)
            return hi.isInfinite ? .infinity : max(0, hi - lo)
        }
        let order = stableSorted(Array(0..<count)) { flex[$0] < flex[$1] }
        var result = [Double](repeating: 0, count: count)
        var available = total, remaining = count
        for i in order {
            let share = max(available / Double(remaining), 0)
            result[i] = measure(i, share)
            available -= result[i]
            remaining -= 1
        }
        return result
    }

    private func metrics(_ p: ProposedSize) -> Metrics {
        // Columns: the widest single-column cell for a width proposal.
        func columnWidth(_ c: Int, _ proposal: Double?) -> Double {
            var w = 0.0
            for row in table { for cell in row ?? [] where cell.column == c && cell.span == 1 && !cell.node.gridUnsizedAxes.contains(.horizontal) {
                w = max(w, cell.node.sizeThatFits(ProposedSize(width: proposal, height: nil)).width)
            } }
            return w
        }
        var columns: [Double]
        if let pw = p.width, pw.isFinite {
            columns = Self.distribute(columnCount, total: pw - totalColumnSpacing) { c, w in columnWidth(c, w) }
        } else {
            columns = (0..<columnCount).map { columnWidth($0, p.width) }
        }
        // A spanning cell wider than its columns widens the last of them.
        for row in table { for cell in row ?? [] where cell.span > 1 && cell.column < columnCount && !cell.node.gridUnsizedAxes.contains(.horizontal) {
            let available = spanWidth(columns, cell.column, cell.span)
            let need = cell.node.sizeThatFits(ProposedSize(width: p.width == nil ? nil : available, height: nil)).width
            if need > available + 0.0001 { columns[min(columnCount, cell.column + cell.span) - 1] += need - available }
        } }
        var width = columns.reduce(0, +) + totalColumnSpacing
        if columnCount == 0 { width = 0 }
        for (r, row) in rows.enumerated() where table[r] == nil && !row.gridUnsizedAxes.contains(.horizontal) {
            width = max(width, row.sizeThatFits(ProposedSize(width: p.width, height: nil)).width)
        }
        func rowHeight(_ r: Int, _ proposal: Double?) -> Double {
            guard let cells = table[r] else {
                if rows[r].gridUnsizedAxes.contains(.vertical) { return 0 }
                return rows[r].sizeThatFits(ProposedSize(width: width, height: proposal)).height
            }
            return cells.filter { !$0.node.gridUnsizedAxes.contains(.vertical) }
                .map { $0.node.sizeThatFits(ProposedSize(width: spanWidth(columns, $0.column, $0.span), height: proposal)).height }.max() ?? 0
        }
        let heights: [Double]
        if let ph = p.height, ph.isFinite {
            heights = Self.distribute(rows.count, total: ph - totalRowSpacing) { r, h in rowHeight(r, h) }
        } else {
            heights = rows.indices.map { rowHeight($0, p.height) }
        }
        return Metrics(columns: columns, rowHeights: heights, width: width)
    }

    package override func computeSize(_ p: ProposedSize) -> Size {
        let m = metrics(p)
        return Size(m.width, m.rowHeights.reduce(0, +) + totalRowSpacing)
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let m = metrics(proposal)
        var placed: [PlacedNode] = []
        var y = frame.minY
        var columnX: [Double] = []
        var x = frame.minX
        for w in m.columns { columnX.append(x); x += w + horizontalSpacing }
        for (r, row) in rows.enumerated() {
            let height = m.rowHeights[r]
            if let cells = table[r] {
                let vertical = (row as? GridRowNode)?.alignment ?? alignment.vertical
                var cellNodes: [PlacedNode] = []
                for cell in cells where cell.column < columnCount {
                    let width = spanWidth(m.columns, cell.column, cell.span)
                    let box = Rect(x: columnX[cell.column], y: y, width: width, height: height)
                    let horizontal = cell.span == 1 ? columnAlignments[cell.column] : alignment.horizontal
                    let p = ProposedSize(width: width, height: height)
                    let s = cell.node.sizeThatFits(p)
                    cellNodes.append(cell.node.place(in: aligned(cell.node, size: s, in: box, alignment: LayoutAlignment(horizontal: horizontal, vertical: vertical)), proposal: p))
                }
                placed.append(PlacedNode(frame: Rect(x: frame.minX, y: y, width: m.width, height: height), children: cellNodes))
            } else {
                let box = Rect(x: frame.minX, y: y, width: m.width, height: height)
                let p = ProposedSize(width: m.width, height: height)
                let s = row.sizeThatFits(p)
                placed.append(row.place(in: aligned(row, size: s, in: box, alignment: alignment), proposal: p))
            }
            y += height + verticalSpacing
        }
        return PlacedNode(frame: frame, children: placed)
    }
}

/// A grid row; outside a Grid it lays out like an HStack.
package final class GridRowNode: LayoutNode {
    package let alignment: AlignmentKey?
    package let cells: [LayoutNode]
    private lazy var stack = StackNode(axis: .horizontal, alignment: alignment ?? .verticalCenter, spacing: nil, children: cells)
    package init(alignment: AlignmentKey?, cells: [LayoutNode]) {
        self.alignment = alignment
        self.cells = cells
    }
    package override func computeSize(_ p: ProposedSize) -> Size { stack.sizeThatFits(p) }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode { stack.place(in: frame, proposal: proposal) }
}

/// A grid cell's column span and column alignment; lays out exactly like its child.
package final class GridCellNode: PassthroughNode {
    package let columns: Int?
    package let columnAlignment: AlignmentKey?
    package let unsizedAxes: Set<LayoutAxis>?
    package init(child: LayoutNode, columns: Int? = nil, columnAlignment: AlignmentKey? = nil, unsizedAxes: Set<LayoutAxis>? = nil) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.unsizedAxes = unsizedAxes
        super.init(child: child)
    }
}

extension LayoutNode {
    /// The first `GridCellNode` value found through wrappers.
    fileprivate func gridCell<T>(_ read: (GridCellNode) -> T?) -> T? {
        var node: LayoutNode? = self
        while let current = node {
            if let cell = current as? GridCellNode, let value = read(cell) { return value }
            node = current.wrappedChild
        }
        return nil
    }
    fileprivate var gridColumnSpan: Int { gridCell { $0.columns } ?? 1 }
    fileprivate var gridUnsizedAxes: Set<LayoutAxis> { gridCell { $0.unsizedAxes } ?? [] }
}
