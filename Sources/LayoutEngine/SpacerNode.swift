import Foundation
import Graphics

/// Spacer: flexible along the enclosing stack's axis, from `minLength` (default 8).
package final class SpacerNode: LayoutNode {
    package let minLength: Double
    /// The axis of the stack it is in; nil outside a stack (both axes).
    package var axis: LayoutAxis?

    package init(minLength: NonNegativeLength?, axis: LayoutAxis?) {
        self.minLength = minLength?.value ?? SpacingPolicy.defaultSpacing
        self.axis = axis
    }

    package override func adoptStackAxis(_ axis: LayoutAxis) { self.axis = axis }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        func along(_ v: Double?) -> Double { max(v ?? -Double.infinity, minLength) }
        switch axis {
        case .horizontal: return Size(along(proposal.width), 0)
        case .vertical: return Size(0, along(proposal.height))
        case nil: return Size(along(proposal.width), along(proposal.height))
        }
    }

    package override var layoutPriority: Double { -.infinity }
    package override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait { .spacer }
    package override var spacerMinLength: Double? { minLength }
}
