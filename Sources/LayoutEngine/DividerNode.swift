import Foundation
import Graphics

/// Divider: fills the cross axis of its stack, one pixel thick along it (horizontal outside HStacks).
package final class DividerNode: LayoutNode {
    package let thickness: Double
    package let color: RGBAColor
    /// The axis of the stack it is in; nil outside a stack (a horizontal line).
    private(set) var stackAxis: LayoutAxis?

    package init(thickness: Double, color: RGBAColor) {
        self.thickness = thickness
        self.color = color
    }

    package override func adoptStackAxis(_ axis: LayoutAxis) { stackAxis = axis }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        if stackAxis == .horizontal { return Size(thickness, proposal.height ?? 0) }
        return Size(proposal.width ?? 0, thickness)
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, drawing: .fill(.rectangle, .color(color), .nonZero))
    }
}
