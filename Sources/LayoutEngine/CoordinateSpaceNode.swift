import Foundation
import Graphics

/// `coordinateSpace(name:)`: lays out as its child and, when placed, records its origin for the
/// GeometryReaders below that ask for the space by name.
package final class CoordinateSpaceNode: PassthroughNode {
    /// Told the space's origin when placed (WidgetPreview keeps it on the space's anchor).
    package let recordOrigin: (Point) -> Void
    package init(child: LayoutNode, recordOrigin: @escaping (Point) -> Void) {
        self.recordOrigin = recordOrigin
        super.init(child: child)
    }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        recordOrigin(frame.origin)
        return child.place(in: frame, proposal: proposal)
    }
}
