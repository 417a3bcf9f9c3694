import Foundation

/// The properties of a button a `ButtonStyle` draws: its label, whether it is pressed (never, in a
/// still image) and its role.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// The properties of a button a `PrimitiveButtonStyle` draws; `trigger()` performs its action (nothing
/// happens in a picture).
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() {}
}

extension ButtonStyleConfiguration.Label: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}
extension PrimitiveButtonStyleConfiguration.Label: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}

/// A style that draws a button's label in its own way (its `makeBody` is drawn in place of the button).
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// A style that draws a button and decides when it triggers.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The built-in styles, as iOS draws them in widgets.
package enum BuiltInButtonStyle: Hashable, Sendable {
    /// `.automatic` and `.borderless`: the label in the tint.
    case borderless
    /// The label as it is, not tinted.
    case plain
    /// The label in the tint on the border shape filled with the tint at low opacity.
    case bordered
    /// A white label on the border shape filled with the tint.
    case borderedProminent
}

/// Shapes and padding of bordered buttons. Apple publishes no numbers: the padding is that of iOS's regular
/// control size as it looks (label height + 2 × 7), and iOS 26 draws bordered buttons as capsules.
enum BorderedButtonMetrics {
    static let horizontalPadding: CGFloat = 12
    static let verticalPadding: CGFloat = 7
    /// The tint's opacity under a `.bordered` label.
    static let borderedFillOpacity: Double = 0.15
    /// `.roundedRectangle` without a radius.
    static let defaultCornerRadius: CGFloat = 8
}

struct BuiltInButtonBody: View {
    let style: BuiltInButtonStyle
    let label: AnyView
    let role: ButtonRole?

    var body: some View {
        let shape = EnvironmentValues.current.buttonBorderShape
        switch style {
        case .borderless:
            label.foregroundStyle(roleStyle)
        case .plain:
            label
        case .bordered:
            padded(label.foregroundStyle(roleStyle), in: shape)
                .background(shape.fill(roleStyle.opacity(BorderedButtonMetrics.borderedFillOpacity)))
        case .borderedProminent:
            // In the accented mode the fill joins the accent group and the label is cut out of it (drawn
            // in the colour under the widget), so the label never turns white on a white fill.
            padded(label.foregroundStyle(Color.white).wrapNode { node, _ in EffectNode(child: node) { _ in [.group(.knockout)] } }, in: shape)
                .background(shape.fill(roleStyle).widgetAccentable())
        }
    }

    /// The label with the control's padding. A circular button pads every side alike and is square, so the
    /// circle holds the whole label (an icon of the text's height gives a circle of the control's height,
    /// as iOS draws `.circle` buttons); other shapes take the wider horizontal padding.
    private func padded<Content: View>(_ content: Content, in shape: ButtonBorderShape) -> AnyView {
        if shape == .circle {
            return AnyView(content.padding(BorderedButtonMetrics.verticalPadding).wrapNode { node, _ in SquareNode(child: node) })
        }
        return AnyView(content.padding(.horizontal, BorderedButtonMetrics.horizontalPadding)
            .padding(.vertical, BorderedButtonMetrics.verticalPadding))
    }

    /// Destructive buttons are red, the rest take the tint.
    private var roleStyle: AnyShapeStyle {
        role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(style: .borderless, label: AnyView(configuration.label), role: configuration.role)
    }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(style: .plain, label: AnyView(configuration.label), role: configuration.role)
    }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(style: .borderless, label: AnyView(configuration.label), role: configuration.role)
    }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(style: .bordered, label: AnyView(configuration.label), role: configuration.role)
    }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(style: .borderedProminent, label: AnyView(configuration.label), role: configuration.role)
    }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The shape of a bordered button's background (a Shape, as in iOS 17).
public struct ButtonBorderShape: Shape, Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .automatic, .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .roundedRectangle(let radius):
            return RoundedRectangle(cornerRadius: radius ?? BorderedButtonMetrics.defaultCornerRadius).path(in: rect)
        }
    }
}

/// Which style the buttons of a subtree use.
package enum ButtonStyleSelection {
    case builtIn(BuiltInButtonStyle)
    case custom((ButtonStyleConfiguration) -> AnyView)
    case primitive((PrimitiveButtonStyleConfiguration) -> AnyView)
}

private struct ButtonStyleSelectionKey: EnvironmentKey { static var defaultValue: ButtonStyleSelection { .builtIn(.borderless) } }
private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    package var buttonStyleSelection: ButtonStyleSelection {
        get { self[ButtonStyleSelectionKey.self] } set { self[ButtonStyleSelectionKey.self] = newValue }
    }
    package var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] } set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { env in
            switch style {
            case is DefaultButtonStyle, is BorderlessButtonStyle: env.buttonStyleSelection = .builtIn(.borderless)
            case is PlainButtonStyle: env.buttonStyleSelection = .builtIn(.plain)
            case is BorderedButtonStyle: env.buttonStyleSelection = .builtIn(.bordered)
            case is BorderedProminentButtonStyle: env.buttonStyleSelection = .builtIn(.borderedProminent)
            default: env.buttonStyleSelection = .primitive { AnyView(style.makeBody(configuration: $0)) }
            }
        }
    }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyleSelection = .custom { AnyView(style.makeBody(configuration: $0)) } }
    }

    /// The shape bordered buttons draw their background in.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        transformingEnvironment { $0.buttonBorderShape = shape }
    }
}

/// A button drawn by the style of its environment. Inside a custom style's body, buttons draw as
/// borderless again (a style is not applied to the button it draws).
struct StyledButtonBody: View {
    let label: AnyView
    let role: ButtonRole?

    var body: some View {
        switch EnvironmentValues.current.buttonStyleSelection {
        case .builtIn(let style):
            BuiltInButtonBody(style: style, label: label, role: role)
        case .custom(let makeBody):
            makeBody(ButtonStyleConfiguration(role: role, label: .init(view: label), isPressed: false))
                .transformingEnvironment { $0.buttonStyleSelection = .builtIn(.borderless) }
        case .primitive(let makeBody):
            makeBody(PrimitiveButtonStyleConfiguration(role: role, label: .init(view: label)))
                .transformingEnvironment { $0.buttonStyleSelection = .builtIn(.borderless) }
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button from a primitive style's configuration (how a custom `PrimitiveButtonStyle` draws the
    /// standard button it wraps).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: {}, label: { configuration.label })
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
