import Foundation

/// A Live Activity's size (WidgetKit's `ActivityFamily`): `.medium` on iPhone and iPad, `.small` in the
/// Apple Watch Smart Stack.
public enum ActivityFamily: Hashable, Sendable, CaseIterable {
    case small
    case medium
}

private struct ActivityFamilyKey: EnvironmentKey { static var defaultValue: ActivityFamily { .medium } }
private struct IsActivityFullscreenKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SupportedActivityFamiliesKey: EnvironmentKey { static var defaultValue: Set<ActivityFamily> { [.medium] } }

extension EnvironmentValues {
    /// The family the Live Activity is drawn in.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] } set { self[ActivityFamilyKey.self] = newValue }
    }
    /// True when the Live Activity fills the screen (StandBy); the system then extends
    /// `activityBackgroundTint` to the screen's edges.
    public var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
    }
    package var activityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] } set { self[IsActivityFullscreenKey.self] = newValue }
    }
    /// The families the Live Activity may be drawn in.
    public var supportedActivityFamilies: Set<ActivityFamily> {
        get { self[SupportedActivityFamiliesKey.self] } set { self[SupportedActivityFamiliesKey.self] = newValue }
    }
}
