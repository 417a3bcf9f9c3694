import Foundation

private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }

extension View {
    /// Draws this view in `colorScheme` (SwiftUI's deprecated `colorScheme(_:)`, still common after
    /// `.previewContext`): the same as `.environment(\.colorScheme, colorScheme)`.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

extension EnvironmentValues {
    /// The material behind the view, when a container sets one; nil in a widget, whose background is
    /// its container background.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
