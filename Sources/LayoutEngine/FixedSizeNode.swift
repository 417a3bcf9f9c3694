import Foundation
import Graphics

/// `fixedSize(horizontal:vertical:)` (§6.5): nil proposals on the fixed axes.
package final class FixedSizeNode: PassthroughNode {
    package let horizontal: Bool
    package let vertical: Bool
    package init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }
    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    package override func computeSize(_ p: ProposedSize) -> Size { child.sizeThatFits(inner(p)) }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = inner(proposal)
        let c = child.sizeThatFits(p)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: .center), proposal: p)])
    }
}
