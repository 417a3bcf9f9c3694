import Foundation
import Graphics

/// Views that resolve themselves into layout nodes instead of through `body`: primitive views (one
/// node) and view lists (TupleView, ForEach, Group, optionals, conditionals: any number of nodes,
/// flattened into the enclosing container so that EmptyView and nil take no spacing).
protocol ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode]
}

/// How a list of several views is laid out where one view is expected.
package enum ImplicitContainer {
    /// The root of a view and `body` with several views: a VStack, as SwiftUI's root does.
    case vstack
    /// overlay / background content: a ZStack.
    case zstack
}

/// Deepest nesting (bodies, stacks, modifiers, AnyView …) followed before resolution stops: a view that
/// contains itself, or thousands of nested stacks, would otherwise overflow the thread's stack in
/// resolution, layout or lowering. Real widgets stay far below it.
private let maximumResolutionDepth = 512

enum Resolver {
    @TaskLocal static var depth = 0

    /// The flattened list of nodes a view resolves to, with `env` as its environment.
    static func nodes<V: View>(for view: V, in env: EnvironmentValues) -> [LayoutNode] {
        guard depth < maximumResolutionDepth else {
            env.warn("\(V.self) is nested more than \(maximumResolutionDepth) levels deep (views inside views); "
                + "the rest is not drawn. Flatten the view hierarchy.")
            return []
        }
        if let resolvable = view as? any ResolvableView {
            return $depth.withValue(depth + 1) { resolvable.resolveNodes(in: env) }
        }
        if V.Body.self == Never.self { return [] }
        let body = EnvironmentValues.$current.withValue(env) { view.body }
        return $depth.withValue(depth + 1) { nodes(for: body, in: env) }
    }

    static func nodes(forAny view: any View, in env: EnvironmentValues) -> [LayoutNode] {
        nodes(for: view, in: env)
    }

    /// One node for a view: a list of several is wrapped in the implicit container.
    static func node<V: View>(for view: V, in env: EnvironmentValues, implicit: ImplicitContainer = .vstack) -> LayoutNode {
        let list = nodes(for: view, in: env)
        switch list.count {
        case 0: return EmptyNode()
        case 1: return list[0]
        default:
            switch implicit {
            case .vstack: return StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: list)
            case .zstack: return ZStackNode(alignment: .center, children: list)
            }
        }
    }
}

extension EmptyView: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { [] }
}

extension TupleView: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        elements.flatMap { Resolver.nodes(forAny: $0, in: env) }
    }
}

extension _ConditionalContent: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): return Resolver.nodes(for: v, in: env)
        case .falseContent(let v): return Resolver.nodes(for: v, in: env)
        }
    }
}

extension Optional: ResolvableView where Wrapped: View {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        switch self {
        case .some(let v): return Resolver.nodes(for: v, in: env)
        case .none: return []
        }
    }
}

extension AnyView: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(forAny: view, in: env) }
}

extension Group: ResolvableView where Content: View {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { Resolver.nodes(for: content, in: env) }
}
