import Foundation

private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether text may compress its letter spacing to fit before it truncates.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] } set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Lets text tighten its letter spacing to fit before it truncates: by as little as needed, and only
    /// when the text is at most 5% wider than the line (TextKit's default `tighteningFactorForTruncation`).
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}
