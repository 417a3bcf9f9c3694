import Foundation
import Graphics

/// UIKit colours SwiftUI has no name for (UIKit's grouped backgrounds and placeholder text), light and dark.
extension SystemColorTable {
    private static func c(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor { RGBAColor(r8: r, g8: g, b8: b, alpha: a) }

    package static let secondarySystemGroupedBackground = Pair(light: c(255, 255, 255), dark: c(28, 28, 30))
    package static let tertiarySystemGroupedBackground = Pair(light: c(242, 242, 247), dark: c(44, 44, 46))
    package static let placeholderText = Pair(light: c(60, 60, 67, 0.3), dark: c(235, 235, 245, 0.3))
}
