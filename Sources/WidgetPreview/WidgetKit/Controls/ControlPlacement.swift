import Foundation

/// Where iOS 18 draws a control, with what each place shows: the one table every control drawing and
/// test reads (like `DeviceProfile` for widget families); Control Center's sizes come from the device's
/// `ControlCenterGrid`.
///
/// Sources. Apple's HIG "Controls" and WidgetKit's "Adding refinements and configuration to controls":
/// a control is a symbol, a title and an optional value; people resize controls in Control Center, and
/// "depending on the size, the title and value text aren't always visible" (the small 1×1 size shows
/// the symbol alone, medium 2×1 and large 2×2 add the title and value); a toggle's `tint` colours it
/// when on; on the Lock Screen controls replace the two buttons at the bottom (iOS 18). Apple publishes
/// no point size: the grid is derived from the published widget sizes (`ControlCenterGrid`); the Lock
/// Screen button, the symbol and text sizes and the insets are estimates, each named so a measurement
/// changes one line. See Snapshots/FIDELITY.md, "Controls".
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

    /// The control's size in points on `device`, from its Control Center grid (`ControlCenterGrid(device:)`);
    /// nil on a device that shows no iOS 18 controls (a watch, an iPhone that does not run iOS 18).
    public func size(on device: DeviceProfile) -> CGSize? { ControlCenterGrid(device: device)?.size(of: self) }

    /// The platter's corner radius on `device` (`ControlCenterGrid.cornerRadius(of:)`); nil where `size(on:)` is.
    public func cornerRadius(on device: DeviceProfile) -> Double? { ControlCenterGrid(device: device)?.cornerRadius(of: self) }

    /// The symbol's point size (estimated).
    public var symbolSize: Double {
        switch self {
        case .small: 24
        case .medium: 22
        case .large: 28
        case .lockScreen: 20
        }
    }

    /// A Lock Screen control button's diameter: 50 pt (estimated, the flashlight button's size).
    public static let lockScreenButton: CGFloat = 50
    /// The Lock Screen buttons' inset from the screen's side and bottom edges: 46 pt (estimated).
    public static let lockScreenButtonInset: CGFloat = 46

    /// Where the Lock Screen's leading and trailing control buttons start on a `screen` (points).
    public static func lockScreenButtonOrigins(screen: CGSize) -> (leading: CGPoint, trailing: CGPoint) {
        let top = screen.height - lockScreenButtonInset - lockScreenButton
        return (CGPoint(x: lockScreenButtonInset, y: top), CGPoint(x: screen.width - lockScreenButtonInset - lockScreenButton, y: top))
    }

    /// Space drawn around a control in its picture, on the place's backdrop, so its outline shows: 12 pt.
    public static let pictureMargin: CGFloat = 12
    /// The inset of a large control's title and value from its leading and bottom edges: 16 pt (estimated).
    public static let largeTextInset: CGFloat = 16
    /// A medium control's text inset from its trailing end: 12 pt (estimated).
    public static let mediumTextTrailingInset: CGFloat = 12
    /// Title and value text: 14 pt semibold and 14 pt regular, one line each, truncated at the end
    /// (estimated; HIG: keep both short).
    public static let textSize: CGFloat = 14
}
