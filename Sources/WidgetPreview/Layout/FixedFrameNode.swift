import Foundation
import Graphics

/// `frame(width:height:alignment:)` (§6.3).
final class FixedFrameNode: LayoutNode {
    let child: LayoutNode
    override var wrappedChild: LayoutNode? { child }
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(child: LayoutNode, width: NonNegativeLength?, height: NonNegativeLength?, alignment: Alignment) {
        self.child = child
        self.width = width?.value
        self.height = height?.value
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize { ProposedSize(width: width ?? p.width, height: height ?? p.height) }

    /// A frame resets the spacing preferences of the edges it constrains: a width-only frame keeps a
    /// Text's top and bottom preferences, a height-only frame a Spacer's leading and trailing ones.
    override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        (edge.isVertical ? height : width) == nil ? child.spacingTrait(edge) : .standard
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        if let width, let height { return Size(width, height) }
        let c = child.sizeThatFits(childProposal(p))
        return Size(width ?? c.width, height ?? c.height)
    }

    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        let p = ProposedSize(size)
        let c = child.sizeThatFits(childProposal(p))
        let r = aligned(child, size: c, in: Rect(origin: .zero, size: size), alignment: alignment)
        guard let v = child.explicitAlignment(key, in: c) else { return nil }
        return (key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key ? r.minY : r.minX) + v
    }

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = childProposal(ProposedSize(frame.size))
        let c = child.sizeThatFits(p)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: alignment), proposal: p)])
    }
}
