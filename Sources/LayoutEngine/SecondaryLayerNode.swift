import Foundation
import Graphics

/// overlay / background (§6.7): layout is the primary's; the secondary is proposed the primary's size.
package final class SecondaryLayerNode: PassthroughNode {
    package let secondary: LayoutNode
    package let alignment: LayoutAlignment
    package let isBackground: Bool

    package init(primary: LayoutNode, secondary: LayoutNode, alignment: LayoutAlignment, isBackground: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
        super.init(child: primary)
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let primary = child.place(in: frame, proposal: proposal)
        let p = ProposedSize(frame.size)
        let s = secondary.sizeThatFits(p)
        let layer = secondary.place(in: aligned(secondary, size: s, in: frame, alignment: alignment), proposal: p)
        return PlacedNode(frame: frame, children: isBackground ? [layer, primary] : [primary, layer])
    }
}
