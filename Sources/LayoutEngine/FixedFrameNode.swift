import Foundation
import Graphics

/// `frame(width:height:alignment:)` (§6.3).
package final class FixedFrameNode: LayoutNode {
    package let child: LayoutNode
    package override var wrappedChild: LayoutNode? { child }
    package let width: Double?
    package let height: Double?
    package let alignment: LayoutAlignment

    package init(child: LayoutNode, width: NonNegativeLength?, height: NonNegativeLength?, alignment: LayoutAlignment) {
        self.child = child
        self.width = width?.value
        self.height = height?.value
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize { ProposedSize(width: width ?? p.width, height: height ?? p.height) }

    /// A frame resets the spacing preferences of the edges it constrains: a width-only frame keeps a
    /// Text's top and bottom preferences, a height-only frame a Spacer's leading and trailing ones.
    package override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        (edge.isVertical ? height : width) == nil ? child.spacingTrait(edge) : .standard
    }

    package override func computeSize(_ p: ProposedSize) -> Size {
        if let width, let height { return Size(width, height) }
        let c = child.sizeThatFits(childProposal(p))
        return Size(width ?? c.width, height ?? c.height)
    }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        let p = ProposedSize(size)
        let c = child.sizeThatFits(childProposal(p))
        let r = aligned(child, size: c, in: Rect(origin: .zero, size: size), alignment: alignment)
        guard let v = child.explicitAlignment(key, in: c) else { return nil }
        return (key == AlignmentKey.firstTextBaseline || key == AlignmentKey.lastTextBaseline ? r.minY : r.minX) + v
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = childProposal(ProposedSize(frame.size))
        let c = child.sizeThatFits(p)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: alignment), proposal: p)])
    }
}
