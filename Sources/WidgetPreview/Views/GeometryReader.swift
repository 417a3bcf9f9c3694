import Foundation
import Graphics

/// The size and frame a GeometryReader's content is given.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    let frame: Rect
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        default: return CGRect(frame)
        }
    }
}

public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

/// Takes all the space offered and gives it to its content, which it places at the top-leading corner.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        let content = self.content
        return [GeometryReaderNode(env: env) { proxy, env in
            let view = EnvironmentValues.$current.withValue(env) { content(proxy) }
            return Resolver.node(for: view, in: env, implicit: .zstack)
        }]
    }
}

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

/// The first child whose ideal size fits the proposal on the given axes (else the last).
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [ViewThatFitsNode(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                          children: Resolver.nodes(for: content, in: env))]
    }
}

final class ViewThatFitsNode: LayoutNode {
    let horizontal: Bool
    let vertical: Bool
    let children: [LayoutNode]

    init(horizontal: Bool, vertical: Bool, children: [LayoutNode]) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.children = children
    }

    func choice(_ p: ProposedSize) -> LayoutNode? {
        for child in children {
            let ideal = child.sizeThatFits(ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            let fitsW = !horizontal || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsH = !vertical || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsW && fitsH { return child }
        }
        return children.last
    }

    override func computeSize(_ p: ProposedSize) -> Size { choice(p)?.sizeThatFits(p) ?? .zero }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        guard let child = choice(proposal) else { return PlacedNode(frame: frame) }
        let s = child.sizeThatFits(proposal)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: s, in: frame, alignment: .center), proposal: proposal)])
    }
}
