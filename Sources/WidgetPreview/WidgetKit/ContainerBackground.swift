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

/// Passes its content through and hands the background up with it, to the widget container.
struct ContainerBackgroundDeclaration<Content: View>: View, ResolvableView {
    let content: Content
    let placement: ContainerBackgroundPlacement
    let background: AnyView
    var body: Never { primitiveBody(Self.self) }

    func resolve(in env: EnvironmentValues) -> Resolution {
        var resolution = Resolver.resolve(content, in: env)
        // This declaration is outside any its content made: it wins, as WidgetKit draws the outermost.
        if placement == .widget { resolution.containerBackground = DeclaredContainerBackground(view: background, env: env) }
        return resolution
    }
}
