import Foundation

/// Views computed from a collection; each element's views join the enclosing container's list.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = \Data.Element.id
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = nil
    }
}

extension ForEach: ResolvableView where Content: View {
    func resolve(in env: EnvironmentValues) -> Resolution {
        data.reduce(into: Resolution()) { $0.append(Resolver.resolve(content($1), in: env)) }
    }
}
