import Foundation

/// A widget the person has added (WidgetKit's `WidgetInfo`); a preview has none.
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily

    /// The intent the widget is configured with; nil in a preview (no widget is installed).
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? { nil }
}

/// The push token for widget reloads (iOS 26, WidgetKit's `WidgetPushInfo`).
public struct WidgetPushInfo: Sendable {
    public let token: Data
}

/// Receives push tokens for widget reloads (iOS 26). A preview never receives one; the type is
/// registered with `pushHandler(_:)` so the configuration compiles and renders as usual.
public protocol WidgetPushHandler {
    init()
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

extension WidgetConfiguration {
    /// Opts the widget into push reloads; the picture is unchanged.
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration { self }
}
