import Foundation

// The environment key `disabled(_:)` writes and controls read.

private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
}
