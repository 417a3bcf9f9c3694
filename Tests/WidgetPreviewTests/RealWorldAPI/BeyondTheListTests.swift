import Foundation
import Testing
@testable import Graphics
import Typography
@testable import WidgetPreview

@Suite("Beyond issue 13's list: @ScaledMetric, symbolVariant, symbolEffect, zIndex, fontWidth, asset resources, labelsHidden")
struct BeyondTheListTests {
    private func render<V: View>(_ view: V, size: Size = Size(60, 60), engine: (any TextLayoutEngine)? = nil) throws -> DisplayList {
        let renderer = ViewRenderer(scale: 2, textEngine: try engine ?? TypeSetter.shared())
        return renderer.render(view, size: size).displayList
    }

    private func runTexts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .glyphRun(let r) = $0 { return r.text } else { return nil } }
    }

    @Test("@ScaledMetric grows with its text style: 24 × 22/12 at AX1 for caption, 24 at Large")
    func scaledMetric() {
        @ScaledMetric(relativeTo: .caption) var badge: CGFloat = 24
        @ScaledMetric var body: Double = 17
        #expect(badge == 24 && body == 17)
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility1
        let scaled = EnvironmentValues.$current.withValue(env) { (badge, body) }
        #expect(scaled.0 == 44)
        #expect(scaled.1 == 28)
    }

    @Test("symbolVariant picks the most specific symbol the icon font has, in SF Symbols' name order")
    func symbolVariants() throws {
        #expect(runTexts(try render(Image(systemName: "bell").symbolVariant(.fill))) == ["bell.fill"])
        #expect(runTexts(try render(Image(systemName: "heart").symbolVariant(.circle.fill))) == ["heart.circle.fill"])
        #expect(runTexts(try render(Image(systemName: "bell").symbolVariant(.slash.fill))) == ["bell.slash.fill"])
        #expect(runTexts(try render(Image(systemName: "bell.fill").symbolVariant(.fill))) == ["bell.fill"])
        // The modifier nearest the image wins, as in SwiftUI.
        #expect(runTexts(try render(Image(systemName: "bell").symbolVariant(.none).symbolVariant(.fill))) == ["bell"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.slash.circle.fill.candidates(for: "bell") == ["bell.slash.circle.fill", "bell.slash.circle", "bell.slash", "bell"])
    }

    @Test("a discrete symbol effect draws the symbol at rest; an active .disappear hides it")
    func symbolEffects() throws {
        let plain = dump(try render(Image(systemName: "bell")))
        #expect(dump(try render(Image(systemName: "bell").symbolEffect(.bounce, value: 1))) == plain)
        #expect(dump(try render(Image(systemName: "bell").symbolEffect(.pulse))) == plain)
        #expect(dump(try render(Image(systemName: "bell").symbolEffect(.disappear, isActive: false))) == plain)
        let hidden = try RasterBackend.render(try render(Image(systemName: "bell").symbolEffect(.disappear)), scale: 2)
        var anyInk = false
        for y in 0..<hidden.height { for x in 0..<hidden.width where hidden[x, y].a != 0 { anyInk = true } }
        #expect(!anyInk)
    }

    @Test("zIndex draws a view above its later siblings without moving it")
    func zIndex() throws {
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        func fillOrder<V: View>(_ view: V) throws -> [RGBAColor] {
            try render(view).items.compactMap { if case .fill(_, .solid(let c), _) = $0 { return c } else { return nil } }
        }
        let stacked = ZStack {
            Color(red: 1, green: 0, blue: 0).zIndex(1)
            Color(red: 0, green: 0, blue: 1)
        }
        #expect(try fillOrder(stacked) == [blue, red])
        #expect(try fillOrder(ZStack { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }) == [red, blue])
        // In an HStack the frames stay where the stack put them.
        let row = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10).zIndex(2)
            Color(red: 0, green: 0, blue: 1).frame(width: 10)
        }
        let fills = try render(row).items.compactMap { if case .fill(let p, .solid(let c), _) = $0 { return (c, p.controlBounds.minX) } else { return nil } }
        #expect(fills.map(\.0) == [blue, red])
        #expect(fills.map(\.1) == [30, 20])
    }

    @Test("fontWidth other than standard warns (no width axis); asset resources draw as their names do")
    func fontWidthAndResources() throws {
        let renderer = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
        let condensed = renderer.render(VStack { Text("a") }.fontWidth(.condensed), size: Size(20, 20))
        #expect(condensed.warnings.contains { $0.contains("fontWidth") })
        let standard = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine()).render(Text("a").fontWidth(.standard), size: Size(20, 20))
        #expect(standard.warnings.isEmpty)
        let env = EnvironmentValues()
        let (_, handedUp) = Resolver.collectingUpwardValues { Color(.brand).resolve(in: env) }
        #expect(handedUp.warnings.contains { $0.contains("Brand") })
        #expect(Image(ImageResource(name: "photo", bundle: .main)) == Image("photo"))
    }

    @Test("labelsHidden draws a toggle's switch alone; controlSize reaches the environment")
    func labelsHiddenAndControlSize() throws {
        let engine = FixedAdvanceTextEngine()
        #expect(runTexts(try render(Toggle("Wi-Fi", isOn: .constant(true)), size: Size(120, 40), engine: engine)) == ["Wi-Fi"])
        #expect(runTexts(try render(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), size: Size(120, 40), engine: engine)).isEmpty)
        var env = EnvironmentValues()
        #expect(env.controlSize == .regular)
        env.controlSize = .mini
        #expect(env.controlSize == .mini)
    }

    @Test("the fixture's badge renders without warnings: the bell is filled, the count drawn above it")
    func fixtureRenders() throws {
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(BadgeView())
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        #expect(runTexts(image.displayList) == ["bell.fill", "3"])
    }
}
