import Foundation
import Graphics

/// A two-dimensional layout: rows of `GridRow`s; any other view spans all columns.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension GridRow: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [GridRowNode(alignment: alignment, cells: Resolver.nodes(for: content, in: env))]
    }
}

extension Grid: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing.map { Double($0) } ?? SpacingPolicy.defaultSpacing,
                  verticalSpacing: verticalSpacing.map { Double($0) } ?? SpacingPolicy.defaultSpacing,
                  rows: Resolver.nodes(for: content, in: env))]
    }
}

/// A grid row; outside a Grid it lays out like an HStack.
final class GridRowNode: LayoutNode {
    let alignment: VerticalAlignment?
    let cells: [LayoutNode]
    private lazy var stack = StackNode(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil, children: cells)
    init(alignment: VerticalAlignment?, cells: [LayoutNode]) {
        self.alignment = alignment
        self.cells = cells
    }
    override func computeSize(_ p: ProposedSize) -> Size { stack.sizeThatFits(p) }
    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode { stack.place(in: frame, proposal: proposal) }
}

/// Grid layout: each column as wide as its widest cell, each row as tall as its tallest, cells measured
/// at their ideal size, flexible cells (and non-row views) given the space left over. A simplification
/// of SwiftUI's grid, which also distributes a too-small proposal between columns.
final class GridNode: LayoutNode {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    let rows: [LayoutNode]

    init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double, rows: [LayoutNode]) {
        self.alignment = alignment
        self.horizontalSpacing = sanitizedLength(horizontalSpacing)
        self.verticalSpacing = sanitizedLength(verticalSpacing)
        self.rows = rows
    }

    private func cells(_ row: LayoutNode) -> [LayoutNode]? { (row as? GridRowNode)?.cells }

    private var columnCount: Int { rows.map { cells($0)?.count ?? 0 }.max() ?? 0 }

    private struct Metrics { var columns: [Double]; var rowHeights: [Double]; var width: Double }

    private func metrics(_ p: ProposedSize) -> Metrics {
        var columns = [Double](repeating: 0, count: columnCount)
        for row in rows { for (i, cell) in (cells(row) ?? []).enumerated() { columns[i] = max(columns[i], cell.sizeThatFits(.unspecified).width) } }
        let spacing = Double(max(0, columnCount - 1)) * horizontalSpacing
        var width = columns.reduce(0, +) + spacing
        for row in rows where cells(row) == nil { width = max(width, row.sizeThatFits(ProposedSize(width: nil, height: nil)).width) }
        if let pw = p.width, pw.isFinite, width > pw, columnCount > 0 {
            let scale = max(0, pw - spacing) / max(columns.reduce(0, +), 0.0001)
            columns = columns.map { $0 * min(1, scale) }
            width = pw
        }
        let heights: [Double] = rows.map { row in
            if let rowCells = cells(row) {
                return rowCells.enumerated().map { $1.sizeThatFits(ProposedSize(width: columns[$0], height: nil)).height }.max() ?? 0
            }
            return row.sizeThatFits(ProposedSize(width: width, height: nil)).height
        }
        return Metrics(columns: columns, rowHeights: heights, width: width)
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let m = metrics(p)
        let h = m.rowHeights.reduce(0, +) + Double(max(0, rows.count - 1)) * verticalSpacing
        return Size(m.width, h)
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let m = metrics(proposal)
        var placed: [PlacedNode] = []
        var y = frame.minY
        for (r, row) in rows.enumerated() {
            let height = m.rowHeights[r]
            if let rowCells = cells(row) {
                var x = frame.minX
                var cellNodes: [PlacedNode] = []
                let rowAlignment = Alignment(horizontal: alignment.horizontal, vertical: (row as? GridRowNode)?.alignment ?? alignment.vertical)
                for (c, cell) in rowCells.enumerated() {
                    let box = Rect(x: x, y: y, width: m.columns[c], height: height)
                    let p = ProposedSize(width: m.columns[c], height: height)
                    let s = cell.sizeThatFits(p)
                    cellNodes.append(cell.place(in: aligned(cell, size: s, in: box, alignment: rowAlignment), proposal: p))
                    x += m.columns[c] + horizontalSpacing
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
