import Foundation
import Graphics
import Typography

/// ZStack: every child gets the stack's proposal; size from the highest-priority children (§6.8).
package final class ZStackNode: LayoutNode {
    package let alignment: LayoutAlignment
    package let children: [LayoutNode]

    package init(alignment: LayoutAlignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    private var topPriority: Double { children.map(\.layoutPriority).max() ?? 0 }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        let top = topPriority
        var w = 0.0, h = 0.0
        for child in children where child.layoutPriority == top {
            let s = child.sizeThatFits(proposal)
            w = max(w, s.width)
            h = max(h, s.height)
        }
        return Size(w, h)
    }

    package override var layoutPriority: Double { 0 }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        for child in children {
            let s = child.sizeThatFits(ProposedSize(size))
            if let v = child.explicitAlignment(key, in: s) {
                let placed = aligned(child, size: s, in: Rect(origin: .zero, size: size), alignment: alignment)
                let isVertical = key == AlignmentKey.firstTextBaseline || key == AlignmentKey.lastTextBaseline
                return (isVertical ? placed.minY : placed.minX) + v
            }
        }
        return nil
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = ProposedSize(frame.size)
        let sizes = children.map { $0.sizeThatFits(p) }
        let top = topPriority
        let hKey = alignment.horizontal, vKey = alignment.vertical
        var refX = -Double.infinity, refY = -Double.infinity
        for (child, s) in zip(children, sizes) where child.layoutPriority == top {
            refX = max(refX, child.alignment(hKey, in: s))
            refY = max(refY, child.alignment(vKey, in: s))
        }
        if !refX.isFinite { refX = hKey.defaultValue(frame.size) }
        if !refY.isFinite { refY = vKey.defaultValue(frame.size) }
        let placed = zip(children, sizes).map { child, s in
            let x = child.alignment(hKey, in: s), y = child.alignment(vKey, in: s)
            var node = child.place(in: Rect(origin: Point(frame.minX + refX - x, frame.minY + refY - y), size: clampedForPlacement(s)),
                                   proposal: p)
            node.recordAlignmentGuide(hKey, axis: .horizontal, value: x)
            node.recordAlignmentGuide(vKey, axis: .vertical, value: y)
            return node
        }
        return PlacedNode(frame: frame, children: ZIndexOrder.drawingOrder(placed, of: children))
    }
}
