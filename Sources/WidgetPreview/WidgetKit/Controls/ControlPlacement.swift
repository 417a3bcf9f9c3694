import Foundation

/// Where iOS 18 draws a control, with the geometry of each place: the one table every control drawing
/// and test reads (like `DeviceProfile` for widget families).
///
/// Sources. Apple's HIG "Controls" and WidgetKit's "Adding refinements and configuration to controls":
/// a control is a symbol, a title and an optional value; people resize controls in Control Center, and
/// "depending on the size, the title and value text aren't always visible" (the small 1×1 size shows
/// the symbol alone, medium 2×1 and large 2×2 add the title and value); a toggle's `tint` colours it
/// when on; on the Lock Screen controls replace the two buttons at the bottom (iOS 18); the Action
/// button shows the action hint. Apple publishes no point sizes: the numbers below are estimates, chosen
/// to match the proportions of iOS 18's Control Center (a grid of four columns on a 393 pt wide iPhone)
/// and Lock Screen in Apple's published pictures, not measured on a device; each is named so a
/// measurement changes one line. See Snapshots/FIDELITY.md.
public enum ControlPlacement: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Control Center, 1×1: a circle with the symbol alone.
    case small
    /// Control Center, 2×1: a capsule, the symbol at the leading end, title and value beside it.
    case medium
    /// Control Center, 2×2: a rounded square, the symbol at the top, title and value at the bottom.
    case large
    /// The Lock Screen's bottom buttons (where the flashlight and camera are by default).
    case lockScreen

    public var description: String { rawValue }

    /// The picture's place name (file names, contact sheets): Control Center or the Lock Screen.
    public var placeName: String { self == .lockScreen ? "lockScreen" : "controlCenter" }

    /// Whether the title and value are drawn (Control Center's medium and large sizes only).
    public var showsText: Bool { self == .medium || self == .large }

    /// The control's size in points.
    public var size: CGSize {
        switch self {
        case .small: CGSize(width: Self.module, height: Self.module)
        case .medium: CGSize(width: 2 * Self.module + Self.spacing, height: Self.module)
        case .large: CGSize(width: 2 * Self.module + Self.spacing, height: 2 * Self.module + Self.spacing)
        case .lockScreen: CGSize(width: Self.lockScreenButton, height: Self.lockScreenButton)
        }
    }

    /// The platter's corner radius: a circle and a capsule for 1×1 and 2×1; the 2×2 square keeps the
    /// module's radius so a grid's corners line up (estimated: the same curve as the 1×1 circle).
    public var cornerRadius: Double {
        switch self {
        case .lockScreen: Double(Self.lockScreenButton) / 2
        default: Double(Self.module) / 2
        }
    }

    /// The symbol's point size (estimated).
    public var symbolSize: Double {
        switch self {
        case .small: 24
        case .medium: 22
        case .large: 28
        case .lockScreen: 20
        }
    }

    /// The side of a 1×1 Control Center module: 62 pt (estimated).
    public static let module: CGFloat = 62
    /// The gap between Control Center modules, which a 2×1 or 2×2 control spans: 16 pt (estimated).
    public static let spacing: CGFloat = 16
    /// A Lock Screen control button's diameter: 50 pt (estimated, the flashlight button's size).
    public static let lockScreenButton: CGFloat = 50
    /// Space drawn around a control in its picture, on the place's backdrop, so its outline shows: 12 pt.
    public static let pictureMargin: CGFloat = 12
    /// The inset of a large control's title and value from its leading and bottom edges: 16 pt (estimated).
    public static let largeTextInset: CGFloat = 16
    /// A medium control's symbol column at its leading end (the text starts after it): 52 pt (estimated).
    public static let mediumSymbolColumn: CGFloat = 52
    /// A medium control's text inset from its trailing end: 12 pt (estimated).
    public static let mediumTextTrailingInset: CGFloat = 12
    /// Title and value text: 14 pt semibold and 14 pt regular, one line each, truncated at the end
    /// (estimated; HIG: keep both short).
    public static let textSize: CGFloat = 14
}
