import Foundation
import Graphics

/// A shape whose outline is stroked.
package final class StrokeNode: LayoutNode {
    package let outline: ShapeOutline
    package let style: ResolvedStyle
    package let options: StrokeOptions
    package let sizing: (ProposedSize) -> Size
    /// The SwiftUI shape stroked ("Circle", "Capsule" …), for inspection; nil
    /// for a part of a library view, which shows as that view.
    package let viewName: String?

    package init(outline: ShapeOutline, style: ResolvedStyle, options: StrokeOptions, viewName: String?,
         sizing: @escaping (ProposedSize) -> Size) {
        self.viewName = viewName
        self.outline = outline
        self.style = style
        self.options = options
        self.sizing = sizing
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size { sizing(proposal) }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, drawing: .stroke(outline, style, options))
    }
}
