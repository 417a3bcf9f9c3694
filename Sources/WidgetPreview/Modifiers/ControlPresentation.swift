import Foundation

/// The size class of controls (SwiftUI's `ControlSize`); kept in the environment. Bordered buttons are drawn
/// at the regular size's padding whatever it says (Apple publishes no per-size numbers).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    public var controlSize: ControlSize { get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue } }
    /// `labelsHidden()`: controls below draw without their labels.
    package var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
}

extension View {
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// Hides the labels of the controls below (a toggle draws only its switch).
    public func labelsHidden() -> some View { transformingEnvironment { $0.labelsHidden = true } }

    // Accepted so that code compiles: a still image never changes, so these never run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }
}
