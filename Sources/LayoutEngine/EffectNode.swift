import Foundation
import Graphics

/// Wraps the placed child in effects (clip, opacity, filters, transforms, groups).
package final class EffectNode: PassthroughNode {
    package let effects: (Rect) -> [Effect]
    package init(child: LayoutNode, effects: @escaping (Rect) -> [Effect]) {
        self.effects = effects
        super.init(child: child)
    }
    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, effects: effects(frame), children: [child.place(in: frame, proposal: proposal)])
    }
}
