import Graphics

/// A view with a drawing order among its stack's children.
package final class ZIndexNode: PassthroughNode {
    package let value: Double
    package init(child: LayoutNode, zIndex: Double) {
        value = zIndex
        super.init(child: child)
    }
    package override var zIndex: Double { value }
}

package enum ZIndexOrder {
    /// The placed children in drawing order: by zIndex, ties in declaration order (SwiftUI's stable order).
    package static func drawingOrder(_ placed: [PlacedNode], of children: [LayoutNode]) -> [PlacedNode] {
        guard children.contains(where: { $0.zIndex != 0 }), placed.count == children.count else { return placed }
        return zip(placed, children).enumerated()
            .sorted { a, b in a.element.1.zIndex != b.element.1.zIndex ? a.element.1.zIndex < b.element.1.zIndex : a.offset < b.offset }
            .map { $0.element.0 }
    }
}
