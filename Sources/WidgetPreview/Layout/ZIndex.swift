import Foundation
import Graphics

extension View {
    /// Draws this view above (higher values) or below its siblings in a stack, without moving it.
    public func zIndex(_ value: Double) -> some View {
        wrapNode { node, _ in ZIndexNode(child: node, zIndex: value.isFinite ? value : 0) }
    }
}
