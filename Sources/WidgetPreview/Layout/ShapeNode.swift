import Foundation
import Graphics

/// A shape that fills its frame with a style.
final class ShapeNode: LayoutNode {
    let outline: ShapeOutline
    let style: ResolvedStyle
    let rule: FillRule
    let sizing: (ProposedSize) -> Size

    init(outline: ShapeOutline, style: ResolvedStyle, rule: FillRule = .nonZero,
         sizing: @escaping (ProposedSize) -> Size = { $0.replacingUnspecified() }) {
        self.outline = outline
        self.style = style
        self.rule = rule
        self.sizing = sizing
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { sizing(proposal) }

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, drawing: .fill(outline, style, rule))
    }
}
