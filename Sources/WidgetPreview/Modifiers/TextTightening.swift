import Foundation

private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether text may compress its letter spacing to fit before it truncates.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] } set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Lets text tighten its letter spacing to fit. The value reaches the environment; the text layout
    /// does not tighten (Apple publishes no limit for it), so such text truncates or scales as without it.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}
