import Foundation
import Graphics

/// Where the layout direction changes (the render locale's right-to-left root, or
/// `.environment(\.layoutDirection, …)` giving a subtree the other direction): the subtree is laid out
/// as if left to right, then every view's x is flipped within this frame. That is SwiftUI's own rule
/// ("SwiftUI horizontally flips the x position of each view within its parent"), so stacks, grids,
/// padding, alignment, frames, overlays and spacers mirror with no node knowing the direction; the
/// views' own drawings (text, shapes, images) are moved, not mirrored. An island of the first direction
/// inside the second is flipped twice, which is a move: its inside keeps the island's direction.
package final class LayoutDirectionNode: PassthroughNode {
    /// A horizontal guide the subtree states is an x in its own direction; the parent, on the other side of
    /// the flip, sees it mirrored within the view's width (SwiftUI converts guides across the boundary), so
    /// an island's `alignmentGuide` mark lines up with its parent's alignment on screen.
    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        guard let value = child.explicitAlignment(key, in: size) else { return nil }
        return key.isHorizontal ? size.width - value : value
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        child.place(in: frame, proposal: proposal).mirroredHorizontally(within: frame)
    }
}
