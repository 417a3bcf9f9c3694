import Foundation
import Graphics

/// A shape that fills its frame with a style.
final class ShapeNode: LayoutNode {
    let outline: ShapeOutline
    let style: ResolvedStyle
    let rule: FillRule
    let sizing: (ProposedSize) -> Size
    /// The SwiftUI view this draws ("Color", "RoundedRectangle", "LinearGradient" …), for inspection; nil
    /// for a part of a library view, which shows as that view.
    let viewName: String?

    init(outline: ShapeOutline, style: ResolvedStyle, rule: FillRule = .nonZero, viewName: String?,
         sizing: @escaping (ProposedSize) -> Size = { $0.replacingUnspecified() }) {
        self.viewName = viewName
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
