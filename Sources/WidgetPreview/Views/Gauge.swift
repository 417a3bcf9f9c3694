import Foundation
import Graphics

/// A gauge, drawn in the accessory and capacity styles WidgetKit documents (research/widgetkit-facts.md §6).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: some View { drawn.inspected(as: "Gauge") }

    @ViewBuilder private var drawn: some View {
        if let styled = EnvironmentValues.current.gaugeStyleBody {
            styled(styleConfiguration).transformingEnvironment { $0.gaugeStyleBody = nil }
        } else {
            GaugeBody(fraction: fraction, label: label, currentValueLabel: currentValueLabel,
                      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                      style: EnvironmentValues.current.gaugeStyleKind)
        }
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

/// Gauge geometry. Apple publishes no line widths, gap angles or marker sizes (research
/// widgetkit-facts.md §6), so each number below says where it comes from.
enum GaugeMetrics {
    /// Ring thickness: the Complications HIG's circular image (42–50 pt) against the image inside a closed
    /// gauge (27–32 pt) leaves ≈ 7.5 pt per side for ring plus padding; 6 pt of ring on the 60–76-pt accessory.
    static let ringWidth: CGFloat = 6
    /// The open ring starts in the lower-left corner and ends in the lower-right, clockwise: 270°
    /// (ClockKit `CLKComplicationRingStyle.open`, "leaving an opening at the bottom of the circle").
    static let openRingStartDegrees: Double = 135
    static let openRingSweepDegrees: Double = 270
    /// The closed ring fills clockwise from 12 o'clock (ClockKit `.closed`).
    static let closedRingStartDegrees: Double = -90
    /// The value marker: a dot a little wider than the line it sits on, with a 1.5-pt knockout gap cut
    /// into the track around it (HIG: "line widths of two points or more"; the gap keeps the dot legible).
    static let ringMarkerDiameter: CGFloat = 8
    static let markerGap: CGFloat = 1.5
    /// Where the open ring's centre line runs, from the gauge's edge: half the wider of ring and marker,
    /// so neither the track nor a marker at any value reaches outside the gauge.
    static var openRingInset: CGFloat { max(ringWidth, ringMarkerDiameter) / 2 }
    /// The centred current-value label; the bound labels and the label in the ring's opening.
    static let centerLabelSize: CGFloat = 18
    static let openingLabelSize: CGFloat = 10
    /// Linear bars: 5-pt track (a little heavier than ProgressView's 4-pt bar, so a 9-pt marker reads),
    /// capacity bars 6 pt (the ring's width).
    static let linearTrackHeight: CGFloat = 5
    static let linearMarkerDiameter: CGFloat = 9
    static let capacityBarHeight: CGFloat = 6
    /// Gap between a bar and its leading/trailing labels, and between the bar and labels above/below it.
    static let labelSpacing: CGFloat = 4
    static let rowSpacing: CGFloat = 2
}

/// An arc of the circle inscribed in the rect, inset by `inset` (half the stroke), from `start` to `end`
/// degrees clockwise on screen (0° = 3 o'clock).
struct GaugeArc: Shape, InspectionNamedShape {
    /// A part of the Gauge, which shows in the inspected tree instead.
    var inspectionName: String? { nil }
    var start: Double
    var end: Double
    var inset: CGFloat
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let r = min(rect.width, rect.height) / 2 - inset
        guard end > start, r > 0 else { return p }
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: r, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
        return p
    }
}

