import Foundation
import Graphics

/// Views that resolve themselves into layout nodes instead of through `body`: primitive views (one
/// node) and view lists (TupleView, ForEach, Group, optionals, conditionals: any number of nodes,
/// flattened into the enclosing container so that EmptyView and nil take no spacing).
///
/// A view implements one of the two forms. `resolve(in:)` returns the nodes with the values the view
/// hands up to the renderer (`Resolution`): results flow one way, from the view that produces them up to
/// whoever uses them. `resolveNodes(in:)` is the form for views that hand nothing up themselves; the
/// resolver carries up what their subviews (resolved with `Resolver.nodes`) hand up.
protocol ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode]
}

extension ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution {
        Resolver.collectingUpwardValues { resolveNodes(in: env) }
    }

    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        Resolver.handingUp(resolve(in: env))
    }
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
    /// What the subviews of the `resolveNodes(in:)` view being resolved hand up (nil outside one).
    @TaskLocal private static var pending: PendingUpwardValues?

    /// The nodes a view resolves to, with `env` as its environment, and what it hands up.
    static func resolve<V: View>(_ view: V, in env: EnvironmentValues) -> Resolution {
        guard depth < maximumResolutionDepth else {
            return Resolution(warnings: ["\(V.self) is nested more than \(maximumResolutionDepth) levels deep (views inside views); "
                + "the rest is not drawn. Flatten the view hierarchy."])
        }
        if let resolvable = view as? any ResolvableView {
            return $depth.withValue(depth + 1) { resolvable.resolve(in: env) }
        }
        if V.Body.self == Never.self { return Resolution() }
        let body = EnvironmentValues.$current.withValue(env) { view.body }
        return $depth.withValue(depth + 1) { resolve(body, in: env) }
    }

    static func resolve(any view: any View, in env: EnvironmentValues) -> Resolution {
        resolve(view, in: env)
    }

    /// The flattened list of nodes a view resolves to (the form for `resolveNodes(in:)`): what the view
    /// hands up goes on to the view being resolved.
    static func nodes<V: View>(for view: V, in env: EnvironmentValues) -> [LayoutNode] {
        handingUp(resolve(view, in: env))
    }

    static func nodes(forAny view: any View, in env: EnvironmentValues) -> [LayoutNode] {
        nodes(for: view, in: env)
    }

    /// One node for a view: a list of several is wrapped in the implicit container.
    static func node<V: View>(for view: V, in env: EnvironmentValues, implicit: ImplicitContainer = .vstack) -> LayoutNode {
        single(nodes(for: view, in: env), implicit: implicit)
    }

    /// One node for a list of nodes: several are wrapped in the implicit container.
    static func single(_ list: [LayoutNode], implicit: ImplicitContainer = .vstack) -> LayoutNode {
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

    /// A `resolveNodes(in:)` view's nodes with what its subviews handed up while it resolved them.
    static func collectingUpwardValues(_ resolveNodes: () -> [LayoutNode]) -> Resolution {
        let (nodes, values) = collectingUpwardValues(of: resolveNodes)
        var resolution = values
        resolution.nodes = nodes
        return resolution
    }

    /// Work done outside any view (a render's own colours and names, a test calling a helper) with what
    /// was handed up while it ran: the warnings of helpers that only know their environment.
    static func collectingUpwardValues<T>(of work: () -> T) -> (T, Resolution) {
        let collected = PendingUpwardValues()
        let result = $pending.withValue(collected) { work() }
        return (result, collected.values)
    }

    /// A whole view's resolution, with what its root and the helpers it calls hand up (the entry point of
    /// a render: nothing above it collects).
    static func resolveRoot<V: View>(_ view: V, in env: EnvironmentValues) -> Resolution {
        collectingUpwardValues { nodes(for: view, in: env) }
    }

    /// A warning from a helper that has only the environment (a colour, an image, a translation looked up
    /// while a view resolves): it comes up with the `resolveNodes(in:)` view being resolved.
    static func handUp(warning message: String) {
        pending?.addWarning(message)
    }

    /// The nodes of a resolution used by a `resolveNodes(in:)` view; its upward values go to that view.
    static func handingUp(_ resolution: Resolution) -> [LayoutNode] {
        pending?.add(resolution)
        return resolution.nodes
    }
}

/// The upward values handed to one `resolveNodes(in:)` view while it resolves its subviews. Lives only
/// for that call, on its task: the adapter that lets views written before `Resolution` carry values up.
private final class PendingUpwardValues: @unchecked Sendable {
    private(set) var values = Resolution()
    func add(_ resolution: Resolution) { values.merge(upwardValuesOf: resolution) }
    func addWarning(_ message: String) { values.addWarning(message) }
}

extension EmptyView: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution { Resolution() }
}

extension TupleView: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution {
        elements.reduce(into: Resolution()) { $0.append(Resolver.resolve(any: $1, in: env)) }
    }
}

extension _ConditionalContent: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution {
        switch storage {
        case .trueContent(let v): return Resolver.resolve(v, in: env)
        case .falseContent(let v): return Resolver.resolve(v, in: env)
        }
    }
}

extension Optional: ResolvableView where Wrapped: View {
    func resolve(in env: EnvironmentValues) -> Resolution {
        switch self {
        case .some(let v): return Resolver.resolve(v, in: env)
        case .none: return Resolution()
        }
    }
}

extension AnyView: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution { Resolver.resolve(any: view, in: env) }
}

extension Group: ResolvableView where Content: View {
    func resolve(in env: EnvironmentValues) -> Resolution { Resolver.resolve(content, in: env) }
}
