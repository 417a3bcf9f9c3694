import Foundation

/// A modifier that produces a new view from the content it modifies, as in SwiftUI.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier` receives: resolves to the modified view, in the environment in effect
/// where the modifier's body places it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let resolve: (EnvironmentValues) -> [LayoutNode]
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] { resolve(env) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody(Self.self) }
}

extension ModifiedContent: ResolvableView where Content: View, Modifier: ViewModifier {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        let content = self.content
        return ModifierResolution.apply(modifier, in: env) { Resolver.nodes(for: content, in: $0) }
    }
}

enum ModifierResolution {
    /// Applies a modifier to content given as "resolve in this environment".
    static func apply<M: ViewModifier>(_ modifier: M, in env: EnvironmentValues,
                                       content: @escaping (EnvironmentValues) -> [LayoutNode]) -> [LayoutNode] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content: content, in: env)
        }
        if let chained = modifier as? any ChainedModifier {
            return chained.resolveChain(content: content, in: env)
        }
        let body = EnvironmentValues.$current.withValue(env) { modifier.body(content: _ViewModifier_Content<M>(resolve: content)) }
        return Resolver.nodes(for: body, in: env)
    }
}

/// `modifierA.concat(modifierB)`: both applied in order.
protocol ChainedModifier {
    func resolveChain(content: @escaping (EnvironmentValues) -> [LayoutNode], in env: EnvironmentValues) -> [LayoutNode]
}

extension ModifiedContent: ChainedModifier where Content: ViewModifier, Modifier: ViewModifier {
    func resolveChain(content: @escaping (EnvironmentValues) -> [LayoutNode], in env: EnvironmentValues) -> [LayoutNode] {
        let inner = self.content, outer = self.modifier
        return ModifierResolution.apply(outer, in: env) { ModifierResolution.apply(inner, in: $0, content: content) }
    }
}

extension ViewModifier {
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers the renderer implements itself (Body == Never).
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func resolve(content: @escaping (EnvironmentValues) -> [LayoutNode], in env: EnvironmentValues) -> [LayoutNode]
}

extension PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// A modifier that wraps each resolved node of its content (layout and drawing modifiers). Applied to
/// a Group or a multi-view body, it applies to each view, as in SwiftUI.
protocol NodeModifier: PrimitiveModifier {
    func wrap(_ node: LayoutNode, in env: EnvironmentValues) -> LayoutNode
}

extension NodeModifier {
    func resolve(content: @escaping (EnvironmentValues) -> [LayoutNode], in env: EnvironmentValues) -> [LayoutNode] {
        content(env).map { wrap($0, in: env) }
    }
}

/// A modifier that changes the environment of its content.
protocol EnvironmentModifier: PrimitiveModifier {
    func modify(_ env: inout EnvironmentValues)
}

extension EnvironmentModifier {
    func resolve(content: @escaping (EnvironmentValues) -> [LayoutNode], in env: EnvironmentValues) -> [LayoutNode] {
        var changed = env
        modify(&changed)
        // A subtree given the other layout direction is flipped where it starts (`LayoutDirectionNode`).
        return content(changed).map { LayoutDirectionNode.wrapping($0, direction: changed.layoutDirection, around: env.layoutDirection) }
    }
}

/// `.environment(\.key, value)` and friends.
struct EnvironmentWritingModifier<Value>: EnvironmentModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    func modify(_ env: inout EnvironmentValues) { env[keyPath: keyPath] = value }
}

/// `.transformEnvironment(\.key) { … }` and internal environment edits.
struct EnvironmentTransformModifier: EnvironmentModifier {
    let transform: (inout EnvironmentValues) -> Void
    func modify(_ env: inout EnvironmentValues) { transform(&env) }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Package helper: edits the environment of this view's content.
    func transformingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentTransformModifier> {
        modifier(EnvironmentTransformModifier(transform: transform))
    }
}
