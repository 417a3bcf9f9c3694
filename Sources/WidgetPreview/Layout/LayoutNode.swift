import Foundation
import Graphics
import Typography

/// A resolved view: `body` has been evaluated, modifiers applied and the environment read. It answers
/// size proposals (memoised per proposal, so nested stacks never re-measure exponentially) and places
/// itself into a `PlacedNode` tree with absolute frames. It never paints: lowering does.
class LayoutNode {
    private var sizeCache: [ProposedSize: Size] = [:]

    init() {}

    /// The size this view chooses for `proposal` (memoised). May exceed the proposal (overflow).
    package final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        let size = sanitizedSize(computeSize(proposal))
        sizeCache[proposal] = size
        return size
    }

    /// Override: the size for a proposal, without memoisation.
    package func computeSize(_ proposal: ProposedSize) -> Size { proposal.replacingUnspecified() }

    /// This view and its subviews placed in `frame` (absolute), which the parent sized by proposing
    /// `proposal`; the placed node is labelled with the view it shows (for `ViewLayout`), unless a subview
    /// it passes through already labelled it.
    package final func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        var placed = placeContents(in: frame, proposal: proposal)
        if placed.view == nil, let description = ViewDescription(of: self) {
            placed.view = PlacedView(description: description, proposal: proposal, size: sizeCache[proposal] ?? frame.size)
        }
        return placed
    }

    /// Override: this view and its subviews placed in `frame` (absolute), which the parent sized by
    /// proposing `proposal`.
    package func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode { PlacedNode(frame: frame) }

    /// `layoutPriority`, read from the outermost wrapper (layout modifiers reset it to 0).
    package var layoutPriority: Double { 0 }

    /// `zIndex`: the order the view is drawn in among its stack's children (higher is on top).
    package var zIndex: Double { 0 }

    /// How this view asks for spacing from its neighbour on `edge` in a stack.
    package func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait { .standard }

    /// Guides the view states itself (text baselines, `alignmentGuide`); nil uses the guide's default.
    package func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? { nil }

    /// The one child a layout modifier wraps (so a stack can tell a framed Spacer its axis).
    var wrappedChild: LayoutNode? { nil }

    /// Told the axis of the stack this view is in, also through the layout modifiers that wrap it: Spacer
    /// and Divider lay out along (across) it; every other view ignores it.
    func adoptStackAxis(_ axis: LayoutAxis) {}

    /// Spacer's minimum length along a stack's axis, nil for views that are not spacers.
    package var spacerMinLength: Double? { nil }

    package final func alignment(_ key: AlignmentKey, in size: Size) -> Double {
        if let value = explicitAlignment(key, in: size) { return sanitizedLength(value) }
        return key.defaultValue(size)
    }

    package final func dimensions(_ size: Size) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in explicitAlignment(key, in: size) }
    }
}

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
