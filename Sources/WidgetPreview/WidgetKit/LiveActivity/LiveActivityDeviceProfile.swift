import Foundation

/// The Live Activity geometry of an iPhone with the Dynamic Island, in points: the one table every Live
/// Activity size comes from (like `DeviceProfile` for widget families). Published numbers come from the
/// HIG "Live Activities" specifications; what Apple does not publish is chosen and says so.
public struct LiveActivityDeviceProfile: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// Portrait screen size.
    public let screen: CGSize
    /// HIG: the compact leading and compact trailing presentations, each at most (62.33×36.67 / 52.33×36.67).
    public let compactSlot: CGSize
    /// HIG: the minimal presentation, 36.67 pt high, its width from 36.67 (a circle) to 45.
    public let minimalHeight: Double
    public let minimalMaximumWidth: Double
    /// HIG: the expanded presentation's width (its height 84 to 160).
    public let expandedWidth: Double
    /// HIG: the Lock Screen presentation's width (its height up to 160).
    public let lockScreenWidth: Double

    public var description: String { name }

    /// HIG: the expanded presentation and the Lock Screen presentation are 84 to 160 pt high.
    public static let expandedMinimumHeight = 84.0
    public static let maximumHeight = 160.0
    /// The TrueDepth camera's housing, the island at rest: 36.67 pt high (the HIG's compact height); 126 pt
    /// wide, chosen (Apple publishes no width; measured on screenshots of 14 Pro and 15 Pro Max, ±2 pt).
    public static let sensorHousingWidth = 126.0
    /// The island's top below the screen's top edge: 11 pt, chosen (screenshots, ±1 pt).
    public static let islandTop = 11.0
    /// The expanded island's corner radius: 44 pt, chosen (Apple publishes none; concentric with the
    /// display's corners on screenshots).
    public static let expandedCornerRadius = 44.0
    /// The Lock Screen presentation's corner radius: 22 pt continuous, chosen (the notification platter's,
    /// measured on screenshots; Apple publishes none).
    public static let lockScreenCornerRadius = 22.0
    /// The gap between the island and a detached minimal presentation: 6 pt, chosen (screenshots).
    public static let detachedGap = 6.0
    /// WWDC23 "Design dynamic Live Activities": content keeps 14 pt margins; WidgetPreview uses them as
    /// the expanded island's default content margins. Compact: 8 pt at the island's outer edge; minimal:
    /// 6 pt all round (chosen, so a 24 pt symbol sits concentric in the 36.67 pt circle).
    public static let expandedMargin = 14.0
    public static let compactOuterMargin = 8.0
    public static let minimalMargin = 6.0
    /// The space between the expanded top row (leading, center, trailing) and the bottom region: 6 pt, chosen.
    public static let expandedBottomSpacing = 6.0

    /// StandBy: WWDC23 "Design dynamic Live Activities": the Lock Screen layout is "upsized 200%" and its
    /// background colour extended to the screen; the screen is the device's, in landscape.
    public static let standByScale = 2.0
    /// The `.small` family's card (the Apple Watch Smart Stack, and CarPlay, which draws the same layout):
    /// derived from the 45 mm Smart Stack's rectangular slot (HIG widgets, watchOS dimensions: 184×80.5),
    /// as Apple publishes no Live Activity size for either place.
    public static let smallCard = CGSize(width: 184, height: 80.5)
    /// The card's corner radius and content margins: the Smart Stack widget card's (chosen, `WidgetContainer`).
    public static let smallCardCornerRadius = 18.0
    public static let smallCardMargin = 8.0
    /// The black around the card in the picture (chosen).
    public static let smallCardSurround = 8.0

    /// The island at rest, the sensor housing, drawn as a capsule.
    public var sensorHousing: CGSize { CGSize(width: Self.sensorHousingWidth, height: compactSlot.height) }

    /// The compact island at its widest: both slots full (narrower views narrow it, `LiveActivityRenderer`).
    public var compactIslandWidth: Double { 2 * Double(compactSlot.width) + Self.sensorHousingWidth }

    /// iPhone 14 Pro Max, 15 Pro Max, 15 Plus, 16 Plus (HIG row 430×932): the default, as for widgets.
    public static let iPhone430x932 = LiveActivityDeviceProfile(
        name: "iPhone 430×932", screen: CGSize(width: 430, height: 932), compactSlot: CGSize(width: 62.33, height: 36.67),
        minimalHeight: 36.67, minimalMaximumWidth: 45, expandedWidth: 408, lockScreenWidth: 408)
    /// iPhone 14 Pro, 15, 15 Pro, 16 (HIG row 393×852).
    public static let iPhone393x852 = LiveActivityDeviceProfile(
        name: "iPhone 393×852", screen: CGSize(width: 393, height: 852), compactSlot: CGSize(width: 52.33, height: 36.67),
        minimalHeight: 36.67, minimalMaximumWidth: 45, expandedWidth: 371, lockScreenWidth: 371)

    public static let all: [LiveActivityDeviceProfile] = [iPhone430x932, iPhone393x852]
}
