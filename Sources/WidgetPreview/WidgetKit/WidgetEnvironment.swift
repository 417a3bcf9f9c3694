import Foundation

private struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
private struct WidgetRenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct WidgetContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }
private struct IsLuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SystemLockedFontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct SystemLineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct WatchCaseMillimetresKey: EnvironmentKey { static var defaultValue: Int? { nil } }

extension EnvironmentValues {
    /// The family of the widget being drawn.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] } set { self[WidgetFamilyKey.self] = newValue }
    }
    /// How the place colours the widget (settable, as in WidgetKit, for previews of one mode).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] } set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Whether the place shows the widget's container background (false in StandBy, on the Lock Screen):
    /// set before layout, so a widget may lay itself out differently without it.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] } set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    /// The margins WidgetKit puts around the content in this place and family.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] } set { self[WidgetContentMarginsKey.self] = newValue }
    }
    /// True on an Always-On display when dimmed.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] } set { self[IsLuminanceReducedKey.self] = newValue }
    }
    /// A font the system imposes on every Text, whatever the view asks for (accessoryInline: WidgetKit
    /// draws inline widgets in its own font, ignoring `.font` and weight modifiers).
    package var systemLockedFont: Font? {
        get { self[SystemLockedFontKey.self] } set { self[SystemLockedFontKey.self] = newValue }
    }
    /// A line limit the system imposes on every Text, whatever `lineLimit` the view sets (accessoryInline:
    /// one line).
    package var systemLineLimit: Int? {
        get { self[SystemLineLimitKey.self] } set { self[SystemLineLimitKey.self] = newValue }
    }
    /// The Apple Watch case (40, 41, 44, 45, 49 mm) a watch place draws on: text styles take watchOS's
    /// sizes for it (`WatchTypography.metrics`). nil everywhere else (iOS's sizes).
    package var watchCaseMillimetres: Int? {
        get { self[WatchCaseMillimetresKey.self] } set { self[WatchCaseMillimetresKey.self] = newValue }
    }
}

/// The family a preview is drawn in (WidgetKit's `WidgetPreviewContext`).
public struct WidgetPreviewContext: Hashable, Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    /// Sets the family a view reads when previewed (the renderer's family decides the size); a
    /// `Preview(provider:)` reads the family from it.
    public func previewContext(_ context: WidgetPreviewContext) -> PreviewContextView<Self> {
        PreviewContextView(content: self, context: context)
    }
}

/// A view with its preview family attached (what `previewContext(_:)` returns).
public struct PreviewContextView<Content: View>: View {
    let content: Content
    package let context: WidgetPreviewContext

    public var body: some View {
        content.environment(\.widgetFamily, context.family)
    }
}

/// Lets a preview declaration read the family of a `previewContext(_:)` without knowing its content type.
package protocol PreviewContextCarrying {
    var previewFamily: WidgetFamily { get }
}

extension PreviewContextView: PreviewContextCarrying {
    package var previewFamily: WidgetFamily { context.family }
}

/// Xcode's preview declaration; `previews` is an ordinary view WidgetPreview can render (not main-actor
/// bound here, so a renderer on any thread can read it).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
