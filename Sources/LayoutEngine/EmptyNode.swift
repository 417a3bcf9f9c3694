import Foundation
import Graphics
import Typography

/// A node that draws nothing and takes no space (EmptyView, an absent optional).
package final class EmptyNode: LayoutNode {
    override package func computeSize(_ proposal: ProposedSize) -> Size { .zero }
}
