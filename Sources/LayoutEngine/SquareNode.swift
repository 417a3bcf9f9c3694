import Foundation
import Graphics

/// Its child centred in a square as wide as the child's longer side: the frame a circular bordered button
/// (`buttonBorderShape(.circle)`) gives its label, so the circle encloses the whole label.
package final class SquareNode: PassthroughNode {
    package override func computeSize(_ p: ProposedSize) -> Size {
        let c = child.sizeThatFits(p)
        let side = max(c.width, c.height)
        return Size(side, side)
    }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? { nil }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let c = child.sizeThatFits(proposal)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: .center), proposal: proposal)])
    }
}
