import Foundation

/// The colours of a control in each place and state. Apple publishes none: chosen from iOS 18's look
/// (recorded in Snapshots/FIDELITY.md). In Control Center a control at rest is a light glass platter with
/// a white symbol and text; a toggle that is on turns the platter white and its symbol the tint, the
/// text dark. On the Lock Screen the buttons are monochrome (no tint): a dark glass circle, white when on.
package struct ControlAppearance: Equatable {
    package var platter: Color
    package var symbol: Color
    package var title: Color
    package var value: Color

    /// The tint when the template sets none: the system blue, as Control Center's own toggles use.
    package static let defaultTint = Color.blue
    /// Control Center's glass platter at rest: white at 20 % over the dimmed backdrop (chosen).
    package static let restingPlatterOpacity = 0.2
    /// The Lock Screen button at rest: black at 30 % over the wallpaper (chosen).
    package static let lockScreenRestingOpacity = 0.3
    /// Control Center dims what is behind it: black at 50 % over the wallpaper (chosen).
    package static let controlCenterDimming = 0.5

    package static func of(_ control: ResolvedControl, in placement: ControlPlacement) -> ControlAppearance {
        let on = control.kind == .toggle && control.isOn
        if placement == .lockScreen {
            return on
                ? ControlAppearance(platter: .white, symbol: .black, title: .black, value: .black)
                : ControlAppearance(platter: Color.black.opacity(lockScreenRestingOpacity), symbol: .white, title: .white, value: .white)
        }
        return on
            ? ControlAppearance(platter: .white, symbol: control.tint ?? defaultTint, title: .black, value: Color.black.opacity(0.6))
            : ControlAppearance(platter: Color.white.opacity(restingPlatterOpacity), symbol: .white, title: .white,
                                value: Color.white.opacity(0.6))
    }
}
