import Foundation
import Graphics

/// `position(x:y:)`: takes all the space offered and centres the child on the point, measured from the
/// left edge in either layout direction.
package final class PositionNode: LayoutNode {
    package let child: LayoutNode
    package let point: Point
    package init(child: LayoutNode, x: Length, y: Length) {
        self.child = child
        self.point = Point(x.value, y.value)
    }
    package override func computeSize(_ p: ProposedSize) -> Size { p.replacingUnspecified() }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = ProposedSize(frame.size)
        let c = clampedForPlacement(child.sizeThatFits(p))
        let r = Rect(x: frame.minX + point.x - c.width / 2, y: frame.minY + point.y - c.height / 2, width: c.width, height: c.height)
        return PlacedNode(frame: frame, children: [child.place(in: r, proposal: p)], childrenKeepHorizontalPlacement: true)
    }
}
