import Foundation
import Graphics

/// `mask`: the child clipped to the mask's shapes (the DisplayList has clips, not alpha masks, so
/// the mask's shape outlines are used and its alpha is ignored).
package final class MaskNode: PassthroughNode {
    package let mask: LayoutNode
    package let alignment: LayoutAlignment
    package init(child: LayoutNode, mask: LayoutNode, alignment: LayoutAlignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child: child)
    }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = ProposedSize(frame.size)
        let s = mask.sizeThatFits(p)
        let maskPlaced = mask.place(in: aligned(mask, size: s, in: frame, alignment: alignment), proposal: p)
        return PlacedNode(frame: frame, effects: [.mask(maskPlaced)], children: [child.place(in: frame, proposal: proposal)])
    }
}
