import Foundation

/// Control Center's grid on one iPhone, in points: the side of a 1×1 module and the gap between
/// modules, which a 2×1 or 2×2 control spans.
///
/// Apple publishes no Control Center size. It does publish each iPhone's widget sizes (HIG, "Widgets",
/// Specifications), and iOS 18 lays Control Center out on the Home Screen's grid: four columns, a 2×2
/// control covering the cells a small widget covers (WWDC24 "Extend your app's controls across the
/// system": controls are resized in Control Center as widgets are on the Home Screen). So the grid is
/// derived from the device's row of that table: the gap is the one between two small widgets in a medium
/// one (medium width − 2 × small), a module is half of a small widget less half the gap. Where the
/// numbers come from: Snapshots/FIDELITY.md, "Controls".
public struct ControlCenterGrid: Hashable, Sendable, CustomStringConvertible {
    /// The side of a 1×1 control.
    public let module: CGFloat
    /// The gap between two modules; a 2×1 or 2×2 control spans it.
    public let spacing: CGFloat

    public init(module: CGFloat, spacing: CGFloat) {
        self.module = module
        self.spacing = spacing
    }

    /// The grid of `device`, derived from its widget sizes. Nil for a device that shows no iOS 18
    /// controls: a watch (watchOS draws its own), and the iPhone sizes whose models stopped before iOS 18
    /// (320×568, the iPhone SE of 2016; 414×736, the iPhone 8 Plus). An iPad uses the default iPhone's
    /// grid: iPadOS's Control Center is not laid out on its Home Screen grid, and Apple publishes neither.
    public init?(device: DeviceProfile) {
        switch device.kind {
        case .watch:
            return nil
        case .pad:
            self = .standard
        case .phone:
            guard !Self.phonesBeforeIOS18.contains(device.screen),
                  let small = device.size(of: .systemSmall), let medium = device.size(of: .systemMedium) else { return nil }
            let spacing = medium.width - 2 * small.width
            self.init(module: (small.width - spacing) / 2, spacing: spacing)
        }
    }

    /// The default device's grid (`DeviceProfile.iPhone430x932`: small widget 170, medium 364 wide):
    /// 73 pt modules, 24 pt gaps.
    public static let standard = ControlCenterGrid(module: 73, spacing: 24)

    /// Portrait screens (points) of iPhones that do not run iOS 18, so have no controls.
    static let phonesBeforeIOS18: [CGSize] = [CGSize(width: 320, height: 568), CGSize(width: 414, height: 736)]

    /// A control's size at `placement`: 1×1, 2×1 or 2×2 modules with the gaps they span, or the Lock
    /// Screen button (which does not follow the grid).
    public func size(of placement: ControlPlacement) -> CGSize {
        switch placement {
        case .small: CGSize(width: module, height: module)
        case .medium: CGSize(width: 2 * module + spacing, height: module)
        case .large: CGSize(width: 2 * module + spacing, height: 2 * module + spacing)
        case .lockScreen: CGSize(width: ControlPlacement.lockScreenButton, height: ControlPlacement.lockScreenButton)
        }
    }

    /// The platter's corner radius: the 1×1 circle's and the 2×1 capsule's half height; the 2×2 square
    /// keeps the module's curve, so its corners follow the circles beside it in the grid.
    public func cornerRadius(of placement: ControlPlacement) -> Double {
        placement == .lockScreen ? Double(ControlPlacement.lockScreenButton) / 2 : Double(module) / 2
    }

    /// Where a control whose top-leading cell is (`column`, `row`) starts, from the grid's top-leading corner.
    public func origin(column: Int, row: Int) -> CGPoint {
        CGPoint(x: CGFloat(column) * (module + spacing), y: CGFloat(row) * (module + spacing))
    }

    /// The four columns' width.
    public var width: CGFloat { 4 * module + 3 * spacing }

    public var description: String { "Control Center grid: \(module) pt modules, \(spacing) pt gaps" }
}
