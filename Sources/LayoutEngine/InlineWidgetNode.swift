import Foundation
import Graphics

/// An `accessoryInline` widget's content as WidgetKit shows it: one line of text and at most one image
/// (the first image or symbol before that text). Everything else the view declares (shapes, fills,
/// strokes, further images, further text) is left out when the content is placed, so it is never drawn;
/// what is kept is centred vertically in the line, where the system puts it.
package final class InlineWidgetNode: LayoutNode {
    package let content: LayoutNode

    package init(content: LayoutNode) {
        self.content = content
        super.init()
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        var selection = InlineSelection()
        guard let kept = selection.keep(content.place(in: frame, proposal: proposal)), let bounds = selection.bounds else {
            return PlacedNode(frame: frame)
        }
        // Content left out (a second line of a stack, say) no longer pushes what is kept off the line's middle.
        let shift = frame.midY - bounds.midY
        guard abs(shift) > 1e-9 else { return kept }
        return PlacedNode(frame: frame, effects: [.transform(.translation(0, shift))], children: [kept])
    }
}

/// Walks a placed tree in drawing order and keeps what an inline widget shows.
package struct InlineSelection {
    private(set) var keptImage = false
    private(set) var keptText = false
    /// The frames of what is kept, united (nil: nothing kept).
    private(set) var bounds: Rect?

    /// The node with only the kept drawings and the subviews that hold them; nil when nothing is kept.
    package mutating func keep(_ node: PlacedNode) -> PlacedNode? {
        var node = node
        if keepsDrawing(node.drawing) {
            bounds = bounds.map { $0.union(node.frame) } ?? node.frame
        } else {
            node.drawing = .none
        }
        node.children = node.children.compactMap { keep($0) }
        if case .none = node.drawing, node.children.isEmpty { return nil }
        return node
    }

    private mutating func keepsDrawing(_ drawing: Drawing) -> Bool {
        switch drawing {
        case .text:
            guard !keptText else { return false }
            keptText = true
            return true
        case .bitmap, .glyphs, .placeholder:
            // Only an image before the text: the system puts the image first.
            guard !keptImage, !keptText else { return false }
            keptImage = true
            return true
        case .fill, .stroke, .none:
            return false
        }
    }
}
