import Foundation

/// The state of a progress view a `ProgressViewStyle` draws.
public struct ProgressViewStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    /// Completed fraction, 0…1; nil for an indeterminate progress view.
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}
extension ProgressViewStyleConfiguration.CurrentValueLabel: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}

/// A style that draws a progress view; its `makeBody` is drawn in place of every ProgressView below.
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressBody(configuration: configuration, style: nil) }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressBody(configuration: configuration, style: .linear) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressBody(configuration: configuration, style: .circular) }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension ProgressBody where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    init(configuration: ProgressViewStyleConfiguration, style: ProgressStyleKind?) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel, style: style)
    }
}

private struct ProgressViewStyleBodyKey: EnvironmentKey { static var defaultValue: ((ProgressViewStyleConfiguration) -> AnyView)? { nil } }

extension EnvironmentValues {
    /// A custom style's body for the progress views below; nil: the built-in `progressViewStyleKind`.
    package var progressViewStyleBody: ((ProgressViewStyleConfiguration) -> AnyView)? {
        get { self[ProgressViewStyleBodyKey.self] } set { self[ProgressViewStyleBodyKey.self] = newValue }
    }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformingEnvironment { env in
            switch style {
            case is DefaultProgressViewStyle: env.progressViewStyleKind = nil; env.progressViewStyleBody = nil
            case is LinearProgressViewStyle: env.progressViewStyleKind = .linear; env.progressViewStyleBody = nil
            case is CircularProgressViewStyle: env.progressViewStyleKind = .circular; env.progressViewStyleBody = nil
            default: env.progressViewStyleBody = { AnyView(style.makeBody(configuration: $0)) }
            }
        }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view from a style's configuration (how a custom style draws the standard one it decorates).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// The label a date-driven progress view shows by default: the time left (or elapsed), as
/// `Text(timerInterval:countsDown:)` draws it.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// The fraction of `interval` a date-driven progress view shows at the render's "now".
func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, now: Date) -> Double {
    let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let done = span > 0 ? now.timeIntervalSince(interval.lowerBound) / span : 1
    let value = countsDown ? 1 - done : done
    return value.isFinite ? max(0, min(1, value)) : 0
}

extension ProgressView {
    /// Progress through a time interval, at the render's "now", with your labels.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: timerFraction(timerInterval, countsDown: countsDown, now: EnvironmentValues.current.now),
                  label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time interval with your label; the current value shows the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: timerFraction(timerInterval, countsDown: countsDown, now: EnvironmentValues.current.now),
                  label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time interval; the current value shows the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: timerFraction(timerInterval, countsDown: countsDown, now: EnvironmentValues.current.now),
                  label: nil, currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}
