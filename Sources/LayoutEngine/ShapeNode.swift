import Foundation
import Graphics

/// A shape that fills its frame with a style.
package final class ShapeNode: LayoutNode {
    package let outline: ShapeOutline
    package let style: ResolvedStyle
    package let rule: FillRule
    package let sizing: (ProposedSize) -> Size
    /// The SwiftUI view this draws ("Color", "RoundedRectangle", "LinearGradient" …), for inspection; nil
    /// for a part of a library view, which shows as that view.
    package let viewName: String?

    package init(outline: ShapeOutline, style: ResolvedStyle, rule: FillRule = .nonZero, viewName: String?,
         sizing: @escaping (ProposedSize) -> Size = { $0.replacingUnspecified() }) {
        self.viewName = viewName
        self.outline = outline
        self.style = style
        self.rule = rule
        self.sizing = sizing
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size { sizing(proposal) }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, drawing: .fill(outline, style, rule))
    }
}
