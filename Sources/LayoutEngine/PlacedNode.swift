import Foundation
import Graphics
import Typography

/// A node placed with an absolute frame: what it draws, the effects wrapping it, and its subviews.
package struct PlacedNode {
    package var frame: Rect
    package var drawing: Drawing
    /// Applied around this node and its children, outermost first.
    package var effects: [Effect]
    package var children: [PlacedNode]
    /// Set by `offset` and `position`, which SwiftUI does not mirror right to left: the children keep
    /// their distance from this node's left edge when the layout direction flips the tree.
    package var childrenKeepHorizontalPlacement: Bool
    /// The view this node shows, for inspection (`ViewLayout`); nil for a node only drawing needs.
    package var view: PlacedView?
    /// What the views this node resolved while it was placed hand up (`upwardValues`); nil for most.
    package var handedUp: PlacedUpwardValues?

    package init(frame: Rect, drawing: Drawing = .none, effects: [Effect] = [], children: [PlacedNode] = [],
                 childrenKeepHorizontalPlacement: Bool = false) {
        self.frame = frame
        self.drawing = drawing
        self.effects = effects
        self.children = children
        self.childrenKeepHorizontalPlacement = childrenKeepHorizontalPlacement
    }
}

/// What a placed node paints itself, before its children (lowering turns it into DisplayItems).
package enum Drawing {
    case none
    /// A shape filled with a style, in the node's frame.
    case fill(ShapeOutline, ResolvedStyle, FillRule)
    /// A shape's outline stroked with a style.
    case stroke(ShapeOutline, ResolvedStyle, StrokeOptions)
    case text(TextLayout, ResolvedStyle)
    case bitmap(ImageSource, sampling: ImageDraw.Sampling, opacity: Double)
    /// A glyph run in run space with its origin at the top-left of the frame, scaled to the frame.
    case glyphs(GlyphRun, naturalSize: Size, paint: ResolvedStyle)
    /// A visible stand-in for something that could not be drawn (an unknown symbol or image).
    case placeholder
}

/// Effects around a placed subtree.
package enum Effect {
    case clip(ShapeOutline, Rect)
    case opacity(Double)
    case filters([LayerFilter])
    /// Applied to everything drawn inside (rotation, scale), around the given anchor already folded in.
    case transform(Transform)
    /// A layer composited onto what is beneath it with a blend mode (`blendMode(_:)`).
    case blend(Graphics.BlendMode)
    case group(GroupKind)
    case mask(PlacedNode)
    /// Marks a subtree under `unredacted()`: redaction around it leaves it as drawn (no drawing effect).
    case unredacted
}
