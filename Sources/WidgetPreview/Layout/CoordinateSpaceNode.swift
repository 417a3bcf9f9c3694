import Foundation
import Graphics

/// `coordinateSpace(name:)`: lays out as its child and, when placed, records its origin for the
/// GeometryReaders below that ask for the space by name.
final class CoordinateSpaceNode: PassthroughNode {
    let anchor: CoordinateSpaceAnchor
    init(child: LayoutNode, anchor: CoordinateSpaceAnchor) {
        self.anchor = anchor
        super.init(child: child)
    }
    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        anchor.origin = frame.origin
        return child.place(in: frame, proposal: proposal)
    }
}
