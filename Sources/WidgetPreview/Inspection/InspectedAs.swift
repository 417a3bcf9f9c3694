import Foundation

/// Shows `content` in the inspected tree (`ViewLayout`, `--explain`) as the public view `name`: library
/// views drawn with views of their own (Gauge, ProgressView, Toggle) use it in their body, so the tree
/// names what the developer wrote rather than the renderer's parts.
struct InspectedAs<Content: View>: View, ResolvableView {
    typealias Body = Never
    let name: String
    let content: Content
    var body: Never { primitiveBody(Self.self) }

    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        Resolver.nodes(for: content, in: env).map { NamedViewNode(name: name, child: $0) }
    }
}

extension View {
    func inspected(as name: String) -> InspectedAs<Self> { InspectedAs(name: name, content: self) }
}

/// A shape with its own answer to how it shows in the inspected tree: a modified shape as the shape it
/// modifies (`Circle().trim(…)` is the developer's Circle), a renderer's part of a library view as
/// nothing (its library view shows instead).
protocol InspectionNamedShape {
    /// The name to show, nil to show nothing.
    var inspectionName: String? { get }
}
