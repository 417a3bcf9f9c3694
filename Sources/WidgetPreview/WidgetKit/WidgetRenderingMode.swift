/// How the system colours a widget in the place it is shown (WidgetKit's `WidgetRenderingMode`).
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Colours as authored (Home Screen, StandBy by day, the watch Smart Stack).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Template rendering in two groups: `widgetAccentable()` content in the accent colour, the rest in
    /// the default colour (tinted Home Screen, watch faces).
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated, luminance as opacity over the backdrop (Lock Screen, StandBy at night).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    public var description: String { name }
}

/// How an image is drawn in the accented mode (WidgetKit's `WidgetAccentedRenderingMode`).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let treatment: AccentedImageTreatmentValue

    enum AccentedImageTreatmentValue: Hashable, Sendable { case accented, desaturated, accentedDesaturated, fullColor }

    /// Joins the accent group (as `widgetAccentable()`).
    public static let accented = WidgetAccentedRenderingMode(treatment: .accented)
    /// Luminance becomes alpha, filled with the default group's colour (WidgetKit's default).
    public static let desaturated = WidgetAccentedRenderingMode(treatment: .desaturated)
    /// Luminance becomes alpha, filled with the accent colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(treatment: .accentedDesaturated)
    /// Drawn unchanged (iOS only).
    public static let fullColor = WidgetAccentedRenderingMode(treatment: .fullColor)
}
