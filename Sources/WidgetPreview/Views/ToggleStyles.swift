import Foundation

/// The parts of a toggle a `ToggleStyle` draws.
public struct ToggleStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}

/// A style that draws a toggle; its `makeBody` is drawn in place of every Toggle below.
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// `.automatic`: the switch, as iOS draws toggles in widgets.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(label: configuration.label, isOn: configuration.isOn)
    }
}

/// The label, then iOS's 51 × 31 track with a 27-point knob (green when on).
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(label: configuration.label, isOn: configuration.isOn)
    }
}

/// A button that shows its state: filled with the tint when on (as `.borderedProminent`), tinted at low
/// opacity when off (as `.bordered`).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(style: configuration.isOn ? .borderedProminent : .bordered, label: AnyView(configuration.label), role: nil)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

struct SwitchToggleBody<Label: View>: View {
    let label: Label
    let isOn: Bool
    var body: some View {
        HStack {
            if !EnvironmentValues.current.labelsHidden {
                label
                Spacer()
            }
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(FillShapeStyle()))
                Circle().fill(Color.white).padding(2).shadow(color: Color.black.opacity(0.15), radius: 2, y: 1)
            }
            .frame(width: 51, height: 31)
        }
    }
}

private struct ToggleStyleBodyKey: EnvironmentKey { static var defaultValue: ((ToggleStyleConfiguration) -> AnyView)? { nil } }

extension EnvironmentValues {
    /// The style's body for the toggles below; nil: the switch.
    package var toggleStyleBody: ((ToggleStyleConfiguration) -> AnyView)? {
        get { self[ToggleStyleBodyKey.self] } set { self[ToggleStyleBodyKey.self] = newValue }
    }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformingEnvironment { env in
            env.toggleStyleBody = style is DefaultToggleStyle || style is SwitchToggleStyle
                ? nil : { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration (how a custom style draws the standard toggle it decorates).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
