import Foundation

/// The colours of a control in each place and state. Apple publishes none: chosen from iOS 18's look
/// (recorded in Snapshots/FIDELITY.md), keyed by release in `ControlSystemColors`. In Control Center a
/// control at rest is a light glass platter with a white symbol and text; a toggle that is on turns the
/// platter white and its symbol the tint, the text dark. On the Lock Screen the buttons are monochrome (no tint): a dark glass circle, white when on.
package struct ControlAppearance: Equatable {
    package var platter: Color
    package var symbol: Color
    package var title: Color
    package var value: Color

    /// The tint when the template sets none: the system blue, as Control Center's own toggles use.
    package static let defaultTint = Color.blue

    /// The look of `control` at `placement`, in `release`'s colours (`ControlSystemColors`).
    package static func of(_ control: ResolvedControl, in placement: ControlPlacement, release: OperatingSystemRelease) -> ControlAppearance {
        let colors = ControlSystemColors.of(release)
        let on = control.kind == .toggle && control.isOn
        if placement == .lockScreen {
            return on
                ? ControlAppearance(platter: .white, symbol: .black, title: .black, value: .black)
                : ControlAppearance(platter: Color.black.opacity(colors.lockScreenRestingOpacity), symbol: .white, title: .white, value: .white)
        }
        return on
            ? ControlAppearance(platter: .white, symbol: control.tint ?? defaultTint, title: .black, value: Color.black.opacity(colors.valueOpacity))
            : ControlAppearance(platter: Color.white.opacity(colors.restingPlatterOpacity), symbol: .white, title: .white,
                                value: Color.white.opacity(colors.valueOpacity))
    }
}
