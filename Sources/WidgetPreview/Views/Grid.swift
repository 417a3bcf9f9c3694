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
        [GridRowNode(alignment: alignment?.key, cells: Resolver.nodes(for: content, in: env))]
    }
}

extension Grid: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [GridNode(alignment: alignment.layout, horizontalSpacing: Length(horizontalSpacing.map { Double($0) } ?? SpacingPolicy.defaultSpacing),
                  verticalSpacing: Length(verticalSpacing.map { Double($0) } ?? SpacingPolicy.defaultSpacing),
                  rows: Resolver.nodes(for: content, in: env))]
    }
}

extension View {
    /// Makes this cell span `count` columns of its GridRow (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        wrapNode { node, _ in GridCellNode(child: node, columns: max(1, count)) }
    }
    /// The horizontal alignment of every cell in this cell's column (the first one stated wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrapNode { node, _ in GridCellNode(child: node, columnAlignment: guide.key) }
    }
    /// Accepted for source compatibility: the cell's anchor inside its cell box is the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// On the given axes the cell takes the size the grid gives it instead of sizing its column or row
    /// (so a `Divider` between rows does not widen the grid to the whole proposal).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        wrapNode { node, _ in GridCellNode(child: node, unsizedAxes: axes.layoutAxes) }
    }
}
