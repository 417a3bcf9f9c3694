import Foundation
import Graphics

/// The size and frame a GeometryReader's content is given.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in the widget's coordinates.
    let frame: Rect
    /// The origins of the named spaces above the reader, in the widget's coordinates.
    var namedOrigins: [AnyHashable: Point] = [:]

    /// The reader's frame in `coordinateSpace`: `.local` at (0, 0), `.global` in the widget's coordinates,
    /// `.named(n)` from the top-left corner of the ancestor named `n` (the global frame when no ancestor has
    /// that name, as SwiftUI falls back to).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .global: return CGRect(frame)
        case .named(let name):
            guard let origin = namedOrigins[name] else { return CGRect(frame) }
            return CGRect(x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
        }
    }

    /// iOS 17's form, for `.local`, `.global` and `.named(_:)` values of `CoordinateSpaceProtocol`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
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
            return Resolver.resolveRoot(view, in: env)
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
