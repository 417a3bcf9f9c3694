import Foundation
import Graphics

/// `layoutPriority(_:)`.
final class LayoutPriorityNode: PassthroughNode {
    let priority: Double
    init(child: LayoutNode, priority: Double) {
        self.priority = priority.isNaN ? 0 : priority
        super.init(child: child)
    }
    override var layoutPriority: Double { priority }
}
