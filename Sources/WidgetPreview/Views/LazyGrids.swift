import Foundation
import Graphics

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: its size rule, the spacing after it and the
/// alignment of its cells (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track sharing the space left by fixed items, within `minimum…maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit in the item's share, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Cells in rows, filled left to right, with the columns `columns` describes. A widget shows every cell
/// at once, so "lazy" changes nothing in a picture.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// Cells in columns, filled top to bottom, with the rows `rows` describes.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVGrid: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [LazyGridNode(trackAxis: .horizontal, items: columns.map(LazyGridTrackRule.init),
                      cellAlignment: Alignment(horizontal: alignment, vertical: .center).layout,
                      lineSpacing: spacing.map { Length(Double($0)) } ?? Length(SpacingPolicy.defaultSpacing),
                      cells: Resolver.nodes(for: content, in: env))]
    }
}

extension LazyHGrid: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [LazyGridNode(trackAxis: .vertical, items: rows.map(LazyGridTrackRule.init),
                      cellAlignment: Alignment(horizontal: .center, vertical: alignment).layout,
                      lineSpacing: spacing.map { Length(Double($0)) } ?? Length(SpacingPolicy.defaultSpacing),
                      cells: Resolver.nodes(for: content, in: env))]
    }
}
