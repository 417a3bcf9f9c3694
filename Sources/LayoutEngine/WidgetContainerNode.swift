import Foundation
import Graphics

package final class WidgetContainerNode: LayoutNode {
    package let content: LayoutNode
    package let background: LayoutNode?
    package let size: Size
    /// The container's outline (it clips the content and the background), nil for none.
    package let outline: ShapeOutline?
    /// The content margins.
    package let insets: Insets

    package init(content: LayoutNode, background: LayoutNode?, size: Size, outline: ShapeOutline?, insets: Insets) {
        self.content = content
        self.background = background
        self.size = size
        self.outline = outline
        self.insets = insets
        super.init()
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size { size }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let inner = Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                         width: max(0, frame.width - insets.left - insets.right),
                         height: max(0, frame.height - insets.top - insets.bottom))
        // The content is proposed the inner size and centred in it, as SwiftUI places a widget's view.
        let contentProposal = ProposedSize(inner.size)
        let s = content.sizeThatFits(contentProposal)
        let contentFrame = Rect(x: inner.minX + (inner.width - s.width) / 2, y: inner.minY + (inner.height - s.height) / 2,
                                width: s.width, height: s.height)
        var children = [content.place(in: contentFrame, proposal: contentProposal)]
        if let background {
            var placed = background.place(in: frame, proposal: ProposedSize(frame.size))
            placed.effects.insert(contentsOf: [.group(.containerBackground)] + (outline.map { [.clip($0, frame)] } ?? []), at: 0)
            children.insert(placed, at: 0)
        }
        return PlacedNode(frame: frame, effects: outline.map { [.clip($0, frame)] } ?? [], children: children)
    }
}
