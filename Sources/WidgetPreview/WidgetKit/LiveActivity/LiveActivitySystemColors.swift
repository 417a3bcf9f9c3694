import Foundation
import Graphics

/// The colours the system draws around a Live Activity (the platters without a tint, the island, the
/// screen behind it), keyed by release like `SystemColorTable`, so an iOS 18 render never mixes in
/// another release's look. Apple publishes none of these except the grouped background behind the
/// island (UIKit's `systemGroupedBackground`, which has one value in both releases); the rest are chosen
/// from screenshots, and as no published value tells the releases apart, iOS 18 keeps iOS 26's values
/// (Snapshots/FIDELITY.md, "Live Activities").
package struct LiveActivitySystemColors: Equatable, Sendable {
    /// The Lock Screen platter without `activityBackgroundTint`, light and dark: a translucent material
    /// over the wallpaper (chosen: 78 % white; 78 % of (28, 28, 30), to read as notification platters).
    package var lockScreenMaterialLight: RGBAColor
    package var lockScreenMaterialDark: RGBAColor
    /// The `.small` card without a tint: the Smart Stack widget card's dark material (chosen, as `WidgetContainer`).
    package var smallCardMaterial: RGBAColor
    /// Black: the Dynamic Island, StandBy behind an untinted activity, and the surround of the `.small` card.
    package var island: RGBAColor
    /// The screen behind the island: an app in light mode (the grouped background), so the black island shows.
    package var screenBehindIsland: RGBAColor

    /// The Lock Screen material in `scheme`.
    package func lockScreenMaterial(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? lockScreenMaterialDark : lockScreenMaterialLight
    }

    /// iOS 26's colours.
    package static let iOS26 = LiveActivitySystemColors(
        lockScreenMaterialLight: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.78),
        lockScreenMaterialDark: RGBAColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 0.78),
        smallCardMaterial: RGBAColor(r8: 34, g8: 34, b8: 36),
        island: .black,
        screenBehindIsland: SystemColorTable.systemGroupedBackground.resolve(.light, on: .iOS26))

    /// iOS 18's: the grouped background of its table; the chosen values are iOS 26's (nothing published
    /// tells them apart).
    package static let iOS18: LiveActivitySystemColors = {
        var colors = LiveActivitySystemColors.iOS26
        colors.screenBehindIsland = SystemColorTable.systemGroupedBackground.resolve(.light, on: .iOS18)
        return colors
    }()

    /// The colours of `release`.
    package static func of(_ release: OperatingSystemRelease) -> LiveActivitySystemColors {
        release < .iOS26 ? iOS18 : iOS26
    }
}
