/// The sizes and shapes a widget comes in (WidgetKit's `WidgetFamily`).
public enum WidgetFamily: Int, CaseIterable, Hashable, Codable, Sendable, CustomStringConvertible {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    /// iOS 27 and later: an extra-large widget in portrait (the iPhone Home Screen, the iPad Today View).
    case systemExtraLargePortrait
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    case accessoryCorner

    public var description: String {
        switch self {
        case .systemSmall: return "systemSmall"
        case .systemMedium: return "systemMedium"
        case .systemLarge: return "systemLarge"
        case .systemExtraLarge: return "systemExtraLarge"
        case .systemExtraLargePortrait: return "systemExtraLargePortrait"
        case .accessoryCircular: return "accessoryCircular"
        case .accessoryRectangular: return "accessoryRectangular"
        case .accessoryInline: return "accessoryInline"
        case .accessoryCorner: return "accessoryCorner"
        }
    }

    /// Home Screen families (drawn in a rounded container with a background).
    package var isSystem: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: return true
        default: return false
        }
    }

    /// Lock Screen / complication families.
    package var isAccessory: Bool { !isSystem }
}
