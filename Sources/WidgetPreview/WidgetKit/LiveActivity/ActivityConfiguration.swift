import Foundation

/// A Live Activity's views: the Lock Screen presentation (`content`, also the banner on iPhones without the
/// Dynamic Island) and the Dynamic Island's (WidgetKit's `ActivityConfiguration`). A widget's body, listed
/// in a `WidgetBundle` like any widget; WidgetPreview draws it in the Live Activity presentations instead
/// of widget families.
public struct ActivityConfiguration<Attributes>: WidgetConfiguration, LiveActivityConfigurationCarrying
where Attributes: ActivityAttributes {
    let content: (ActivityViewContext<Attributes>) -> AnyView
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland
    public var body: Never { primitiveBody(Self.self) }

    public init<Content>(for attributesType: Attributes.Type,
                         @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                         dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) where Content: View {
        self.content = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }

    package var liveActivity: ResolvedActivityConfiguration? {
        ResolvedActivityConfiguration(attributesType: Attributes.self, supplementalFamilies: []) { context in
            guard let typed = context as? ActivityViewContext<Attributes> else { return nil }
            return (content(typed), dynamicIsland(typed))
        }
    }
}

/// A Live Activity configuration with its modifiers applied, as the renderer reads it.
package struct ResolvedActivityConfiguration {
    package let attributesType: Any.Type
    package var supplementalFamilies: [ActivityFamily]
    /// The Lock Screen view and the island for a context, nil when the context is of another attributes type.
    package let views: (Any) -> (content: AnyView, island: DynamicIsland)?
}

/// Configurations that are (or wrap) a Live Activity.
package protocol LiveActivityConfigurationCarrying {
    var liveActivity: ResolvedActivityConfiguration? { get }
}

extension ResolvedActivityConfiguration {
    /// The Live Activity a widget's body declares, nil for other widgets.
    package static func of<W: Widget>(_ widget: W) -> ResolvedActivityConfiguration? {
        (widget.body as? any LiveActivityConfigurationCarrying)?.liveActivity
    }
}

/// `supplementalActivityFamilies(_:)` applied to a configuration.
public struct SupplementalActivityFamiliesConfiguration<Base: WidgetConfiguration>: WidgetConfiguration,
                                                                                   LiveActivityConfigurationCarrying {
    let base: Base
    let families: [ActivityFamily]
    public var body: Never { primitiveBody(Self.self) }

    package var liveActivity: ResolvedActivityConfiguration? {
        guard var resolved = (base as? any LiveActivityConfigurationCarrying)?.liveActivity else { return nil }
        resolved.supplementalFamilies = families
        return resolved
    }
}

extension WidgetConfiguration {
    /// The sizes a Live Activity offers beyond the iPhone's `.medium` (`.small`: the Apple Watch Smart Stack).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        SupplementalActivityFamiliesConfiguration(base: self, families: families)
    }
}
