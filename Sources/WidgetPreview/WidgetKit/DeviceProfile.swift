import Foundation

/// A device and the size of each widget family on it, in points: the one table every family size comes
/// from (research: HIG widget specifications; iPad Lock Screen and accessory rows measured, see below).
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable { case phone, pad, watch }

    public let name: String
    public let kind: Kind
    /// Portrait screen size in points (for a watch: the case size in millimetres as width, 0 height).
    public let screen: CGSize
    private let sizes: [WidgetFamily: CGSize]

    public init(name: String, kind: Kind, screen: CGSize, sizes: [WidgetFamily: CGSize]) {
        self.name = name
        self.kind = kind
        self.screen = screen
        self.sizes = sizes
    }

    /// The family's size on this device, nil when the device has no such widget.
    public func size(of family: WidgetFamily) -> CGSize? { sizes[family] }

    /// The families this device shows, in `WidgetFamily` order.
    public var families: [WidgetFamily] { WidgetFamily.allCases.filter { sizes[$0] != nil } }

    public var description: String { name }

    // MARK: - iPhone (HIG-widgets › iOS dimensions, iOS 18 and earlier)

    private static func phone(_ w: Int, _ h: Int, small: CGFloat, medium: CGSize, large: CGSize,
                              circular: CGFloat?, rectangular: CGSize?, inline: CGSize?) -> DeviceProfile {
        var sizes: [WidgetFamily: CGSize] = [
            .systemSmall: CGSize(width: small, height: small), .systemMedium: medium, .systemLarge: large,
        ]
        if let circular { sizes[.accessoryCircular] = CGSize(width: circular, height: circular) }
        sizes[.accessoryRectangular] = rectangular
        sizes[.accessoryInline] = inline
        return DeviceProfile(name: "iPhone \(w)×\(h)", kind: .phone, screen: CGSize(width: w, height: h), sizes: sizes)
    }

    /// The default device: the HIG's 430×932 iPhone row (iPhone 14/15/16 Pro Max, Plus).
    public static let iPhone430x932 = phone(430, 932, small: 170, medium: CGSize(width: 364, height: 170),
                                            large: CGSize(width: 364, height: 382), circular: 76,
                                            rectangular: CGSize(width: 172, height: 76), inline: CGSize(width: 257, height: 26))
    public static let iPhone428x926 = phone(428, 926, small: 170, medium: CGSize(width: 364, height: 170),
                                            large: CGSize(width: 364, height: 382), circular: 76,
                                            rectangular: CGSize(width: 172, height: 76), inline: CGSize(width: 257, height: 26))
    public static let iPhone414x896 = phone(414, 896, small: 169, medium: CGSize(width: 360, height: 169),
                                            large: CGSize(width: 360, height: 379), circular: 76,
                                            rectangular: CGSize(width: 160, height: 72), inline: CGSize(width: 248, height: 26))
    /// The HIG row is inconsistent (small 159 vs medium height 157); kept as published.
    public static let iPhone414x736 = phone(414, 736, small: 159, medium: CGSize(width: 348, height: 157),
                                            large: CGSize(width: 348, height: 357), circular: 76,
                                            rectangular: CGSize(width: 170, height: 76), inline: CGSize(width: 248, height: 26))
    public static let iPhone393x852 = phone(393, 852, small: 158, medium: CGSize(width: 338, height: 158),
                                            large: CGSize(width: 338, height: 354), circular: 72,
                                            rectangular: CGSize(width: 160, height: 72), inline: CGSize(width: 234, height: 26))
    public static let iPhone390x844 = phone(390, 844, small: 158, medium: CGSize(width: 338, height: 158),
                                            large: CGSize(width: 338, height: 354), circular: 72,
                                            rectangular: CGSize(width: 160, height: 72), inline: CGSize(width: 234, height: 26))
    public static let iPhone375x812 = phone(375, 812, small: 155, medium: CGSize(width: 329, height: 155),
                                            large: CGSize(width: 329, height: 345), circular: 72,
                                            rectangular: CGSize(width: 157, height: 72), inline: CGSize(width: 225, height: 26))
    public static let iPhone375x667 = phone(375, 667, small: 148, medium: CGSize(width: 321, height: 148),
                                            large: CGSize(width: 321, height: 324), circular: 68,
                                            rectangular: CGSize(width: 153, height: 68), inline: CGSize(width: 225, height: 26))
    public static let iPhone360x780 = phone(360, 780, small: 155, medium: CGSize(width: 329, height: 155),
                                            large: CGSize(width: 329, height: 345), circular: 72,
                                            rectangular: CGSize(width: 157, height: 72), inline: CGSize(width: 225, height: 26))
    /// No Lock Screen widgets on this size (HIG: N/A).
    public static let iPhone320x568 = phone(320, 568, small: 141, medium: CGSize(width: 292, height: 141),
                                            large: CGSize(width: 292, height: 311), circular: nil,
                                            rectangular: nil, inline: nil)

    // MARK: - iPad Home Screen (HIG-widgets › iPadOS dimensions: the canvas size layout uses)

    private static func pad(_ w: Int, _ h: Int, small: CGFloat, mediumWidth: CGFloat, extraLargeWidth: CGFloat) -> DeviceProfile {
        DeviceProfile(name: "iPad \(w)×\(h)", kind: .pad, screen: CGSize(width: w, height: h), sizes: [
            .systemSmall: CGSize(width: small, height: small),
            .systemMedium: CGSize(width: mediumWidth, height: small),
            .systemLarge: CGSize(width: mediumWidth, height: mediumWidth),
            .systemExtraLarge: CGSize(width: extraLargeWidth, height: mediumWidth),
        ])
    }

    public static let iPad768x1024 = pad(768, 1024, small: 141, mediumWidth: 305.5, extraLargeWidth: 634.5)
    public static let iPad810x1080 = pad(810, 1080, small: 146, mediumWidth: 320.5, extraLargeWidth: 669)
    public static let iPad820x1180 = pad(820, 1180, small: 155, mediumWidth: 342, extraLargeWidth: 715.5)
    public static let iPad834x1112 = pad(834, 1112, small: 150, mediumWidth: 327.5, extraLargeWidth: 682)
    public static let iPad1024x1366 = pad(1024, 1366, small: 170, mediumWidth: 378.5, extraLargeWidth: 795)

    // MARK: - iPad Lock Screen (Apple publishes none; FrameUp's measurements on iPadOS 26.5, 820×1180 also 18.6)

    /// iPad 820×1180 Lock Screen: a Lock Screen systemSmall is exactly as wide as accessoryRectangular.
    public static let iPadLockScreen820x1180 = DeviceProfile(
        name: "iPad 820×1180 Lock Screen", kind: .pad, screen: CGSize(width: 820, height: 1180), sizes: [
            .systemSmall: CGSize(width: 152, height: 152),
            .accessoryCircular: CGSize(width: 63, height: 63),
            .accessoryRectangular: CGSize(width: 152, height: 63),
            .accessoryInline: CGSize(width: 372, height: 36),
        ])

    // MARK: - Apple Watch Smart Stack (HIG-widgets › watchOS dimensions, corrected Jan 17, 2025)

    private static func watch(_ mm: Int, _ w: CGFloat, _ h: CGFloat, circular: CGFloat) -> DeviceProfile {
        DeviceProfile(name: "Apple Watch \(mm) mm", kind: .watch, screen: CGSize(width: mm, height: 0), sizes: [
            .accessoryRectangular: CGSize(width: w, height: h),
            // Apple publishes no circular frame; the Complications HIG's circular image size fills it.
            .accessoryCircular: CGSize(width: circular, height: circular),
        ])
    }

    public static let watch40mm = watch(40, 152, 69.5, circular: 42)
    public static let watch41mm = watch(41, 165, 72.5, circular: 44.5)
    public static let watch44mm = watch(44, 173, 76.5, circular: 47)
    public static let watch45mm = watch(45, 184, 80.5, circular: 50)
    public static let watch49mm = watch(49, 191, 81.5, circular: 50)

    /// Every profile, phones first.
    public static let all: [DeviceProfile] = [
        iPhone430x932, iPhone428x926, iPhone414x896, iPhone414x736, iPhone393x852, iPhone390x844, iPhone375x812,
        iPhone375x667, iPhone360x780, iPhone320x568,
        iPad768x1024, iPad810x1080, iPad820x1180, iPad834x1112, iPad1024x1366, iPadLockScreen820x1180,
        watch40mm, watch41mm, watch44mm, watch45mm, watch49mm,
    ]
}
