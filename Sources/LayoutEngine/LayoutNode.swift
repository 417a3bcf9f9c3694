import Foundation
import Graphics
import Typography

/// A resolved view: `body` has been evaluated, modifiers applied and the environment read. It answers
/// size proposals (memoised per proposal, so nested stacks never re-measure exponentially) and places
/// itself into a `PlacedNode` tree with absolute frames. It never paints: lowering does.
package class LayoutNode {
    private var sizeCache: [ProposedSize: Size] = [:]

    package init() {}

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
    package var wrappedChild: LayoutNode? { nil }

    /// Told the axis of the stack this view is in, also through the layout modifiers that wrap it: Spacer
    /// and Divider lay out along (across) it; every other view ignores it.
    package func adoptStackAxis(_ axis: LayoutAxis) {}

    /// Spacer's minimum length along a stack's axis, nil for views that are not spacers.
    package var spacerMinLength: Double? { nil }

    package final func alignment(_ key: AlignmentKey, in size: Size) -> Double {
        if let value = explicitAlignment(key, in: size) { return sanitizedLength(value) }
        return key.defaultValue(size)
    }
}
