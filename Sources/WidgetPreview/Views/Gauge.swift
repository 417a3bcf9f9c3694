import Foundation

/// A gauge, drawn in the accessory and capacity styles WidgetKit documents (research/widgetkit-facts.md §6).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: some View {
        GaugeBody(fraction: fraction, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  style: EnvironmentValues.current.gaugeStyleKind)
    }
}

func gaugeFraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound), v = Double(value)
    guard lo.isFinite, hi.isFinite, v.isFinite, hi > lo else { return 0 }
    return max(0, min(1, (v - lo) / (hi - lo)))
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: gaugeFraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: gaugeFraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: gaugeFraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// Gauge geometry. Apple publishes no line widths or gap angles; these follow the Complications HIG
/// circular sizes (ring ≈ 6 pt on a 76-point accessory, research §6) and "line widths of two points or more".
enum GaugeMetrics {
    static let ringWidth: CGFloat = 6
    /// The open ring leaves a gap at the bottom: it spans 270°, from lower-left clockwise to lower-right.
    static let openRingFraction: CGFloat = 0.75
    static let linearHeight: CGFloat = 6
    static let markerDiameter: CGFloat = 8
}

struct GaugeBody<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let style: GaugeStyleKind

    var body: some View {
        switch style {
        case .accessoryCircular: openRing
        case .accessoryCircularCapacity: closedRing
        case .accessoryLinear: linear(capacity: false)
        case .accessoryLinearCapacity, .linearCapacity: linear(capacity: true)
        }
    }

    private var openRing: some View {
        ZStack {
            Circle().trim(from: 0, to: GaugeMetrics.openRingFraction)
                .stroke(HierarchicalShapeStyle.tertiary, style: StrokeStyle(lineWidth: GaugeMetrics.ringWidth, lineCap: .round))
                .rotationEffect(.degrees(135))
            GeometryReader { proxy in
                let d = min(proxy.size.width, proxy.size.height)
                let r = (d - GaugeMetrics.ringWidth) / 2
                let angle = Angle.degrees(135 + 270 * fraction)
                Circle()
                    .strokeBorder(Color.black.opacity(0.6), lineWidth: 1.5)
                    .background(Circle().fill(HierarchicalShapeStyle.primary))
                    .frame(width: GaugeMetrics.markerDiameter, height: GaugeMetrics.markerDiameter)
                    .position(x: proxy.size.width / 2 + r * CGFloat(cos(angle.radians)),
                              y: proxy.size.height / 2 + r * CGFloat(sin(angle.radians)))
            }
            VStack(spacing: 0) {
                if let currentValueLabel { currentValueLabel.font(.system(size: 15, weight: .medium)) }
            }
            VStack {
                Spacer()
                if let minimumValueLabel, let maximumValueLabel {
                    HStack { minimumValueLabel; Spacer(); maximumValueLabel }.font(.system(size: 10))
                } else {
                    label.font(.system(size: 10))
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    private var closedRing: some View {
        ZStack {
            Circle().stroke(HierarchicalShapeStyle.tertiary, lineWidth: GaugeMetrics.ringWidth)
            Circle().trim(from: 0, to: CGFloat(fraction))
                .stroke(HierarchicalShapeStyle.primary, style: StrokeStyle(lineWidth: GaugeMetrics.ringWidth, lineCap: .butt))
                .rotationEffect(.degrees(-90))
            if let currentValueLabel { currentValueLabel.font(.system(size: 15, weight: .medium)) } else { label.font(.system(size: 12)) }
        }
        .padding(GaugeMetrics.ringWidth / 2)
        .aspectRatio(1, contentMode: .fit)
    }

    private func linear(capacity: Bool) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            if capacity { label.font(.caption) }
            HStack(spacing: 4) {
                if let minimumValueLabel { minimumValueLabel.font(.caption2) }
                else if !capacity, let currentValueLabel { currentValueLabel.font(.caption2) }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(HierarchicalShapeStyle.tertiary)
                        if capacity {
                            Capsule().fill(HierarchicalShapeStyle.primary).frame(width: proxy.size.width * CGFloat(fraction))
                        } else {
                            Circle().fill(HierarchicalShapeStyle.primary)
                                .frame(width: GaugeMetrics.markerDiameter, height: GaugeMetrics.markerDiameter)
                                .offset(x: (proxy.size.width - GaugeMetrics.markerDiameter) * CGFloat(fraction))
                        }
                    }
                    .frame(height: proxy.size.height)
                }
                .frame(height: capacity ? GaugeMetrics.linearHeight : GaugeMetrics.markerDiameter)
                if let maximumValueLabel { maximumValueLabel.font(.caption2) }
            }
            if capacity, let currentValueLabel { currentValueLabel.font(.caption2).foregroundStyle(HierarchicalShapeStyle.secondary) }
        }
    }
}

package enum GaugeStyleKind: Hashable, Sendable {
    case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity
}
private struct GaugeStyleKindKey: EnvironmentKey { static var defaultValue: GaugeStyleKind { .linearCapacity } }
extension EnvironmentValues {
    package var gaugeStyleKind: GaugeStyleKind { get { self[GaugeStyleKindKey.self] } set { self[GaugeStyleKindKey.self] = newValue } }
}

public protocol GaugeStyle {}
protocol GaugeStyleKindProviding { var kind: GaugeStyleKind { get } }

public struct DefaultGaugeStyle: GaugeStyle, GaugeStyleKindProviding { public init() {}; var kind: GaugeStyleKind { .linearCapacity } }
public struct AccessoryCircularGaugeStyle: GaugeStyle, GaugeStyleKindProviding { public init() {}; var kind: GaugeStyleKind { .accessoryCircular } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, GaugeStyleKindProviding { public init() {}; var kind: GaugeStyleKind { .accessoryCircularCapacity } }
public struct AccessoryLinearGaugeStyle: GaugeStyle, GaugeStyleKindProviding { public init() {}; var kind: GaugeStyleKind { .accessoryLinear } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, GaugeStyleKindProviding { public init() {}; var kind: GaugeStyleKind { .accessoryLinearCapacity } }
public struct LinearCapacityGaugeStyle: GaugeStyle, GaugeStyleKindProviding { public init() {}; var kind: GaugeStyleKind { .linearCapacity } }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.gaugeStyleKind = (style as? GaugeStyleKindProviding)?.kind ?? .linearCapacity }
    }
}
