import Foundation
import Graphics

/// Resolves its content once its size is known (content depends on the proxy), per size.
final class GeometryReaderNode: LayoutNode {
    let env: EnvironmentValues
    let make: (GeometryProxy, EnvironmentValues) -> LayoutNode
    private var contentBySize: [Size: LayoutNode] = [:]

    init(env: EnvironmentValues, make: @escaping (GeometryProxy, EnvironmentValues) -> LayoutNode) {
        self.env = env
        self.make = make
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let s = p.replacingUnspecified()
        return Size(s.width.isInfinite ? maximumLength : s.width, s.height.isInfinite ? maximumLength : s.height)
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let content: LayoutNode
        if let cached = contentBySize[frame.size] { content = cached } else {
            content = make(GeometryProxy(size: CGSize(frame.size), safeAreaInsets: EdgeInsets(), frame: frame), env)
            contentBySize[frame.size] = content
        }
        let p = ProposedSize(frame.size)
        let s = content.sizeThatFits(p)
        let child = content.place(in: aligned(content, size: s, in: frame, alignment: .topLeading), proposal: p)
        return PlacedNode(frame: frame, children: [child])
    }
}
