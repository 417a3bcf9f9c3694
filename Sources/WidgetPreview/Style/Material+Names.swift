import Foundation

extension Material {
    // SwiftUI's names on the type itself (`.environment(\.backgroundMaterial, .regular)`), the same
    // materials as `.regularMaterial` and the rest.
    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
}
