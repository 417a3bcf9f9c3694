import Foundation
import Graphics

extension PlacedNode {
    /// This subtree with every frame's x flipped within `bounds` (see `LayoutDirectionNode`). A node's
    /// effects move with its frame: a clip, or a rotation or scale about an anchor in the frame, stays
    /// where it was in the view (they are the view's drawing, which is not mirrored); a mask is a laid-out
    /// subtree and flips with the rest.
    package func mirroredHorizontally(within bounds: Rect) -> PlacedNode {
        mirrored(axis: bounds.minX + bounds.maxX)
    }

    /// Flips about x = axis / 2. Children of a node whose `childrenKeepHorizontalPlacement` is set keep
    /// their distance from its left edge (`offset`, `position`), their own insides flipped.
    private func mirrored(axis: Double) -> PlacedNode {
        var node = self
        node.frame.origin.x = axis - frame.maxX
        let shift = node.frame.minX - frame.minX
        node.effects = effects.map { effect in
            if case .mask(let mask) = effect { return .mask(mask.mirrored(axis: axis)) }
            return effect.moved(dx: shift)
        }
        node.children = children.map { child in
            let flipped = child.mirrored(axis: axis)
            guard childrenKeepHorizontalPlacement else { return flipped }
            return flipped.moved(dx: node.frame.minX + (child.frame.minX - frame.minX) - flipped.frame.minX)
        }
        return node
    }

    /// This subtree moved right by `dx`.
    func moved(dx: Double) -> PlacedNode {
        guard dx != 0 else { return self }
        var node = self
        node.frame.origin.x += dx
        node.effects = effects.map { $0.moved(dx: dx) }
        node.children = children.map { $0.moved(dx: dx) }
        return node
    }
}

extension Effect {
    /// The effect of a node moved right by `dx`.
    func moved(dx: Double) -> Effect {
        switch self {
        case .clip(let outline, let rect): return .clip(outline, rect.offsetBy(dx: dx, dy: 0))
        case .transform(let t): return .transform(Transform.translation(-dx, 0).concatenating(t).concatenating(.translation(dx, 0)))
        case .mask(let mask): return .mask(mask.moved(dx: dx))
        case .opacity, .filters, .blend, .group, .unredacted: return self
        }
    }
}
