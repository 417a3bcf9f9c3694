import Foundation
import Graphics

/// `hidden()`: takes its space, draws nothing.
final class HiddenNode: PassthroughNode {
    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode { PlacedNode(frame: frame) }
}
