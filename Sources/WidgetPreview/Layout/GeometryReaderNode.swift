import Foundation
import Graphics

/// Resolves its content once its frame is known (content depends on the proxy), per frame and named
/// origins: the same size at another place gives other global and named frames.
final class GeometryReaderNode: LayoutNode {
    let env: EnvironmentValues
    let make: (GeometryProxy, EnvironmentValues) -> LayoutNode
    private var contentByFrame: [ContentKey: LayoutNode] = [:]

    private struct ContentKey: Hashable {
        let frame: Rect
        let origins: [AnyHashable: Point]
    }

    init(env: EnvironmentValues, make: @escaping (GeometryProxy, EnvironmentValues) -> LayoutNode) {
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
        let content: LayoutNode
        if let cached = contentByFrame[key] { content = cached } else {
            content = make(GeometryProxy(size: CGSize(frame.size), safeAreaInsets: EdgeInsets(), frame: frame, namedOrigins: origins), env)
            contentByFrame[key] = content
        }
        let p = ProposedSize(frame.size)
        let s = content.sizeThatFits(p)
        let child = content.place(in: aligned(content, size: s, in: frame, alignment: .topLeading), proposal: p)
        return PlacedNode(frame: frame, children: [child])
    }
}
