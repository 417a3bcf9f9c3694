import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// Resolution hands its upward values back explicitly (`Resolution`), instead of writing them into a
/// sink carried by the environment. Views written in the older `resolveNodes(in:)` form still carry
/// their subviews' values up.
@Suite("upward values of resolution")
struct UpwardValuesTests {
    /// A view in the older form, with a subview: it hands nothing up itself.
    struct OldFormBox<Content: View>: View, ResolvableView {
        let content: Content
        var body: Never { primitiveBody(Self.self) }
        func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
            [ZStackNode(alignment: .center, children: Resolver.nodes(for: content, in: env))]
        }
    }

    /// The colour a declared background fills with, resolved as the container would.
    static func backgroundColor(_ resolution: Resolution) throws -> String? {
        let declared = try #require(resolution.containerBackground)
        let placed = Resolver.node(for: declared.view, in: declared.env).place(in: Rect(x: 0, y: 0, width: 10, height: 10),
                                                                               proposal: ProposedSize(Size(10, 10)))
        func fill(_ node: PlacedNode) -> String? {
            if case .fill(_, .color(let color), _) = node.drawing { return color.hexRGB }
            return node.children.lazy.compactMap(fill).first
        }
        return fill(placed)
    }

    @Test("a background declared inside stacks, lists and ForEach comes up with the content's nodes")
    func backgroundComesUpExplicitly() throws {
        let view = VStack {
            Text("a")
            HStack {
                ForEach(0..<2) { i in
                    if i == 1 { Text("b").containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget) }
                }
            }
        }
        let resolution = Resolver.resolve(view, in: EnvironmentValues())
        #expect(resolution.nodes.count == 1)
        #expect(try Self.backgroundColor(resolution) == "#ff0000")
    }

    @Test("a view in the older resolveNodes form carries its subviews' background up")
    func oldFormCarriesValuesUp() throws {
        let view = OldFormBox(content: Text("a").containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget))
        let resolution = Resolver.resolve(view, in: EnvironmentValues())
        #expect(resolution.nodes.count == 1)
        #expect(try Self.backgroundColor(resolution) == "#0000ff")
    }

    @Test("the outermost declaration wins, then the first of siblings")
    func outermostThenFirstWins() throws {
        let nested = Text("a").containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
            .containerBackground(Color(red: 0, green: 1, blue: 0), for: .widget)
        #expect(try Self.backgroundColor(Resolver.resolve(nested, in: EnvironmentValues())) == "#00ff00")
        let siblings = VStack {
            Text("a").containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
            Text("b").containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
        }
        #expect(try Self.backgroundColor(Resolver.resolve(siblings, in: EnvironmentValues())) == "#ff0000")
    }

    @Test("a navigation background is not the widget's, and nothing is declared without the modifier")
    func onlyTheWidgetPlacementComesUp() {
        #expect(Resolver.resolve(Text("a").containerBackground(Color.red, for: .navigation), in: EnvironmentValues()).containerBackground == nil)
        #expect(Resolver.resolve(VStack { Text("a") }, in: EnvironmentValues()).containerBackground == nil)
    }

    @Test("the widget renderer draws the background its content handed up, at the container's corner")
    func rendererUsesTheHandedUpBackground() throws {
        let view = OldFormBox(content: Text("a").containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget))
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(view)
        #expect(try image.bitmap.rgbaAt(4, 85) == (0, 0, 255, 255))
        #expect(!image.warnings.contains { $0.contains("declares no containerBackground") })
    }
}
