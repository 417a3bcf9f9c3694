import Foundation
import Graphics

/// Resolves its content once its frame is known (content depends on the proxy), per frame and named
/// origins: the same size at another place gives other global and named frames.
final class GeometryReaderNode: LayoutNode {
    let env: EnvironmentValues
    /// The content for a proxy, resolved then: what it hands up goes on the placed node.
    let make: (GeometryProxy, EnvironmentValues) -> Resolution
    private var contentByFrame: [ContentKey: (node: LayoutNode, handedUp: PlacedUpwardValues)] = [:]

    private struct ContentKey: Hashable {
        let frame: Rect
        let origins: [AnyHashable: Point]
    }

    init(env: EnvironmentValues, make: @escaping (GeometryProxy, EnvironmentValues) -> Resolution) {
        self.env = env
        self.make = make
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let s = p.replacingUnspecified()
        return Size(s.width.isInfinite ? maximumLength : s.width, s.height.isInfinite ? maximumLength : s.height)
    }

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let origins = env.namedCoordinateSpaces.compactMapValues(\.origin)
        let key = ContentKey(frame: frame, origins: origins)
        let made: (node: LayoutNode, handedUp: PlacedUpwardValues)
        if let cached = contentByFrame[key] { made = cached } else {
            let resolution = make(GeometryProxy(size: CGSize(frame.size), safeAreaInsets: EdgeInsets(), frame: frame, namedOrigins: origins), env)
            made = (Resolver.single(resolution.nodes, implicit: .zstack), resolution.placedUpwardValues)
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
