import Foundation

private struct ShowsWidgetLabelKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the place shows the label a widget attaches with `widgetLabel`: only watch faces do, so
    /// it is false on iPhone and iPad, in every place WidgetPreview draws.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] } set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

extension View {
    /// watchOS 10: lets a corner complication bend its content along the bezel. Widgets on iPhone and iPad
    /// (what WidgetPreview draws) are never curved, so the content is drawn as written.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}
