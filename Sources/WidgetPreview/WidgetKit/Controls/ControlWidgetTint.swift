import Foundation

/// A control template with a tint colour (`ControlWidgetToggle(…) { … }.tint(.orange)`), the colour a
/// control shows when on; controls ignore `tint` on their labels, as on iOS.
public struct TintedControlWidgetTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate {
    package let base: Base
    package let tint: Color?
}

extension ControlWidgetTemplate {
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        TintedControlWidgetTemplate(base: self, tint: tint)
    }
}
