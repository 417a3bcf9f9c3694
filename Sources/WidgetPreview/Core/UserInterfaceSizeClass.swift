import Foundation

/// A size class (SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }

/// The size classes of an iPhone in portrait, where widgets are drawn by default (compact width, regular
/// height); a preview of another device sets them with `.environment`.
extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] } set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] } set { self[VerticalSizeClassKey.self] = newValue }
    }
}
