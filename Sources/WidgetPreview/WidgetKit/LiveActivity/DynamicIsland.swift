import Foundation

/// A Live Activity's Dynamic Island: the expanded regions and the compact and minimal views
/// (WidgetKit's `DynamicIsland`). The renderer lays each presentation out in the island's slots
/// (`LiveActivityDeviceProfile`), on black.
public struct DynamicIsland {
    let expanded: () -> [DynamicIslandExpandedRegionContent]
    let compactLeading: () -> AnyView
    let compactTrailing: () -> AnyView
    let minimal: () -> AnyView
    /// The keyline's tint (nil: the system's).
    package private(set) var keylineColor: Color?
    package private(set) var url: URL?
    /// Margins set with `contentMargins(_:_:for:)`, applied in order (a later call wins on its edges).
    package private(set) var marginOverrides: [(edges: Edge.Set, length: Double, mode: DynamicIslandMode)] = []

    public init<Expanded, CompactLeading, CompactTrailing, Minimal>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) where Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View {
        self.expanded = { expanded().regions }
        self.compactLeading = { AnyView(compactLeading()) }
        self.compactTrailing = { AnyView(compactTrailing()) }
        self.minimal = { AnyView(minimal()) }
    }

    /// Tints the thin border iOS draws around the island (visible on dark backgrounds).
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineColor = color
        return island
    }

    /// Replaces the system's content margins on `edges` of one presentation.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.marginOverrides.append((edges, length, mode))
        return island
    }

    /// The URL a tap on the island opens (kept; a picture has no taps).
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }

    /// The margins of a presentation: the system's defaults with this island's overrides applied.
    package func margins(for mode: DynamicIslandMode, defaults: EdgeInsets) -> EdgeInsets {
        var insets = defaults
        for change in marginOverrides where change.mode == mode { insets = insets.replacing(change.edges, with: change.length) }
        return insets
    }
}

/// One of the island's presentations, for `contentMargins(_:_:for:)` (WidgetKit's `DynamicIslandMode`).
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

extension EdgeInsets {
    /// These insets with `edges` set to `length` (a negative or non-finite length counts as 0): what each
    /// `contentMargins` call does to the margins before it.
    func replacing(_ edges: Edge.Set, with length: Double) -> EdgeInsets {
        let value = CGFloat(length.isFinite ? max(0, length) : 0)
        var insets = self
        if edges.contains(.top) { insets.top = value }
        if edges.contains(.leading) { insets.leading = value }
        if edges.contains(.bottom) { insets.bottom = value }
        if edges.contains(.trailing) { insets.trailing = value }
        return insets
    }
}
