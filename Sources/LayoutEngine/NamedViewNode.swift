import Foundation
import Graphics

/// A library view drawn with other views (a Gauge's rings and labels): lays out exactly like the views
/// it is drawn with, and shows in the inspected tree as the public view the developer wrote, around them.
package final class NamedViewNode: PassthroughNode {
    package let name: String

    package init(name: String, child: LayoutNode) {
        self.name = name
        super.init(child: child)
    }

    /// A level of its own, so the view's name and the views inside it both show.
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, children: [child.place(in: frame, proposal: proposal)])
    }
}
