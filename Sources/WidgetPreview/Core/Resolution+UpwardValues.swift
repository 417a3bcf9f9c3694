import Foundation

/// What resolving a view gives: its layout nodes, and the values it hands up to the renderer instead of
/// writing them into something shared through the environment.
struct Resolution {
    var nodes: [LayoutNode]
    /// The widget's `containerBackground(for: .widget)`: the outermost declaration (resolved first) wins,
    /// as a later one would sit under it anyway.
    var containerBackground: DeclaredContainerBackground?

    init(nodes: [LayoutNode] = [], containerBackground: DeclaredContainerBackground? = nil) {
        self.nodes = nodes
        self.containerBackground = containerBackground
    }

    /// The same upward values around new nodes made from these (a container around its subviews).
    func replacingNodes(_ make: ([LayoutNode]) -> [LayoutNode]) -> Resolution {
        var resolution = self
        resolution.nodes = make(nodes)
        return resolution
    }

    /// Adds a following sibling: its nodes after these, its upward values merged.
    mutating func append(_ sibling: Resolution) {
        nodes += sibling.nodes
        merge(upwardValuesOf: sibling)
    }

    /// Takes what `other` hands up, keeping values already here where only one may win.
    mutating func merge(upwardValuesOf other: Resolution) {
        if containerBackground == nil { containerBackground = other.containerBackground }
    }
}

/// A `containerBackground(for: .widget)` as declared: the background view and the environment it was
/// declared in (so it resolves with the colour scheme, tint and fonts in effect there).
struct DeclaredContainerBackground {
    let view: AnyView
    let env: EnvironmentValues
}
