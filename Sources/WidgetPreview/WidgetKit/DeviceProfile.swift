import Foundation

/// A device and the size of each widget family on it, in points, for each OS release: the one table every
/// family size comes from (research: HIG widget specifications; FrameUp's measured iOS 26 iPhone frames;
/// iPad Lock Screen rows measured, see below; iOS 27's systemExtraLargePortrait derived from the grid).
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable { case phone, pad, watch }

    /// Which table a size comes from. Apple's HIG (the version of December 2025, which covers iOS 26)
    /// publishes one iPhone table; widgets measured on iOS 26 iPhones are larger (FrameUp: "Apple's
    /// published values are correct for iOS 18 and earlier and have not been updated"). Renders use the
    /// published sizes unless asked for the measured ones (`RenderContext.frames`).
    public enum FrameSource: String, Hashable, Sendable, CaseIterable {
        /// Apple's published table (HIG-widgets › Specifications), the same for every release.
        case published
        /// The release's measured frames where a measurement exists (iOS 26 iPhones; a later release without
        /// its own measurement, iOS 27, draws the latest earlier one), else the published.
        case measured
    }

    public let name: String
    public let kind: Kind
    /// Portrait screen size in points (for a watch: the case size in millimetres as width, 0 height).
    public let screen: CGSize
    /// The published sizes (or, where Apple publishes none, the measured ones every release shares).
    private let sizes: [WidgetFamily: CGSize]
    /// A release's measured frames where they differ from `sizes` (iOS 26 iPhones).
    private let measuredByRelease: [OperatingSystemRelease: [WidgetFamily: CGSize]]

    /// `measuredByRelease`: a release's measured sizes where they differ from `sizes`.
    public init(name: String, kind: Kind, screen: CGSize, sizes: [WidgetFamily: CGSize],
                measuredByRelease: [OperatingSystemRelease: [WidgetFamily: CGSize]] = [:]) {
        self.name = name
        self.kind = kind
        self.screen = screen
        self.sizes = sizes
        self.measuredByRelease = measuredByRelease
    }

    /// The family's size on this device in `release` from `source`, nil when the device has no such widget
    /// or the release has no such family (systemExtraLargePortrait before iOS 27).
    public func size(of family: WidgetFamily, on release: OperatingSystemRelease = .newest,
                     from source: FrameSource = .published) -> CGSize? {
        guard family.exists(on: release) else { return nil }
        return table(for: release, source)[family]
    }

    /// The families this device shows in some release, in `WidgetFamily` order.
    public var families: [WidgetFamily] { WidgetFamily.allCases.filter { sizes[$0] != nil } }

    /// The families this device shows in `release`, in `WidgetFamily` order.
    public func families(on release: OperatingSystemRelease) -> [WidgetFamily] { families.filter { $0.exists(on: release) } }

    /// Whether measured frames apply to this device in `release`: its own (iOS 26 iPhones) or, for a later
    /// release not measured yet (iOS 27), the latest earlier release's.
    public func hasMeasuredFrames(on release: OperatingSystemRelease) -> Bool { measured(upTo: release) != nil }

    private func table(for release: OperatingSystemRelease, _ source: FrameSource) -> [WidgetFamily: CGSize] {
        source == .measured ? measured(upTo: release) ?? sizes : sizes
    }

    /// The measurement of `release`, else of the latest earlier release that has one (nil: none).
    private func measured(upTo release: OperatingSystemRelease) -> [WidgetFamily: CGSize]? {
        measuredByRelease.filter { $0.key <= release }.max { $0.key < $1.key }?.value
    }

    public var description: String { name }

    // MARK: - iPhone (HIG-widgets › iOS dimensions, iOS 18 and earlier; iOS 26 measured)

    private static func phone(_ w: Int, _ h: Int, small: CGFloat, medium: CGSize, large: CGSize,
                              circular: CGFloat?, rectangular: CGSize?, inline: CGSize?,
                              iOS26: [WidgetFamily: CGSize]? = nil) -> DeviceProfile {
        DeviceProfile(name: "iPhone \(w)×\(h)", kind: .phone, screen: CGSize(width: w, height: h),
                      sizes: phoneTable(small: small, medium: medium, large: large, circular: circular,
                                        rectangular: rectangular, inline: inline),
                      measuredByRelease: iOS26.map { [.iOS26: $0] } ?? [:])
    }

    private static func phoneTable(small: CGFloat, medium: CGSize, large: CGSize, circular: CGFloat?,
                                   rectangular: CGSize?, inline: CGSize?) -> [WidgetFamily: CGSize] {
        var sizes: [WidgetFamily: CGSize] = [
            .systemSmall: CGSize(width: small, height: small), .systemMedium: medium, .systemLarge: large,
            .systemExtraLargePortrait: extraLargePortrait(small: small, large: large),
        ]
        if let circular { sizes[.accessoryCircular] = CGSize(width: circular, height: circular) }
        sizes[.accessoryRectangular] = rectangular
        sizes[.accessoryInline] = inline
        return sizes
    }

    /// An iPhone's iOS 26 frames, **measured**: `TimelineProviderContext.displaySize` read on devices and
    /// simulators running iOS 26 (ryanlintott/FrameUp, `Measurements/README.md`), which says Apple's
    /// published table "is correct for iOS 18 and earlier and has not been updated". Every value lands on
    /// whole pixels at the device's scale (174.67 = 524 px / 3).
    private static func measured26(small: CGFloat, width: CGFloat, large: CGFloat, circular: CGFloat,
                                   rectangularWidth: CGFloat, inlineWidth: CGFloat) -> [WidgetFamily: CGSize] {
        phoneTable(small: small, medium: CGSize(width: width, height: small), large: CGSize(width: width, height: large),
                   circular: circular, rectangular: CGSize(width: rectangularWidth, height: circular),
                   inline: CGSize(width: inlineWidth, height: 36))
    }

    /// iOS 27's systemExtraLargePortrait, **derived**: Apple publishes no size. It spans 4 columns by 6 rows
    /// of the Home Screen grid (press reports of the iOS 27 betas: a "4×6" widget that fills a Home Screen
    /// page) where the large widget spans 4 by 4 and the small 2 by 2: as wide as the large widget, and one
    /// row pair (a small widget's height plus the gap between row pairs) taller:
    /// large.height + (large.height − small) = 2 × large.height − small (430×932: 364 × 594).
    private static func extraLargePortrait(small: CGFloat, large: CGSize) -> CGSize {
        CGSize(width: large.width, height: 2 * large.height - small)
    }

    /// 1/3 pt steps, as measured at 3x (174.67 is 524/3).
    private static func third(_ pixels: Int) -> CGFloat { CGFloat(pixels) / 3 }

    /// The default device: the HIG's 430×932 iPhone row (iPhone 14/15/16 Pro Max, Plus).
    public static let iPhone430x932 = phone(430, 932, small: 170, medium: CGSize(width: 364, height: 170),
                                            large: CGSize(width: 364, height: 382), circular: 76,
                                            rectangular: CGSize(width: 172, height: 76), inline: CGSize(width: 257, height: 26),
                                            iOS26: measured26(small: third(524), width: 372, large: 388, circular: 60, rectangularWidth: 158, inlineWidth: 370))
    public static let iPhone428x926 = phone(428, 926, small: 170, medium: CGSize(width: 364, height: 170),
                                            large: CGSize(width: 364, height: 382), circular: 76,
                                            rectangular: CGSize(width: 172, height: 76), inline: CGSize(width: 257, height: 26),
                                            iOS26: measured26(small: third(523), width: third(1115), large: 387, circular: 60, rectangularWidth: 156, inlineWidth: 364))
    public static let iPhone414x896 = phone(414, 896, small: 169, medium: CGSize(width: 360, height: 169),
                                            large: CGSize(width: 360, height: 379), circular: 76,
                                            rectangular: CGSize(width: 160, height: 72), inline: CGSize(width: 248, height: 26),
                                            iOS26: measured26(small: 166.5, width: 356, large: 371.5, circular: 60, rectangularWidth: 154, inlineWidth: 358))
    /// The HIG row is inconsistent (small 159 vs medium height 157); kept as published.
    public static let iPhone414x736 = phone(414, 736, small: 159, medium: CGSize(width: 348, height: 157),
                                            large: CGSize(width: 348, height: 357), circular: 76,
                                            rectangular: CGSize(width: 170, height: 76), inline: CGSize(width: 248, height: 26))
    public static let iPhone393x852 = phone(393, 852, small: 158, medium: CGSize(width: 338, height: 158),
                                            large: CGSize(width: 338, height: 354), circular: 72,
                                            rectangular: CGSize(width: 160, height: 72), inline: CGSize(width: 234, height: 26),
                                            iOS26: measured26(small: third(488), width: third(1034), large: 360, circular: 58, rectangularWidth: third(443), inlineWidth: 341))
    public static let iPhone390x844 = phone(390, 844, small: 158, medium: CGSize(width: 338, height: 158),
                                            large: CGSize(width: 338, height: 354), circular: 72,
                                            rectangular: CGSize(width: 160, height: 72), inline: CGSize(width: 234, height: 26),
                                            iOS26: measured26(small: 162, width: 342, large: 358, circular: 58, rectangularWidth: 146, inlineWidth: 336))
    public static let iPhone375x812 = phone(375, 812, small: 155, medium: CGSize(width: 329, height: 155),
                                            large: CGSize(width: 329, height: 345), circular: 72,
                                            rectangular: CGSize(width: 157, height: 72), inline: CGSize(width: 225, height: 26),
                                            iOS26: measured26(small: 159, width: third(1001), large: 349, circular: 58, rectangularWidth: 143, inlineWidth: 327))
    public static let iPhone375x667 = phone(375, 667, small: 148, medium: CGSize(width: 321, height: 148),
                                            large: CGSize(width: 321, height: 324), circular: 68,
                                            rectangular: CGSize(width: 153, height: 68), inline: CGSize(width: 225, height: 26),
                                            iOS26: measured26(small: 146, width: 319, large: 318, circular: 56, rectangularWidth: 141, inlineWidth: 323))
    public static let iPhone360x780 = phone(360, 780, small: 155, medium: CGSize(width: 329, height: 155),
                                            large: CGSize(width: 329, height: 345), circular: 72,
                                            rectangular: CGSize(width: 157, height: 72), inline: CGSize(width: 225, height: 26))
    /// No Lock Screen widgets on this size (HIG: N/A).
    public static let iPhone320x568 = phone(320, 568, small: 141, medium: CGSize(width: 292, height: 141),
                                            large: CGSize(width: 292, height: 311), circular: nil,
                                            rectangular: nil, inline: nil)

    // MARK: - iPad Home Screen (HIG-widgets › iPadOS dimensions: the canvas size layout uses)

    /// systemExtraLargePortrait (iPadOS 27: in the Today View, which shows widgets at the Home Screen's
    /// sizes) is derived from the grid as on the iPhone: 4 by 6 cells, 2 × large − small tall.
    private static func pad(_ w: Int, _ h: Int, small: CGFloat, mediumWidth: CGFloat, extraLargeWidth: CGFloat) -> DeviceProfile {
        let large = CGSize(width: mediumWidth, height: mediumWidth)
        return DeviceProfile(name: "iPad \(w)×\(h)", kind: .pad, screen: CGSize(width: w, height: h), sizes: [
            .systemSmall: CGSize(width: small, height: small),
            .systemMedium: CGSize(width: mediumWidth, height: small),
            .systemLarge: large,
            .systemExtraLarge: CGSize(width: extraLargeWidth, height: mediumWidth),
            .systemExtraLargePortrait: extraLargePortrait(small: small, large: large),
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
