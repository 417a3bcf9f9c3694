import Foundation
import Graphics

/// Where a container background applies (SwiftUI's `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The widget's background: fills the whole container, removable where WidgetKit removes it.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

extension View {
    /// The widget's background: drawn in the whole container (under the margins too), clipped to the
    /// container shape, and removed in places that remove backgrounds.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        ContainerBackgroundDeclaration(content: self, placement: container, background: AnyView(Rectangle().fill(style)))
    }

    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        ContainerBackgroundDeclaration(content: self, placement: container,
                                       background: AnyView(ZStack(alignment: alignment) { content() }))
    }
}

/// Passes its content through and hands the background to the widget container in the environment.
struct ContainerBackgroundDeclaration<Content: View>: View, ResolvableView {
    let content: Content
    let placement: ContainerBackgroundPlacement
    let background: AnyView
    var body: Never { primitiveBody(Self.self) }

    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        if placement == .widget { env.containerBackgroundSink?.declare(background, in: env) }
        return Resolver.nodes(for: content, in: env)
    }
}

/// The container backgrounds one widget render declared. One per render; the first declaration (the
/// outermost modifier, resolved first) wins, as a later one would sit under it anyway.
package final class ContainerBackgroundSink: @unchecked Sendable {
    private(set) var background: (view: AnyView, env: EnvironmentValues)?
    package init() {}
    package var isDeclared: Bool { background != nil }
    func declare(_ view: AnyView, in env: EnvironmentValues) {
        if background == nil { background = (view, env) }
    }
}
