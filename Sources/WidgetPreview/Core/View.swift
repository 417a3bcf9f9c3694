import Foundation

/// A piece of user interface, as in SwiftUI: composite views describe themselves with `body`; primitive
/// views (Text, stacks, shapes …) have `Body == Never` and are turned into layout nodes directly.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Never.self) }
}

/// The `body` of a primitive view. Never called by the renderer (primitive views resolve themselves);
/// reaching it means code asked a primitive view for its body, which SwiftUI also refuses.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}

/// A view that draws nothing and takes no space or spacing in stacks.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

/// A fixed list of views produced by a `@ViewBuilder` block.
public struct TupleView<T>: View {
    public var value: T
    let elements: [any View]

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView {
    /// A tuple of views written directly, `TupleView((a, b))`: its elements are unpacked through the
    /// parameter pack, without reflection.
    public init<each V: View>(_ value: (repeat each V)) where T == (repeat each V) {
        var elements: [any View] = []
        repeat elements.append(each value)
        self.init(value: value, elements: elements)
    }
}

/// The result of `if/else` and `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// A type-erased view.
public struct AnyView: View {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    public var body: Never { primitiveBody(Self.self) }
}

/// Groups views without laying them out; modifiers on a group apply to each of its views.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
}
