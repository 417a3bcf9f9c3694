/// The OS release a render draws: the one setting every release-keyed table reads (widget sizes,
/// system colours, the tinted Home Screen's look). One release per render, so a picture never mixes
/// iOS 18 sizes with iOS 26 colours. The paired watch runs the watchOS of the same year.
public struct OperatingSystemRelease: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The iOS major version (18, 26, 27).
    public let majorVersion: Int

    private init(_ majorVersion: Int) { self.majorVersion = majorVersion }

    /// iOS 18 (watchOS 11): the HIG's published widget sizes, the pre-2025 system colours, and the tinted
    /// Home Screen drawn with the accent group in the person's tint on a dark tinted plate.
    public static let iOS18 = OperatingSystemRelease(18)
    /// iOS 26 (watchOS 26): Liquid Glass. Measured iPhone widget frames, the June 2025 system colours,
    /// and the tinted and clear Home Screens drawn as accented rendering on glass.
    public static let iOS26 = OperatingSystemRelease(26)
    /// iOS 27 (watchOS 27, September 2026): iOS 26's look (Apple documents no change to the system colours,
    /// margins or the Liquid Glass Home Screens) plus `WidgetFamily.systemExtraLargePortrait`, new on the
    /// iPhone Home Screen and the iPad Today View. No measurement of its frames exists: `frames` `.measured`
    /// draws iOS 26's measured frames.
    public static let iOS27 = OperatingSystemRelease(27)

    /// Every release WidgetPreview draws, oldest first.
    public static let all: [OperatingSystemRelease] = [.iOS18, .iOS26, .iOS27]
    /// The default of every render: the newest release.
    public static let newest: OperatingSystemRelease = .iOS27

    /// The release with this major version (`18`, `26`, `27`), nil for one WidgetPreview does not draw.
    public init?(majorVersion version: Int) {
        guard let release = Self.all.first(where: { $0.majorVersion == version }) else { return nil }
        self = release
    }

    /// "iOS 18", "iOS 26", "iOS 27".
    public var description: String { "iOS \(majorVersion)" }
    /// The folder name of goldens drawn for a release other than the default (`iOS18`).
    public var folderName: String { "iOS\(majorVersion)" }
    /// The paired Apple Watch's release: watchOS 11 beside iOS 18; from 2025 the versions share the year (26, 27).
    public var watchOSMajorVersion: Int { majorVersion == 18 ? 11 : majorVersion }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.majorVersion < rhs.majorVersion }
}

private struct OperatingSystemReleaseKey: EnvironmentKey { static var defaultValue: OperatingSystemRelease { .newest } }

extension EnvironmentValues {
    /// The release the render draws (`RenderContext.os`): system colours resolve for it.
    package var operatingSystem: OperatingSystemRelease {
        get { self[OperatingSystemReleaseKey.self] }
        set { self[OperatingSystemReleaseKey.self] = newValue }
    }
}
