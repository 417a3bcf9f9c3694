import Foundation

/// The system's colours around and inside a control, keyed by release like `SystemColorTable`, so an
/// iOS 18 render never mixes in another release's look. Apple publishes none of them: each is chosen from
/// iOS 18's look (Snapshots/FIDELITY.md, "Controls"), and as nothing published tells the releases apart,
/// iOS 26 keeps iOS 18's values. The tint a toggle falls back to is the system blue, which already follows
/// the release through `SystemColorTable`.
package struct ControlSystemColors: Equatable, Sendable {
    /// Control Center's glass platter at rest: white at this opacity over the dimmed backdrop.
    package var restingPlatterOpacity: Double
    /// The Lock Screen button at rest: black at this opacity over the wallpaper.
    package var lockScreenRestingOpacity: Double
    /// Control Center dims what is behind it: black at this opacity over the wallpaper.
    package var controlCenterDimming: Double
    /// A control's value text: its title's colour at this opacity (the label greys).
    package var valueOpacity: Double

    /// iOS 18's colours (chosen).
    package static let iOS18 = ControlSystemColors(restingPlatterOpacity: 0.2, lockScreenRestingOpacity: 0.3,
                                                   controlCenterDimming: 0.5, valueOpacity: 0.6)
    /// iOS 26's: iOS 18's (nothing published tells them apart).
    package static let iOS26 = iOS18

    /// The colours of `release`.
    package static func of(_ release: OperatingSystemRelease) -> ControlSystemColors {
        release < .iOS26 ? iOS18 : iOS26
    }
}
