import Foundation
import Graphics

final class ViewThatFitsNode: LayoutNode {
    let horizontal: Bool
    let vertical: Bool
    let children: [LayoutNode]

    init(horizontal: Bool, vertical: Bool, children: [LayoutNode]) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.children = children
    }

    func choice(_ p: ProposedSize) -> LayoutNode? {
        for child in children {
            let ideal = child.sizeThatFits(ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            let fitsW = !horizontal || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsH = !vertical || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsW && fitsH { return child }
        }
        return children.last
    }

    override func computeSize(_ p: ProposedSize) -> Size { choice(p)?.sizeThatFits(p) ?? .zero }

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        guard let child = choice(proposal) else { return PlacedNode(frame: frame) }
        let s = child.sizeThatFits(proposal)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: s, in: frame, alignment: .center), proposal: proposal)])
    }
}
