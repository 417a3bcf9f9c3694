import Foundation

/// A control reduced to what iOS draws of it: the symbol, the title, the value, the state and the tint.
/// iOS does not draw a control's label as a view: it takes the label's symbol image and text and lays
/// them out itself, per place (ControlPlacement).
package struct ResolvedControl {
    package enum Kind: Sendable { case button, toggle }

    package var kind: Kind
    /// The toggle's state drawn (false for a button).
    package var isOn: Bool
    package var symbol: AnyView?
    package var title: AnyView?
    /// A toggle's value text ("On", "Open" …); nil for a button.
    package var value: AnyView?
    /// The template's `tint(_:)`; nil: the system's default.
    package var tint: Color?
}

/// A template WidgetPreview can draw (every template WidgetKit offers).
package protocol ResolvableControlTemplate {
    /// `state` is the toggle state to draw (nil: the template's own `isOn`); buttons ignore it.
    func resolvedControl(state: Bool?) -> ResolvedControl
}

/// The symbol and text a label view holds, as iOS reads them from a control's label.
protocol ControlLabelParts {
    var controlSymbol: AnyView? { get }
    var controlTitle: AnyView? { get }
}

extension Label: ControlLabelParts {
    var controlSymbol: AnyView? { AnyView(icon) }
    var controlTitle: AnyView? { AnyView(title) }
}

extension Text: ControlLabelParts {
    var controlSymbol: AnyView? { nil }
    var controlTitle: AnyView? { AnyView(self) }
}

extension Image: ControlLabelParts {
    var controlSymbol: AnyView? { AnyView(self) }
    var controlTitle: AnyView? { nil }
}

extension ControlWidgetToggleDefaultLabel: ControlLabelParts {
    var controlSymbol: AnyView? { nil }
    var controlTitle: AnyView? { AnyView(self) }
}

enum ControlLabelReading {
    /// A `Label`, `Text` or `Image` gives its parts; `EmptyView` none; any other view is drawn as the text.
    static func parts<V: View>(of view: V) -> (symbol: AnyView?, title: AnyView?) {
        if let parts = view as? any ControlLabelParts { return (parts.controlSymbol, parts.controlTitle) }
        if view is EmptyView || view is ControlWidgetButtonDefaultActionLabel { return (nil, nil) }
        return (nil, AnyView(view))
    }
}

extension ControlWidgetButton: ResolvableControlTemplate {
    package func resolvedControl(state: Bool?) -> ResolvedControl {
        let parts = ControlLabelReading.parts(of: label)
        return ResolvedControl(kind: .button, isOn: false, symbol: parts.symbol, title: parts.title, value: nil, tint: nil)
    }
}

extension ControlWidgetToggle: ResolvableControlTemplate {
    /// The value label's symbol, when it has one, is the state's symbol (WidgetKit's garage door example:
    /// `Label(isOpen ? "Open" : "Closed", systemImage: isOpen ? "door.garage.open" : …)`); its text is the value.
    package func resolvedControl(state: Bool?) -> ResolvedControl {
        let isOn = state ?? self.isOn
        let label = ControlLabelReading.parts(of: label)
        let value = ControlLabelReading.parts(of: valueLabel(isOn))
        return ResolvedControl(kind: .toggle, isOn: isOn, symbol: value.symbol ?? label.symbol, title: label.title,
                               value: value.title, tint: nil)
    }
}

extension TintedControlWidgetTemplate: ResolvableControlTemplate {
    package func resolvedControl(state: Bool?) -> ResolvedControl {
        guard let base = base as? any ResolvableControlTemplate else {
            return ResolvedControl(kind: .button, isOn: false, symbol: nil, title: nil, value: nil, tint: tint)
        }
        var control = base.resolvedControl(state: state)
        control.tint = tint
        return control
    }
}

/// A control's configuration read for drawing: its kind, the name the controls gallery shows, and its
/// template made from the value provider's preview value (or the intent's defaults).
package struct ControlDescription {
    package var kind: String
    package var displayName: String?
    package var template: any ControlWidgetTemplate
}

/// The configurations that describe a control themselves; any other configuration is read through its `body`.
protocol ControlDescribing {
    func describedControl() -> ControlDescription?
}

extension StaticControlConfiguration: ControlDescribing {
    func describedControl() -> ControlDescription? { ControlDescription(kind: kind, displayName: nil, template: content()) }
}

extension AppIntentControlConfiguration: ControlDescribing {
    func describedControl() -> ControlDescription? { ControlDescription(kind: kind, displayName: nil, template: content()) }
}

extension ModifiedControlConfiguration: ControlDescribing {
    func describedControl() -> ControlDescription? {
        guard var description = ControlDescription.of(base) else { return nil }
        if let displayName { description.displayName = displayName.defaultValue }
        return description
    }
}

extension ControlDescription {
    package static func of<C: ControlWidgetConfiguration>(_ configuration: C) -> ControlDescription? {
        if let describing = configuration as? any ControlDescribing { return describing.describedControl() }
        if C.Body.self == Never.self { return nil }
        return of(configuration.body)
    }

    package static func of<C: ControlWidget>(control: C) -> ControlDescription? { of(control.body) }
}
