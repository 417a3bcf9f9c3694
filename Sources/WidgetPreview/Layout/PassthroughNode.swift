import Foundation
import Graphics

/// A node that lays out exactly like its child (priority, spacing, guides pass through) and adds
/// drawing effects around it.
class PassthroughNode: LayoutNode {
    let child: LayoutNode
    override var wrappedChild: LayoutNode? { child }
    init(child: LayoutNode) {
        self.child = child
        super.init()
    }
    override func computeSize(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }
    override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait { child.spacingTrait(edge) }
    override var spacerMinLength: Double? { child.spacerMinLength }
    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? { child.explicitAlignment(key, in: size) }
    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode { child.place(in: frame, proposal: proposal) }
}
