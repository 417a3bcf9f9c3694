import Foundation
import Graphics

/// `padding` (§6.6): the proposal minus the insets, the child's size plus the insets.
package final class PaddingNode: LayoutNode {
    package let child: LayoutNode
    package override var wrappedChild: LayoutNode? { child }
    package let insets: Insets

    package init(child: LayoutNode, insets: Insets) {
        self.child = child
        self.insets = insets
    }

    /// A padded edge publishes no preference (the default 8); unpadded edges keep the child's.
    package override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        let inset: Double
        switch edge {
        case .top: inset = insets.top
        case .bottom: inset = insets.bottom
        case .leading: inset = insets.left
        case .trailing: inset = insets.right
        }
        return inset == 0 ? child.spacingTrait(edge) : .standard
    }

    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.left - insets.right) },
                     height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    package override func computeSize(_ p: ProposedSize) -> Size {
        let c = child.sizeThatFits(inner(p))
        return Size(c.width + insets.left + insets.right, c.height + insets.top + insets.bottom)
    }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        let c = Size(max(0, size.width - insets.left - insets.right), max(0, size.height - insets.top - insets.bottom))
        guard let v = child.explicitAlignment(key, in: c) else { return nil }
        return (key == AlignmentKey.firstTextBaseline || key == AlignmentKey.lastTextBaseline ? insets.top : insets.left) + v
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = inner(proposal)
        let c = child.sizeThatFits(p)
        let r = Rect(origin: Point(frame.minX + insets.left, frame.minY + insets.top), size: clampedForPlacement(c))
        return PlacedNode(frame: frame, children: [child.place(in: r, proposal: p)])
    }
}
