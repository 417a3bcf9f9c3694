import Foundation
import Graphics

/// A shape whose outline is stroked.
final class StrokeNode: LayoutNode {
    let outline: ShapeOutline
    let style: ResolvedStyle
    let options: StrokeOptions
    let sizing: (ProposedSize) -> Size
    /// The SwiftUI shape stroked ("Circle", "Capsule" …), for inspection; nil
    /// for a part of a library view, which shows as that view.
    let viewName: String?

    init(outline: ShapeOutline, style: ResolvedStyle, options: StrokeOptions, viewName: String?,
         sizing: @escaping (ProposedSize) -> Size) {
        self.viewName = viewName
        self.outline = outline
        self.style = style
        self.options = options
        self.sizing = sizing
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { sizing(proposal) }

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, drawing: .stroke(outline, style, options))
    }
}
