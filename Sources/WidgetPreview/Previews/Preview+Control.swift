import Foundation

extension Preview {
    /// An iOS 18 control, drawn in Control Center (small, medium, large) and on the Lock Screen. Its
    /// entries: `preview` (the value provider's preview value, as the controls gallery shows it) and, for
    /// a toggle, `on` and `off` (both states, whatever the preview value says).
    ///
    /// ```swift
    /// Preview("Garage door", control: { GarageDoorControl() })
    /// ```
    public init<C: ControlWidget>(_ name: String, locales: [String] = [], localizations: [URL] = [], control: @escaping () -> C) {
        let isToggle = ControlDescription.of(control: control())
            .flatMap { ($0.template as? any ResolvableControlTemplate)?.resolvedControl(state: nil).kind } == .toggle
        var entries = [PreviewEntry("preview", ControlPreviewEntry(date: RenderContext.defaultNow, isOn: nil))]
        if isToggle {
            entries.append(PreviewEntry("on", ControlPreviewEntry(date: RenderContext.defaultNow, isOn: true)))
            entries.append(PreviewEntry("off", ControlPreviewEntry(date: RenderContext.defaultNow, isOn: false)))
        }
        self.init(name: name, families: [], entries: entries) { _, _ in
            throw WidgetRenderError.controlHasNoFamilies(control: "\(C.self)")
        }
        self.locales = locales
        self.localizations = localizations
        self.widgetType = C.self
        self.controlPlacements = ControlPlacement.allCases
        self.drawControl = { renderer, entry in try renderer.render(control(), isOn: (entry.entry as? ControlPreviewEntry)?.isOn) }
    }
}

/// The entry of a control preview: the toggle state to draw (nil: the value provider's preview value).
struct ControlPreviewEntry: TimelineEntry {
    let date: Date
    let isOn: Bool?
}
