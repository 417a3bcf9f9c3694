import Foundation
import Graphics

/// A node that lays out exactly like its child (priority, spacing, guides pass through) and adds
/// drawing effects around it.
package class PassthroughNode: LayoutNode {
    package let child: LayoutNode
    package override var wrappedChild: LayoutNode? { child }
    package init(child: LayoutNode) {
        self.child = child
        super.init()
    }
    package override func computeSize(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    package override var layoutPriority: Double { child.layoutPriority }
    package override var zIndex: Double { child.zIndex }
    package override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait { child.spacingTrait(edge) }
    package override var spacerMinLength: Double? { child.spacerMinLength }
    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? { child.explicitAlignment(key, in: size) }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode { child.place(in: frame, proposal: proposal) }
}
