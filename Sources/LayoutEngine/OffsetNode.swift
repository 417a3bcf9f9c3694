import Foundation
import Graphics

/// `offset`: moves the drawing, not the layout. Not mirrored right to left: a positive x moves right.
package final class OffsetNode: PassthroughNode {
    package let dx: Double
    package let dy: Double
    package init(child: LayoutNode, dx: Length, dy: Length) {
        self.dx = dx.value
        self.dy = dy.value
        super.init(child: child)
    }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let placed = child.place(in: frame.offsetBy(dx: dx, dy: dy), proposal: proposal)
        guard dx != 0 else { return placed }
        return PlacedNode(frame: frame, children: [placed], childrenKeepHorizontalPlacement: true)
    }
}
