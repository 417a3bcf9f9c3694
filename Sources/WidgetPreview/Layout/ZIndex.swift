import Foundation
import Graphics

extension View {
    /// Draws this view above (higher values) or below its siblings in a stack, without moving it.
    public func zIndex(_ value: Double) -> some View {
        wrapNode { node, _ in ZIndexNode(child: node, zIndex: value.isFinite ? value : 0) }
    }
}

/// A view with a drawing order among its stack's children.
final class ZIndexNode: PassthroughNode {
    let value: Double
    init(child: LayoutNode, zIndex: Double) {
        value = zIndex
        super.init(child: child)
    }
    override var zIndex: Double { value }
}

enum ZIndexOrder {
    /// The placed children in drawing order: by zIndex, ties in declaration order (SwiftUI's stable order).
    static func drawingOrder(_ placed: [PlacedNode], of children: [LayoutNode]) -> [PlacedNode] {
        guard children.contains(where: { $0.zIndex != 0 }), placed.count == children.count else { return placed }
        return zip(placed, children).enumerated()
            .sorted { a, b in a.element.1.zIndex != b.element.1.zIndex ? a.element.1.zIndex < b.element.1.zIndex : a.offset < b.offset }
            .map { $0.element.0 }
    }
}
