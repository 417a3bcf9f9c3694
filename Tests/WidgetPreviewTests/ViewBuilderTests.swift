import Testing
import Graphics
@testable import WidgetPreview

/// Every result-builder form SwiftUI code uses must compile and resolve to the right children.
@Suite("ViewBuilder forms")
struct ViewBuilderTests {
    enum Kind { case a, b, c }
    struct Item: Identifiable { let id: Int }

    struct Custom: View {
        var flag: Bool
        var body: some View {
            if flag { Color.red } else { Color.blue }
        }
    }

    struct MultiBody: View {
        var body: some View {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
    }

    @ViewBuilder func helper(_ kind: Kind) -> some View {
        switch kind {
        case .a: Color.red
        case .b: Text("b")
        default: EmptyView()
        }
    }

    /// The number of nodes a view resolves to, flattened.
    func count<V: View>(_ view: V) -> Int { Resolver.nodes(for: view, in: testRenderer().environment).count }

    @Test("blocks of any length (parameter packs), including more than ten views")
    func longBlocks() {
        let view = VStack {
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
        }
        #expect(count(TupleView((Color.red, Color.blue))) == 2)
        let stack = Resolver.nodes(for: view, in: testRenderer().environment).first as? StackNode
        #expect(stack?.children.count == 12)
    }

    @Test("if, if let, if/else, switch with default, optionals, local lets, ForEach, Group, AnyView")
    func controlFlow() {
        let optionalName: String? = "x"
        let none: String? = nil
        let view = VStack {
            let local = 3
            if local > 2 { Color.red }
            if let name = optionalName { Text(name) }
            if let name = none { Text(name) }
            if local > 5 { Color.red } else { Color.blue }
            helper(.a)
            helper(.c)
            ForEach(0..<local) { _ in Color.green }
            ForEach([Item(id: 1), Item(id: 2)]) { _ in Color.green }
            ForEach(["a", "b"], id: \.self) { Text($0) }
            Group { Color.red; Color.blue }
            AnyView(Color.red)
            Custom(flag: true)
        }
        let stack = Resolver.nodes(for: view, in: testRenderer().environment).first as? StackNode
        // 1 + 1 + 0 + 1 + 1 + 0 + 3 + 2 + 2 + 2 + 1 + 1
        #expect(stack?.children.count == 15)
    }

    @Test("#available goes through buildLimitedAvailability")
    func availability() {
        let view = VStack {
            if #available(macOS 14, iOS 17, *) { Color.red } else { Color.blue }
        }
        #expect((Resolver.nodes(for: view, in: testRenderer().environment).first as? StackNode)?.children.count == 1)
    }

    @Test("a body with several views resolves to each; modifiers on it apply to each")
    func multiViewBody() {
        #expect(count(MultiBody()) == 2)
        #expect(count(MultiBody().padding()) == 2)
        let (size, _) = place(HStack(spacing: 0) { MultiBody().padding(1) }, .unspecified)
        #expect(size == Size(24, 12))
    }

    @Test("an empty block is EmptyView and takes no space")
    func emptyBlock() {
        #expect(count(VStack {}) == 1)
        #expect(place(VStack {}, .unspecified).size == .zero)
    }

    @Test("custom ViewModifier bodies receive their content")
    func customModifier() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(4).background(Color.gray) }
        }
        let (size, placed) = place(Color.red.frame(width: 10, height: 10).modifier(Card()), .unspecified)
        #expect(size == Size(18, 18))
        #expect(drawnFrames(placed) == [R(0, 0, 18, 18), R(4, 4, 10, 10)])
    }
}