/// A gauge's tint laid along its shape, as iOS draws gauge gradients: a gradient tint becomes an angular
/// gradient over the ring's sweep (or a leading-to-trailing one on a bar); a colour stays a colour;
/// without a tint, `fallback`.
struct GaugeTintStyle: ShapeStyle, ResolvableShapeStyle {
    enum Direction { case arc(startDegrees: Double, endDegrees: Double), bar }
    let direction: Direction
    let fallback: AnyShapeStyle
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        guard let tint = env.tintStyle else { return fallback.resolveStyle(in: env) }
        let resolved = tint.resolveStyle(in: env)
        let stops: GradientStops
        switch resolved {
        case .color: return resolved
        case .linear(let s, _, _), .radial(let s, _, _, _), .elliptical(let s, _, _, _), .angular(let s, _, _, _): stops = s
        }
        switch direction {
        case .arc(let a, let b): return .angular(stops, center: .center, start: a * .pi / 180, end: b * .pi / 180)
        case .bar: return .linear(stops, start: .leading, end: .trailing)
        }
    }
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
        case .accessoryLinear: accessoryLinear
        case .accessoryLinearCapacity, .linearCapacity: linearCapacity
        }
    }

    /// The filled part: the tint when one is set (along the shape), the primary style otherwise.
    private func valueStyle(_ direction: GaugeTintStyle.Direction) -> GaugeTintStyle {
        GaugeTintStyle(direction: direction, fallback: AnyShapeStyle(HierarchicalShapeStyle.primary))
    }

    /// The open ring's and linear gauge's track: a scale rather than a fill, so the tint (often a
    /// gradient) when set, else the secondary style under a primary marker.
    private func scaleStyle(_ direction: GaugeTintStyle.Direction) -> GaugeTintStyle {
        GaugeTintStyle(direction: direction, fallback: AnyShapeStyle(HierarchicalShapeStyle.secondary))
    }

    private var openRing: some View {
        GeometryReader { proxy in
            let w = GaugeMetrics.ringWidth
            let d = min(proxy.size.width, proxy.size.height)
            // The ring's centre line is inset by half the marker (wider than the ring), so the marker's
            // outer edge touches the gauge's frame and never leaves the widget, as iOS draws it.
            let inset = GaugeMetrics.openRingInset
            let r = d / 2 - inset
            let c = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
            let start = GaugeMetrics.openRingStartDegrees, end = start + GaugeMetrics.openRingSweepDegrees
            let angle = start + GaugeMetrics.openRingSweepDegrees * fraction
            // The knockout around the marker, as an angle: marker radius + gap + the round cap's reach.
            let gap = r > 0 ? Double((GaugeMetrics.ringMarkerDiameter / 2 + GaugeMetrics.markerGap + w / 2) / r) * 180 / .pi : 0
            let stroke = StrokeStyle(lineWidth: w, lineCap: .round)
            let endOffset = r * CGFloat(sin(Angle.degrees(start).radians))
            let endX = r * CGFloat(cos(Angle.degrees(end).radians))
            let track = scaleStyle(.arc(startDegrees: start, endDegrees: end))
            ZStack {
                GaugeArc(start: start, end: angle - gap, inset: inset).stroke(track, style: stroke)
                GaugeArc(start: angle + gap, end: end, inset: inset).stroke(track, style: stroke)
                Circle().fill(HierarchicalShapeStyle.primary)
                    .frame(width: GaugeMetrics.ringMarkerDiameter, height: GaugeMetrics.ringMarkerDiameter)
                    .position(x: c.x + r * CGFloat(cos(Angle.degrees(angle).radians)), y: c.y + r * CGFloat(sin(Angle.degrees(angle).radians)))
                if let currentValueLabel {
                    currentValueLabel.font(.system(size: GaugeMetrics.centerLabelSize, weight: .medium, design: .rounded))
                        .lineLimit(1)
                        .position(x: c.x, y: c.y)
                }
                // The opening: min and max under the ends of the ring, or the label centred in it.
                if let minimumValueLabel, let maximumValueLabel {
                    minimumValueLabel.font(.system(size: GaugeMetrics.openingLabelSize, weight: .semibold)).lineLimit(1)
                        .position(x: c.x - endX, y: c.y + endOffset + w / 2)
                    maximumValueLabel.font(.system(size: GaugeMetrics.openingLabelSize, weight: .semibold)).lineLimit(1)
                        .position(x: c.x + endX, y: c.y + endOffset + w / 2)
                } else {
                    label.font(.system(size: GaugeMetrics.openingLabelSize, weight: .semibold)).lineLimit(1)
                        .frame(maxWidth: max(0, 2 * endX - w))
                        .position(x: c.x, y: c.y + endOffset + w / 2)
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    private var closedRing: some View {
        ZStack {
            Circle().inset(by: GaugeMetrics.ringWidth / 2)
                .stroke(HierarchicalShapeStyle.tertiary, lineWidth: GaugeMetrics.ringWidth)
            GaugeArc(start: GaugeMetrics.closedRingStartDegrees, end: GaugeMetrics.closedRingStartDegrees + 360 * fraction,
                     inset: GaugeMetrics.ringWidth / 2)
                .stroke(valueStyle(.arc(startDegrees: GaugeMetrics.closedRingStartDegrees, endDegrees: GaugeMetrics.closedRingStartDegrees + 360)),
                        style: StrokeStyle(lineWidth: GaugeMetrics.ringWidth, lineCap: .round))
            Group {
                if let currentValueLabel { currentValueLabel } else { label }
            }
            .font(.system(size: GaugeMetrics.centerLabelSize, weight: .medium, design: .rounded))
            .lineLimit(1)
            .padding(GaugeMetrics.ringWidth)
        }
        .aspectRatio(1, contentMode: .fit)
    }

    /// accessoryLinear: a track with a marker; min and max labels at the ends, or else the current value
    /// label on the leading edge (Apple's style docs).
    private var accessoryLinear: some View {
        HStack(spacing: GaugeMetrics.labelSpacing) {
            if let minimumValueLabel { minimumValueLabel.font(.caption2) }
            else if let currentValueLabel { currentValueLabel.font(.caption2) }
            GeometryReader { proxy in
                let h = GaugeMetrics.linearTrackHeight, m = GaugeMetrics.linearMarkerDiameter
                let x = m / 2 + (proxy.size.width - m) * CGFloat(fraction)
                let cut = m / 2 + GaugeMetrics.markerGap
                let y = proxy.size.height / 2
                ZStack(alignment: .topLeading) {
                    if x - cut > 0 {
                        Capsule().fill(scaleStyle(.bar)).frame(width: x - cut, height: h).position(x: (x - cut) / 2, y: y)
                    }
                    if proxy.size.width - x - cut > 0 {
                        Capsule().fill(scaleStyle(.bar)).frame(width: proxy.size.width - x - cut, height: h)
                            .position(x: (x + cut + proxy.size.width) / 2, y: y)
                    }
                    Circle().fill(HierarchicalShapeStyle.primary).frame(width: m, height: m).position(x: x, y: y)
                }
            }
            // The track is drawn with `position`, which is not mirrored; it fills from the leading edge.
            .flipsForRightToLeftLayoutDirection(true)
            .frame(height: GaugeMetrics.linearMarkerDiameter)
            if let maximumValueLabel { maximumValueLabel.font(.caption2) }
        }
    }

    /// accessoryLinearCapacity and linearCapacity: label above, a bar filled from the leading edge, min and
    /// max at its ends, the current value below (Apple's style docs). The app style (linearCapacity) fills
    /// with the tint on the system fill track, as ProgressView does; the accessory one in the primary style.
    private var linearCapacity: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.rowSpacing) {
            label.font(.caption)
            HStack(spacing: GaugeMetrics.labelSpacing) {
                if let minimumValueLabel { minimumValueLabel.font(.caption2) }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(style == .linearCapacity ? AnyShapeStyle(FillShapeStyle()) : AnyShapeStyle(HierarchicalShapeStyle.tertiary))
                        if fraction > 0 {
                            Capsule().fill(style == .linearCapacity ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(valueStyle(.bar))).frame(width: max(proxy.size.height, proxy.size.width * CGFloat(fraction)))
                        }
                    }
                }
                .frame(height: GaugeMetrics.capacityBarHeight)
                if let maximumValueLabel { maximumValueLabel.font(.caption2) }
            }
            if let currentValueLabel { currentValueLabel.font(.caption2).foregroundStyle(HierarchicalShapeStyle.secondary) }
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
