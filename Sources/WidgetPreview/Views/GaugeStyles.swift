import Foundation

/// The state of a gauge a `GaugeStyle` draws.
public struct GaugeStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public struct MinimumValueLabel: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public struct MaximumValueLabel: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public struct MarkedValueLabels: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    /// The value's position in the gauge's bounds, 0…1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

extension GaugeStyleConfiguration.Label: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}
extension GaugeStyleConfiguration.CurrentValueLabel: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}
extension GaugeStyleConfiguration.MinimumValueLabel: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}
extension GaugeStyleConfiguration.MaximumValueLabel: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}
extension GaugeStyleConfiguration.MarkedValueLabels: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}

/// A style that draws a gauge; its `makeBody` is drawn in place of every Gauge below.
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// A built-in style's body for a configuration.
private func builtInGauge(_ configuration: GaugeStyleConfiguration, _ kind: GaugeStyleKind) -> some View {
    GaugeBody(fraction: configuration.value, label: configuration.label, currentValueLabel: configuration.currentValueLabel,
              minimumValueLabel: configuration.minimumValueLabel.map { AnyView($0) },
              maximumValueLabel: configuration.maximumValueLabel.map { AnyView($0) }, style: kind)
}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(configuration, .linearCapacity) }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(configuration, .accessoryCircular) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(configuration, .accessoryCircularCapacity) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(configuration, .accessoryLinear) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(configuration, .accessoryLinearCapacity) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(configuration, .linearCapacity) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }

private struct GaugeStyleBodyKey: EnvironmentKey { static var defaultValue: ((GaugeStyleConfiguration) -> AnyView)? { nil } }

extension EnvironmentValues {
    /// A custom style's body for the gauges below; nil: the built-in `gaugeStyleKind`.
    package var gaugeStyleBody: ((GaugeStyleConfiguration) -> AnyView)? {
        get { self[GaugeStyleBodyKey.self] } set { self[GaugeStyleBodyKey.self] = newValue }
    }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformingEnvironment { env in
            let builtIn: GaugeStyleKind?
            switch style {
            case is DefaultGaugeStyle, is LinearCapacityGaugeStyle: builtIn = .linearCapacity
            case is AccessoryCircularGaugeStyle: builtIn = .accessoryCircular
            case is AccessoryCircularCapacityGaugeStyle: builtIn = .accessoryCircularCapacity
            case is AccessoryLinearGaugeStyle: builtIn = .accessoryLinear
            case is AccessoryLinearCapacityGaugeStyle: builtIn = .accessoryLinearCapacity
            default: builtIn = nil
            }
            if let builtIn {
                env.gaugeStyleKind = builtIn
                env.gaugeStyleBody = nil
            } else {
                env.gaugeStyleBody = { AnyView(style.makeBody(configuration: $0)) }
            }
        }
    }
}

extension Gauge {
    /// The configuration a custom style receives for this gauge.
    var styleConfiguration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(value: fraction, label: .init(view: AnyView(label)),
                                currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
                                minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
                                maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) },
                                markedValueLabels: .init(view: AnyView(EmptyView())))
    }
}
