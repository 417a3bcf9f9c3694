import Foundation

/// Where an expanded region sits (WidgetKit's `DynamicIslandExpandedRegionPosition`): `leading` and
/// `trailing` beside the TrueDepth camera, `center` below it, `bottom` below all three.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
    public var description: String { name }
}

/// One region of the expanded island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content> where Content: View {
    let region: DynamicIslandExpandedRegionContent

    /// `priority`: which regions get their width first when leading, center and trailing compete.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = DynamicIslandExpandedRegionContent(position: position, priority: priority.isFinite ? priority : 0,
                                                    view: AnyView(content()))
    }

    init(region: DynamicIslandExpandedRegionContent) { self.region = region }

    /// Replaces the system's margins on `edges` of this region.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
        var region = self.region
        region.marginOverrides.append((edges, length))
        return DynamicIslandExpandedRegion(region: region)
    }
}

/// A region with its view erased, as the renderer lays it out.
package struct DynamicIslandExpandedRegionContent {
    package let position: DynamicIslandExpandedRegionPosition
    package let priority: Double
    package let view: AnyView
    package var marginOverrides: [(edges: Edge.Set, length: Double)] = []
    /// What the view declared with `dynamicIsland(verticalPlacement:)` (read by the renderer before layout).
    package var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement = .default

    /// The region's own `contentMargins(_:_:)`, inside its frame (a later call wins on its edges).
    package var extraMargins: EdgeInsets {
        var insets = EdgeInsets()
        for change in marginOverrides { insets = insets.replacing(change.edges, with: change.length) }
        return insets
    }
}

/// The expanded presentation's regions (WidgetKit's `DynamicIslandExpandedContent`).
public struct DynamicIslandExpandedContent<Content> where Content: View {
    let regions: [DynamicIslandExpandedRegionContent]
}

/// Builds the expanded presentation from regions (WidgetKit's `DynamicIslandExpandedContentBuilder`).
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<C>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<some View> where C: View {
        DynamicIslandExpandedContent<EmptyView>(regions: [first.region])
    }
    public static func buildPartialBlock<C>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<some View> where C: View {
        DynamicIslandExpandedContent<EmptyView>(regions: first.regions)
    }
    public static func buildPartialBlock<C0, C1>(accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>)
        -> DynamicIslandExpandedContent<some View> where C0: View, C1: View {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + [next.region])
    }
    public static func buildPartialBlock<C0, C1>(accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>)
        -> DynamicIslandExpandedContent<some View> where C0: View, C1: View {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + next.regions)
    }
    /// An empty `expanded: { }`.
    public static func buildBlock() -> DynamicIslandExpandedContent<EmptyView> { DynamicIslandExpandedContent(regions: []) }
    public static func buildOptional<C>(_ content: DynamicIslandExpandedContent<C>?) -> DynamicIslandExpandedContent<EmptyView> where C: View {
        DynamicIslandExpandedContent(regions: content?.regions ?? [])
    }
    public static func buildEither<C>(first content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> where C: View {
        DynamicIslandExpandedContent(regions: content.regions)
    }
    public static func buildEither<C>(second content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> where C: View {
        DynamicIslandExpandedContent(regions: content.regions)
    }
    public static func buildLimitedAvailability<C>(_ content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> where C: View {
        DynamicIslandExpandedContent(regions: content.regions)
    }
}
