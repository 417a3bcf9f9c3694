/// Which releases have a family: WidgetKit's availability of each case, so a render for an older release
/// does not draw a widget size that release never showed.
extension WidgetFamily {
    /// The oldest release WidgetPreview draws that has this family: iOS 27 for `systemExtraLargePortrait`
    /// (Apple's `WidgetFamily.systemExtraLargePortrait`: iOS 27.0, iPadOS 27.0), iOS 18 (the oldest drawn)
    /// for every other family.
    public var firstRelease: OperatingSystemRelease {
        switch self {
        case .systemExtraLargePortrait: return .iOS27
        default: return .iOS18
        }
    }

    /// Whether `release` has this family at all (a device may still lack it: see `DeviceProfile`).
    public func exists(on release: OperatingSystemRelease) -> Bool { release >= firstRelease }
}
