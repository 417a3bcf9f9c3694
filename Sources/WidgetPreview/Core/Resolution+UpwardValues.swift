import Foundation

/// What resolving a view gives: its layout nodes, and the values it hands up to the renderer instead of
/// writing them into something shared through the environment.
struct Resolution {
    var nodes: [LayoutNode]
    /// The widget's `containerBackground(for: .widget)`: the outermost declaration (resolved first) wins,
    /// as a later one would sit under it anyway.
    var containerBackground: DeclaredContainerBackground?
    /// What was not drawn as asked (unmapped symbols, missing images, List …), in the order the views
    /// met them, each once.
    var warnings: [String]
    /// The `accessibilityLabel`s VoiceOver would read, outer before inner, in reading order; labels under
    /// `accessibilityHidden(true)` do not come up.
    var accessibilityLabels: [String]
    /// Where tapping the widget goes (`widgetURL`): the outermost wins, as in WidgetKit where the
    /// modifier nearest the root decides.
    var widgetURL: URL?
    /// The destinations of the `Link`s inside, in reading order.
    var linkDestinations: [URL]
    /// A Live Activity's `activityBackgroundTint` and `activitySystemActionForegroundColor`: per
    /// property the outermost wins, then the first of siblings.
    var activityStyle: ActivityStyle
    /// An expanded Dynamic Island region's `dynamicIsland(verticalPlacement:)`: the outermost wins.
    var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement?

    init(nodes: [LayoutNode] = [], containerBackground: DeclaredContainerBackground? = nil, warnings: [String] = [],
         accessibilityLabels: [String] = [], widgetURL: URL? = nil, linkDestinations: [URL] = [],
         activityStyle: ActivityStyle = ActivityStyle(), verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement? = nil) {
        self.nodes = nodes
        self.containerBackground = containerBackground
        self.warnings = warnings
        self.accessibilityLabels = accessibilityLabels
        self.widgetURL = widgetURL
        self.linkDestinations = linkDestinations
        self.activityStyle = activityStyle
        self.verticalPlacement = verticalPlacement
    }

    /// The same upward values around new nodes made from these (a container around its subviews).
    func replacingNodes(_ make: ([LayoutNode]) -> [LayoutNode]) -> Resolution {
        var resolution = self
        resolution.nodes = make(nodes)
        return resolution
    }

    /// Adds a following sibling: its nodes after these, its upward values merged.
    mutating func append(_ sibling: Resolution) {
        nodes += sibling.nodes
        merge(upwardValuesOf: sibling)
    }

    /// Takes what `other` hands up, after what is here; keeps values already here where only one may win.
    mutating func merge(upwardValuesOf other: Resolution) {
        if containerBackground == nil { containerBackground = other.containerBackground }
        for warning in other.warnings { addWarning(warning) }
        accessibilityLabels += other.accessibilityLabels
        if widgetURL == nil { widgetURL = other.widgetURL }
        linkDestinations += other.linkDestinations
        activityStyle.fillUnset(from: other.activityStyle)
        if verticalPlacement == nil { verticalPlacement = other.verticalPlacement }
    }

    /// Adds a warning unless it is already here (a view drawn many times warns once).
    mutating func addWarning(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Takes what a placed tree hands up (views resolved while placing, texts' warnings), after what is here.
    mutating func merge(placed: PlacedUpwardValues) {
        merge(upwardValuesOf: Resolution(warnings: placed.warnings, accessibilityLabels: placed.accessibilityLabels,
                                         widgetURL: placed.widgetURL, linkDestinations: placed.linkDestinations,
                                         activityStyle: placed.feature as? ActivityStyle ?? ActivityStyle()))
    }

    /// What views resolved while placing hand up, kept on their placed node.
    var placedUpwardValues: PlacedUpwardValues {
        PlacedUpwardValues(warnings: warnings, accessibilityLabels: accessibilityLabels, widgetURL: widgetURL,
                           linkDestinations: linkDestinations, feature: activityStyle)
    }

    /// The upward values alone, without nodes (what a container hands on from content it used).
    var upwardValues: Resolution {
        var values = self
        values.nodes = []
        return values
    }
}

/// A `containerBackground(for: .widget)` as declared: the background view and the environment it was
/// declared in (so it resolves with the colour scheme, tint and fonts in effect there).
struct DeclaredContainerBackground {
    let view: AnyView
    let env: EnvironmentValues
}
