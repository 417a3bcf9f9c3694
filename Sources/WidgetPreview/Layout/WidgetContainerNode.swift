import Foundation
import Graphics

final class WidgetContainerNode: LayoutNode {
    let content: LayoutNode
    let background: LayoutNode?
    let container: WidgetContainer
    let insets: EdgeInsets

    init(content: LayoutNode, background: LayoutNode?, container: WidgetContainer, insets: EdgeInsets) {
        self.content = content
        self.background = background
        self.container = container
        self.insets = insets
        super.init()
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { container.size }

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let inner = Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                         width: max(0, frame.width - insets.leading - insets.trailing),
                         height: max(0, frame.height - insets.top - insets.bottom))
        // The content is proposed the inner size and centred in it, as SwiftUI places a widget's view.
        let contentProposal = ProposedSize(inner.size)
        let s = content.sizeThatFits(contentProposal)
        let contentFrame = Rect(x: inner.minX + (inner.width - s.width) / 2, y: inner.minY + (inner.height - s.height) / 2,
                                width: s.width, height: s.height)
        var children = [content.place(in: contentFrame, proposal: contentProposal)]
        let outline = containerOutline
        if let background {
            var placed = background.place(in: frame, proposal: ProposedSize(frame.size))
            placed.effects.insert(contentsOf: [.group(.containerBackground)] + (outline.map { [.clip($0, frame)] } ?? []), at: 0)
            children.insert(placed, at: 0)
        }
        return PlacedNode(frame: frame, effects: outline.map { [.clip($0, frame)] } ?? [], children: children)
    }

    private var containerOutline: ShapeOutline? {
        switch container.outline {
        case .roundedRect(let r): return ShapeOutline { VectorPath.roundedRect($0, radius: r, style: .continuous) }
        case .circle: return ShapeOutline { VectorPath.circle(in: $0) }
        case .none: return nil
        }
    }
}
