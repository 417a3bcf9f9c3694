import Foundation
import Graphics

/// Every colour SwiftUI and UIKit name, with its light and dark value, in one table.
///
/// System colours: HIG Color (research/widgetkit-facts.md §5.2), keyed by release: the iOS 26 values
/// (HIG "Updated system color values", June 9, 2025) and, where they differ, the iOS 13–18 values of the
/// HIG before that update. Label colours:
/// UIKit `label`…`quaternaryLabel` (§5.1). Fills: UIKit `systemFill`…`quaternarySystemFill`.
/// Backgrounds: UIKit `systemBackground` family.
package enum SystemColorTable {
    package struct Pair: Hashable, Sendable {
        package let light: RGBAColor
        package let dark: RGBAColor
        /// The iOS 13–18 values where the June 2025 update changed them (nil: unchanged).
        package var iOS18: Previous?

        package struct Previous: Hashable, Sendable {
            package let light: RGBAColor
            package let dark: RGBAColor
        }

        /// The newest release's value.
        package func resolve(_ scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark : light }
        /// The value for `release` (iOS 18 and earlier: the previous table's, where it differs).
        package func resolve(_ scheme: ColorScheme, on release: OperatingSystemRelease) -> RGBAColor {
            if release < .iOS26, let old = iOS18 { return scheme == .dark ? old.dark : old.light }
            return resolve(scheme)
        }
        /// The value in the render's colour scheme and release.
        package func resolve(in env: EnvironmentValues) -> RGBAColor { resolve(env.colorScheme, on: env.operatingSystem) }
    }

    private static func c(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor { RGBAColor(r8: r, g8: g, b8: b, alpha: a) }
    private static func pair(_ l: RGBAColor, _ d: RGBAColor) -> Pair { Pair(light: l, dark: d) }
    /// A system colour of iOS 26 (`l`, `d`) whose iOS 18 value was `oldL`, `oldD`.
    private static func pair(_ l: RGBAColor, _ d: RGBAColor, iOS18 oldL: RGBAColor, _ oldD: RGBAColor) -> Pair {
        Pair(light: l, dark: d, iOS18: Pair.Previous(light: oldL, dark: oldD))
    }

    package static let red = pair(c(255, 56, 60), c(255, 66, 69), iOS18: c(255, 59, 48), c(255, 69, 58))
    package static let orange = pair(c(255, 141, 40), c(255, 146, 48), iOS18: c(255, 149, 0), c(255, 159, 10))
    package static let yellow = pair(c(255, 204, 0), c(255, 214, 0), iOS18: c(255, 204, 0), c(255, 214, 10))
    package static let green = pair(c(52, 199, 89), c(48, 209, 88))
    package static let mint = pair(c(0, 200, 179), c(0, 218, 195), iOS18: c(0, 199, 190), c(102, 212, 207))
    package static let teal = pair(c(0, 195, 208), c(0, 210, 224), iOS18: c(48, 176, 199), c(64, 200, 224))
    package static let cyan = pair(c(0, 192, 232), c(60, 211, 254), iOS18: c(50, 173, 230), c(100, 210, 255))
    package static let blue = pair(c(0, 136, 255), c(0, 145, 255), iOS18: c(0, 122, 255), c(10, 132, 255))
    package static let indigo = pair(c(97, 85, 245), c(109, 124, 255), iOS18: c(88, 86, 214), c(94, 92, 230))
    package static let purple = pair(c(203, 48, 224), c(219, 52, 242), iOS18: c(175, 82, 222), c(191, 90, 242))
    package static let pink = pair(c(255, 45, 85), c(255, 55, 95))
    package static let brown = pair(c(172, 127, 94), c(183, 138, 102), iOS18: c(165, 132, 94), c(172, 142, 104))
    package static let gray = pair(c(142, 142, 147), c(142, 142, 147))
    package static let gray2 = pair(c(174, 174, 178), c(99, 99, 102))
    package static let gray3 = pair(c(199, 199, 204), c(72, 72, 74))
    package static let gray4 = pair(c(209, 209, 214), c(58, 58, 60))
    package static let gray5 = pair(c(229, 229, 234), c(44, 44, 46))
    package static let gray6 = pair(c(242, 242, 247), c(28, 28, 30))
    package static let black = pair(c(0, 0, 0), c(0, 0, 0))
    package static let white = pair(c(255, 255, 255), c(255, 255, 255))
    package static let clear = pair(.clear, .clear)

    package static let label = pair(c(0, 0, 0), c(255, 255, 255))
    package static let secondaryLabel = pair(c(60, 60, 67, 0.6), c(235, 235, 245, 0.6))
    package static let tertiaryLabel = pair(c(60, 60, 67, 0.3), c(235, 235, 245, 0.3))
    package static let quaternaryLabel = pair(c(60, 60, 67, 0.18), c(235, 235, 245, 0.18))

    package static let systemFill = pair(c(120, 120, 128, 0.2), c(120, 120, 128, 0.36))
    package static let secondarySystemFill = pair(c(120, 120, 128, 0.16), c(120, 120, 128, 0.32))
    package static let tertiarySystemFill = pair(c(118, 118, 128, 0.12), c(118, 118, 128, 0.24))
    package static let quaternarySystemFill = pair(c(116, 116, 128, 0.08), c(118, 118, 128, 0.18))

    package static let systemBackground = pair(c(255, 255, 255), c(0, 0, 0))
    package static let secondarySystemBackground = pair(c(242, 242, 247), c(28, 28, 30))
    package static let tertiarySystemBackground = pair(c(255, 255, 255), c(44, 44, 46))
    package static let systemGroupedBackground = pair(c(242, 242, 247), c(0, 0, 0))
    package static let separator = pair(c(60, 60, 67, 0.29), c(84, 84, 88, 0.6))
    package static let opaqueSeparator = pair(c(198, 198, 200), c(56, 56, 58))
    package static let link = pair(c(0, 122, 255), c(9, 132, 255))

    /// Opacities of the 2nd, 3rd and 4th hierarchical level of a custom foreground style, taken from
    /// the label colours' alphas (Apple documents only "the second level of the current style").
    package static let hierarchicalOpacities: [Double] = [1, 0.6, 0.3, 0.18]

    /// Materials drawn as translucent fills over whatever is behind them (no backdrop blur in a
    /// still render): system background at these opacities, thinnest to thickest. Apple publishes no
    /// numbers; these follow the visual ordering of the material ladder.
    package static let materialOpacities: [Double] = [0.35, 0.5, 0.65, 0.8, 0.92]
}
