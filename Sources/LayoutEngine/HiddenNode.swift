import Foundation
import Graphics

/// `hidden()`: takes its space, draws nothing.
package final class HiddenNode: PassthroughNode {
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode { PlacedNode(frame: frame) }
}
