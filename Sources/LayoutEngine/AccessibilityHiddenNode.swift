import Foundation
import Graphics

/// `accessibilityHidden(true)`: the subtree lays out and draws as usual, without its labels.
package final class AccessibilityHiddenNode: PassthroughNode {
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        Self.removingLabels(child.place(in: frame, proposal: proposal))
    }
    package static func removingLabels(_ node: PlacedNode) -> PlacedNode {
        var node = node
        node.effects.removeAll { if case .group(.label) = $0 { return true } else { return false } }
        node.handedUp?.accessibilityLabels = []
        node.children = node.children.map(removingLabels)
        return node
    }
}
