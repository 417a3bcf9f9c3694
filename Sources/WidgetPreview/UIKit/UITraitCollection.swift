import Foundation

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The traits a dynamic `UIColor` is resolved against. Only the appearance matters to a widget's
/// colours; the render's colour scheme supplies it.
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = EnvironmentValues.current.displayScale
    }

    public init(displayScale: CGFloat) {
        userInterfaceStyle = EnvironmentValues.current.colorScheme == .dark ? .dark : .light
        self.displayScale = displayScale
    }

    /// The traits of the view being drawn (its environment's colour scheme and scale).
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: EnvironmentValues.current.colorScheme == .dark ? .dark : .light)
    }
}
