import Foundation
import Graphics

/// How much StandBy magnifies a small widget. iOS lays the widget out at its systemSmall size and scales
/// the picture up ("scaled up so they fill the Lock Screen", HIG-widgets › StandBy and CarPlay); it does
/// not lay it out again at the larger size.
///
/// Apple publishes no StandBy size and no measurement was found, so the slot is derived from what Apple
/// does publish: StandBy is the iPhone on its side, two small widgets side by side, so a square slot is
/// bounded by the landscape height and by half the landscape width, less the HIG's standard 16-pt margin
/// at each edge. 430×932: (430 − 32) / 170 = 2.34; 393×852: (393 − 32) / 158 = 2.28; 375×667:
/// (333.5 − 32) / 148 = 2.04. Derived, not measured (Snapshots/FIDELITY.md, "StandBy").
enum StandBySlot {
    /// The HIG's "standard margin width for widgets" (16 pt), kept around the slot.
    static let edgeMargin: Double = 16

    /// The slot's side in points on `device`, nil where there is no StandBy (iPad, Apple Watch).
    static func side(on device: DeviceProfile) -> Double? {
        guard device.kind == .phone else { return nil }
        let landscapeHeight = Double(min(device.screen.width, device.screen.height))
        let landscapeWidth = Double(max(device.screen.width, device.screen.height))
        let side = min(landscapeHeight, landscapeWidth / 2) - 2 * edgeMargin
        return side > 0 ? side : nil
    }

    /// The factor a small widget of `smallSide` points is magnified by, nil where StandBy does not scale.
    static func scale(on device: DeviceProfile, smallSide: Double) -> Double? {
        guard smallSide > 0, let side = side(on: device) else { return nil }
        return side / smallSide
    }
}

extension DisplayList {
    /// The whole picture magnified about its top-left corner, the canvas grown with it (to whole points,
    /// so the PNG and the SVG agree; a product a rounding error above a whole point, 158 × 361/158, stays
    /// on it).
    func scaledUp(by factor: Double) -> DisplayList {
        func canvas(_ length: Double) -> Double { ((length * factor * 1_000).rounded() / 1_000).rounded(.up) }
        return DisplayList(size: Size(width: canvas(size.width), height: canvas(size.height)),
                           nodes: [.group(.transform(.scale(factor)), nodes)])
    }
}
