import Foundation
import Graphics

/// `layoutPriority(_:)`.
package final class LayoutPriorityNode: PassthroughNode {
    package let priority: Double
    package init(child: LayoutNode, priority: Double) {
        self.priority = priority.isNaN ? 0 : priority
        super.init(child: child)
    }
    package override var layoutPriority: Double { priority }
}
