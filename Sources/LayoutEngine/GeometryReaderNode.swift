import Foundation
import Graphics

/// Resolves its content once its frame is known (content depends on the proxy), per frame and named
/// origins: the same size at another place gives other global and named frames.
package final class GeometryReaderNode: LayoutNode {
    /// The origins of the named coordinate spaces above, as placed so far.
    package let namedOrigins: () -> [AnyHashable: Point]
    /// The content for a frame and those origins, resolved then: what it hands up goes on the placed node.
    package let make: (Rect, [AnyHashable: Point]) -> (node: LayoutNode, handedUp: PlacedUpwardValues)
    private var contentByFrame: [ContentKey: (node: LayoutNode, handedUp: PlacedUpwardValues)] = [:]

    private struct ContentKey: Hashable {
        let frame: Rect
        let origins: [AnyHashable: Point]
    }

    package init(namedOrigins: @escaping () -> [AnyHashable: Point],
                 make: @escaping (Rect, [AnyHashable: Point]) -> (node: LayoutNode, handedUp: PlacedUpwardValues)) {
        self.namedOrigins = namedOrigins
        self.make = make
    }

    package override func computeSize(_ p: ProposedSize) -> Size {
        let s = p.replacingUnspecified()
        return Size(s.width.isInfinite ? maximumLength : s.width, s.height.isInfinite ? maximumLength : s.height)
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let origins = namedOrigins()
        let key = ContentKey(frame: frame, origins: origins)
        let made: (node: LayoutNode, handedUp: PlacedUpwardValues)
        if let cached = contentByFrame[key] { made = cached } else {
            made = make(frame, origins)
            contentByFrame[key] = made
        }
        let content = made.node
        let p = ProposedSize(frame.size)
        let s = content.sizeThatFits(p)
        let child = content.place(in: aligned(content, size: s, in: frame, alignment: .topLeading), proposal: p)
        var placed = PlacedNode(frame: frame, children: [child])
        placed.handedUp = made.handedUp
        return placed
    }
}
