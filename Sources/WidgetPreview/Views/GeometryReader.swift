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
