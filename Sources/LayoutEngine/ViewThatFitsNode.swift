import Foundation
import Graphics

package final class ViewThatFitsNode: LayoutNode {
    package let horizontal: Bool
    package let vertical: Bool
    package let children: [LayoutNode]

    package init(horizontal: Bool, vertical: Bool, children: [LayoutNode]) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.children = children
    }

    package func choice(_ p: ProposedSize) -> LayoutNode? {
        for child in children {
            let ideal = child.sizeThatFits(ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            let fitsW = !horizontal || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsH = !vertical || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsW && fitsH { return child }
        }
        return children.last
    }

    package override func computeSize(_ p: ProposedSize) -> Size { choice(p)?.sizeThatFits(p) ?? .zero }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        guard let child = choice(proposal) else { return PlacedNode(frame: frame) }
        let s = child.sizeThatFits(proposal)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: s, in: frame, alignment: .center), proposal: proposal)])
    }
}
