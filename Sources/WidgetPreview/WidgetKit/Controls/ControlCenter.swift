import Foundation

/// Reloads controls and lists the ones the person configured (WidgetKit's `ControlCenter`). A preview
/// has no Control Center: reloads do nothing (each preview renders its control afresh) and no control
/// is configured.
public final class ControlCenter: @unchecked Sendable {
    public static let shared = ControlCenter()
    private init() {}

    public func reloadControls(ofKind kind: String) {}
    public func reloadAllControls() {}
}
