import Foundation

/// Progress: a linear bar (iOS: 4-point capsule track in the fill colour, value in the tint), or a
/// circular ring with `.progressViewStyle(.circular)` or without a value.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    public var body: some View { drawn.inspected(as: "ProgressView") }

    @ViewBuilder private var drawn: some View {
        if let styled = EnvironmentValues.current.progressViewStyleBody {
            styled(ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map { .init(view: AnyView($0)) },
                                                  currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) }))
                .transformingEnvironment { $0.progressViewStyleBody = nil }
        } else {
            ProgressBody(fraction: fraction, label: label, currentValueLabel: currentValueLabel,
                         style: EnvironmentValues.current.progressViewStyleKind)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: progressFraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: progressFraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

func progressFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value), t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return max(0, min(1, v / t))
}

struct ProgressBody<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let style: ProgressStyleKind?

    /// iOS linear progress track height.
    static var trackHeight: CGFloat { 4 }
    /// iOS circular indicator diameter and ring width (no published numbers; measured look of the spinner).
    static var circleDiameter: CGFloat { 20 }
    static var ringWidth: CGFloat { 3 }

    var body: some View {
        if style == .circular || (style == nil && fraction == nil) {
            ZStack {
                // Inset by half the line so the ring stays inside its 20-point frame.
                Circle().inset(by: Self.ringWidth / 2).stroke(FillShapeStyle(), lineWidth: Self.ringWidth)
                Circle().inset(by: Self.ringWidth / 2).trim(from: 0, to: CGFloat(fraction ?? 0.3))
                    .stroke(fraction == nil ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(TintShapeStyle()),
                            style: StrokeStyle(lineWidth: Self.ringWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: Self.circleDiameter, height: Self.circleDiameter)
        } else {
            VStack(alignment: .leading, spacing: 4) {
                label
                ZStack(alignment: .leading) {
                    Capsule().fill(FillShapeStyle())
                    GeometryReader { proxy in
                        Capsule().fill(TintShapeStyle())
                            .frame(width: proxy.size.width * CGFloat(fraction ?? 0))
                    }
                }
                .frame(height: Self.trackHeight)
                currentValueLabel.foregroundStyle(HierarchicalShapeStyle.secondary)
            }
        }
    }
}

package enum ProgressStyleKind: Hashable, Sendable { case linear, circular }
private struct ProgressStyleKindKey: EnvironmentKey { static var defaultValue: ProgressStyleKind? { nil } }
extension EnvironmentValues {
    package var progressViewStyleKind: ProgressStyleKind? {
        get { self[ProgressStyleKindKey.self] } set { self[ProgressStyleKindKey.self] = newValue }
    }
}
