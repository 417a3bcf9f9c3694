import Foundation

/// The parts of a label a `LabelStyle` arranges.
public struct LabelStyleConfiguration {
    public struct Title: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public struct Icon: View {
        let view: AnyView
        public var body: Never { primitiveBody(Self.self) }
    }
    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}
extension LabelStyleConfiguration.Icon: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: view, in: env) }
}

/// A style that arranges a label's title and icon; its `makeBody` is drawn in place of every Label below.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LabelBody(title: configuration.title, icon: configuration.icon, kind: .automatic) }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LabelBody(title: configuration.title, icon: configuration.icon, kind: .titleOnly) }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LabelBody(title: configuration.title, icon: configuration.icon, kind: .iconOnly) }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabelBody(title: configuration.title, icon: configuration.icon, kind: .titleAndIcon)
    }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

private struct CustomLabelStyleKey: EnvironmentKey { static var defaultValue: ((LabelStyleConfiguration) -> AnyView)? { nil } }

extension EnvironmentValues {
    /// A custom style's body for the labels below; nil: the built-in `labelStyleKind`.
    package var customLabelStyle: ((LabelStyleConfiguration) -> AnyView)? {
        get { self[CustomLabelStyleKey.self] } set { self[CustomLabelStyleKey.self] = newValue }
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformingEnvironment { env in
            switch style {
            case is DefaultLabelStyle: env.labelStyleKind = .automatic; env.customLabelStyle = nil
            case is TitleOnlyLabelStyle: env.labelStyleKind = .titleOnly; env.customLabelStyle = nil
            case is IconOnlyLabelStyle: env.labelStyleKind = .iconOnly; env.customLabelStyle = nil
            case is TitleAndIconLabelStyle: env.labelStyleKind = .titleAndIcon; env.customLabelStyle = nil
            default: env.customLabelStyle = { AnyView(style.makeBody(configuration: $0)) }
            }
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, drawn by the style around the custom one (how a custom style
    /// draws the standard label it decorates).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
