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

    static let listWarning = "List is not drawn in widgets (WidgetKit shows nothing for it); use a VStack with ForEach"
    static let blendWarning = "blendMode(.colorBurn) is not supported by the renderers: drawn as .multiply"

    @Test("warnings come up from nested stacks, ForEach, modifiers and old-form views, in order and once each")
    func warningsComeUpExplicitly() {
        let view = VStack {
            HStack {
                ForEach(0..<3) { i in
                    if i > 0 { Color.red.blendMode(.colorBurn).padding(2) }
                }
            }
            OldFormBox(content: ZStack { List { Text("x") } })
            List { Text("y") }
        }
        let resolution = Resolver.resolve(view, in: EnvironmentValues())
        #expect(resolution.warnings == [Self.blendWarning, Self.listWarning])
        #expect(Resolver.resolve(VStack { Text("a") }, in: EnvironmentValues()).warnings.isEmpty)
    }

    @Test("a view nested deeper than resolution follows hands its warning up instead of overflowing")
    func depthWarningComesUp() {
        struct Deep: View {
            let level: Int
            var body: some View { if level > 0 { Deep(level: level - 1) } else { Text("end") } }
        }
        let warnings = Resolver.resolve(Deep(level: 600), in: EnvironmentValues()).warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("is nested more than 512 levels deep (views inside views); the rest is not drawn. Flatten the view hierarchy.") == true)
    }

    @Test("accessibility labels come up outer before inner, in reading order; hidden content hands none up")
    func accessibilityLabelsComeUp() {
        let view = VStack {
            Text("12").accessibilityLabel("Twelve")
            HStack {
                ForEach(0..<2) { i in Color.red.accessibilityLabel("Dot \(i)") }
            }
            .accessibilityLabel("Dots")
            OldFormBox(content: Text("a").accessibility(label: Text("Old")))
            VStack { Text("b").accessibilityLabel("Hidden") }.accessibilityHidden(true)
            Text("c").accessibilityLabel("Shown").accessibilityHidden(false)
        }
        let resolution = Resolver.resolve(view, in: EnvironmentValues())
        #expect(resolution.accessibilityLabels == ["Twelve", "Dots", "Dot 0", "Dot 1", "Old", "Shown"])
    }

    @Test("the outermost widgetURL wins; Link destinations come up in reading order, a link's before those in its label")
    func urlsComeUp() throws {
        let a = try #require(URL(string: "app://a")), b = try #require(URL(string: "app://b"))
        let c = try #require(URL(string: "app://c")), d = try #require(URL(string: "app://d"))
        let view = VStack {
            Link(destination: c) { Link("inner", destination: d) }
            OldFormBox(content: Link("old", destination: a))
            Text("x").widgetURL(b)
        }
        .widgetURL(a)
        let resolution = Resolver.resolve(view, in: EnvironmentValues())
        #expect(resolution.widgetURL == a)
        #expect(resolution.linkDestinations == [c, d, a])
        #expect(Resolver.resolve(VStack { Text("x").widgetURL(b) }.widgetURL(nil), in: EnvironmentValues()).widgetURL == b)
        #expect(Resolver.resolve(Text("x"), in: EnvironmentValues()).widgetURL == nil)
    }

    @Test("the widget renderer returns what the content and its background handed up, and the placed texts' warnings")
    func rendererReturnsUpwardValues() throws {
        let url = try #require(URL(string: "app://open")), link = try #require(URL(string: "app://link"))
        let scalar = try #require(Unicode.Scalar(0x10FFFD))
        let view = VStack {
            Text("a").accessibilityLabel("A")
            Link("go", destination: link)
            Text(String(Character(scalar)))
            OldFormBox(content: List { Text("y") })
        }
        .widgetURL(url)
        .containerBackground(for: .widget) { Color.red.blendMode(.colorBurn) }
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(view)
        let glyph = "No bundled font has U+10FFFD (\(String(Character(scalar)).debugDescription)); drawn as a missing-glyph box."
        #expect(image.warnings == [Self.listWarning, Self.blendWarning, glyph])
        #expect(image.accessibilityLabels == ["A"])
        #expect(image.widgetURL == url)
        #expect(image.linkDestinations == [link])
        // Where the place removes the background, it is not resolved: its warning does not come up.
        let standBy = try WidgetRenderer(family: .systemSmall, context: .standBy, scale: 1).render(view)
        #expect(standBy.warnings == [Self.listWarning, glyph])
    }

    @Test("a GeometryReader's content, resolved while it is placed, hands its values up with the placed tree")
    func geometryReaderContentComesUp() throws {
        let url = try #require(URL(string: "app://geo"))
        let renderer = ViewRenderer(scale: 1, textEngine: FixedAdvanceTextEngine())
        let reader = GeometryReader { _ in
            VStack { List { Text("x") }; Link("l", destination: url) }.accessibilityLabel("Geo")
        }
        let output = renderer.render(VStack { Text("a").accessibilityLabel("A"); reader }, size: Size(100, 100))
        #expect(output.warnings == [Self.listWarning])
        #expect(output.accessibilityLabels == ["A", "Geo"])
        #expect(output.linkDestinations == [url])
        let hidden = renderer.render(reader.accessibilityHidden(true), size: Size(100, 100))
        #expect(hidden.accessibilityLabels.isEmpty)
        #expect(hidden.warnings == [Self.listWarning])
    }

    @Test("a Live Activity's style comes up with the resolution: per property the outermost, then the first sibling")
    func activityStyleComesUp() {
        let view = VStack {
            Color.red.activityBackgroundTint(.green).activitySystemActionForegroundColor(.white)
            OldFormBox(content: Color.blue.activityBackgroundTint(.yellow))
        }
        .activityBackgroundTint(nil)
        .activityBackgroundTint(.orange)
        let style = Resolver.resolve(view, in: EnvironmentValues()).activityStyle
        #expect(style == ActivityStyle(backgroundTint: .orange, systemActionForeground: .white))
        let siblings = VStack { Color.red.activityBackgroundTint(.green); Color.red.activityBackgroundTint(.yellow) }
        #expect(Resolver.resolve(siblings, in: EnvironmentValues()).activityStyle == ActivityStyle(backgroundTint: .green))
        #expect(Resolver.resolve(Text("a"), in: EnvironmentValues()).activityStyle == ActivityStyle())
    }

    @Test("a GeometryReader's activity tint comes up with the placed tree")
    func activityStyleFromGeometryReader() {
        let renderer = ViewRenderer(scale: 1, textEngine: FixedAdvanceTextEngine())
        let output = renderer.render(VStack { GeometryReader { _ in Color.red.activityBackgroundTint(.green) } }, size: Size(10, 10))
        #expect(output.activityStyle == ActivityStyle(backgroundTint: .green))
    }

    @Test("an expanded region's vertical placement comes up with the resolution: the outermost wins")
    func verticalPlacementComesUp() {
        let inner = Color.red.dynamicIsland(verticalPlacement: .default)
        #expect(Resolver.resolve(inner.dynamicIsland(verticalPlacement: .belowIfTooWide), in: EnvironmentValues()).verticalPlacement
            == .belowIfTooWide)
        #expect(Resolver.resolve(OldFormBox(content: inner), in: EnvironmentValues()).verticalPlacement == .default)
        #expect(Resolver.resolve(Text("a"), in: EnvironmentValues()).verticalPlacement == nil)
    }
}
