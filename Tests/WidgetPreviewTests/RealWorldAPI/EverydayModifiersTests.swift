import Foundation
import Testing
@testable import Graphics
import Typography
@testable import WidgetPreview

@Suite("Issue 13 group 1: accessibility forms, preview metadata, Dynamic Type sizes, openURL, luminanceToAlpha, ShapeView")
struct EverydayModifiersTests {
    private func render<V: View>(_ view: V, size: Size = Size(100, 100), configure: (inout EnvironmentValues) -> Void = { _ in })
        -> DisplayList {
        var renderer = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
        configure(&renderer.environment)
        return renderer.render(view, size: size).displayList
    }

    private func labels(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .beginGroup(.label(let s)) = $0 { return s } else { return nil } }
    }

    private func glyphSizes(_ list: DisplayList) -> [Double] {
        list.items.compactMap { if case .glyphRun(let run) = $0 { return run.size } else { return nil } }
    }

    @Test("accessibility(label:) labels the view like accessibilityLabel; accessibility(hidden:) drops labels beneath")
    func deprecatedAccessibility() {
        #expect(labels(render(Text("12").accessibility(label: Text("Twelve steps")))) == ["Twelve steps"])
        #expect(labels(render(Text("12").accessibilityLabel("Twelve steps"))) == ["Twelve steps"])
        let hidden = VStack { Text("a").accessibility(label: Text("A")) }.accessibility(hidden: true)
        #expect(labels(render(hidden)).isEmpty)
        let shown = VStack { Text("a").accessibility(label: Text("A")) }.accessibility(hidden: false)
        #expect(labels(render(shown)) == ["A"])
    }

    @Test("value, hint and identifier (Text and String forms) draw exactly what the view draws without them")
    func spokenOnlyModifiers() {
        let plain = dump(render(Text("12")))
        #expect(dump(render(Text("12").accessibility(value: Text("v")).accessibility(hint: Text("h")))) == plain)
        #expect(dump(render(Text("12").accessibilityValue("v").accessibilityHint("h").accessibilityIdentifier("id"))) == plain)
        let value: String = "twelve"
        #expect(dump(render(Text("12").accessibilityValue(value).accessibilityHint(value[...]))) == plain)
        #expect(dump(render(Text("12").accessibilityAddTraits(.isHeader))) == plain)
    }

    @Test("previewDisplayName and previewLayout after previewContext keep the family; their values read back")
    func previewMetadata() {
        let preview = Preview("Steps", provider: StepsWidget_Previews.self)
        #expect(preview.families == [.systemMedium])
        #expect(PreviewMetadata.displayName(of: StepsWidget_Previews.previews) == "Medium")
        #expect(PreviewMetadata.layout(of: StepsWidget_Previews.previews) == .fixed(width: 364, height: 170))
        #expect(PreviewMetadata.layout(of: Text("x").previewLayout(.sizeThatFits)) == .sizeThatFits)
    }

    @Test("sizeCategory and dynamicTypeSize are one setting, case for case")
    func sizeCategoryMapsToDynamicTypeSize() {
        var env = EnvironmentValues()
        #expect(env.sizeCategory == .large)
        env.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(env.dynamicTypeSize == .accessibility5)
        env.dynamicTypeSize = .xSmall
        #expect(env.sizeCategory == .extraSmall)
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize(.extraLarge) == .xLarge)
        #expect(ContentSizeCategory(.accessibility2) == .accessibilityLarge)
    }

    @Test("text styles take the HIG Dynamic Type size of the environment's category; fixed sizes stay fixed")
    func textSizesFollowTheCategory() {
        // HIG iOS Dynamic Type: body 14/15/16/17/19/21/23 (xS…xxxL), 28/33/40/47/53 (AX1…AX5);
        // caption2 is 11 up to Large, then 13; large title 31 at xS, 60 at AX5.
        #expect(glyphSizes(render(Text("a").font(.body)) { $0.sizeCategory = .extraLarge }) == [19])
        #expect(glyphSizes(render(Text("a").font(.body).environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge))) == [53])
        #expect(glyphSizes(render(Text("a").font(.caption2).environment(\.sizeCategory, .extraSmall))) == [11])
        #expect(glyphSizes(render(Text("a").font(.caption2).environment(\.sizeCategory, .extraLarge))) == [13])
        #expect(glyphSizes(render(Text("a").font(.largeTitle).dynamicTypeSize(.xSmall))) == [31])
        #expect(glyphSizes(render(Text("a").font(.system(size: 12)).dynamicTypeSize(.accessibility5))) == [12])
        // A custom font relative to body grows as body does: 10 × 19/17 at xLarge.
        let custom = glyphSizes(render(Text("a").font(.custom("Any", size: 10)).dynamicTypeSize(.xLarge)))
        #expect(custom.count == 1 && abs(custom[0] - 10.0 * 19 / 17) < 1e-9)
        #expect(glyphSizes(render(Text("a").font(.custom("Any", fixedSize: 10)).dynamicTypeSize(.xLarge))) == [10])
    }

    @Test("dynamicTypeSize(range) clamps the environment's size into the range")
    func dynamicTypeSizeRange() {
        let capped = Text("a").font(.body).dynamicTypeSize(...DynamicTypeSize.xxLarge)
        #expect(glyphSizes(render(capped.dynamicTypeSize(.accessibility3))) == [21])
        let floored = Text("a").font(.body).dynamicTypeSize(DynamicTypeSize.large...)
        #expect(glyphSizes(render(floored.dynamicTypeSize(.xSmall))) == [17])
        #expect(glyphSizes(render(Text("a").font(.body).dynamicTypeSize(.small ... .medium))) == [16])
    }

    @Test("withAnimation returns its body's result; openURL reports accepted unless a handler discards")
    func animationAndOpenURL() throws {
        #expect(withAnimation { 41 + 1 } == 42)
        var completed = false
        #expect(withAnimation(.easeIn, completionCriteria: .removed, { "done" }, completion: { completed = true }) == "done")
        #expect(completed)
        let url = try #require(URL(string: "steps://today"))
        var accepted: Bool?
        EnvironmentValues().openURL(url) { accepted = $0 }
        #expect(accepted == true)
        var seen: URL?
        let discarding = OpenURLAction { seen = $0; return .discarded }
        discarding(url) { accepted = $0 }
        #expect(accepted == false && seen == url)
    }

    @Test("showsWidgetLabel is false on iPhone and iPad; allowsTightening reaches the environment")
    func widgetLabelAndTightening() {
        #expect(EnvironmentValues().showsWidgetLabel == false)
        #expect(EnvironmentValues().allowsTightening == false)
        let list = render(Text("Steps").allowsTightening(true))
        #expect(dump(list) == dump(render(Text("Steps"))))
    }

    @Test("luminanceToAlpha: white becomes opaque black, black transparent, mid grey half-opaque black, in PNG and SVG")
    func luminanceToAlpha() throws {
        let view = HStack(spacing: 0) {
            Color.white.frame(width: 10, height: 10)
            Color.black.frame(width: 10, height: 10)
            Color(white: 0.5).frame(width: 10, height: 10)
            Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 10)
        }
        .luminanceToAlpha()
        let list = render(view, size: Size(40, 10))
        let pixels = try RasterBackend.render(list, scale: 2)
        #expect(pixels[5, 10] == (0, 0, 0, 255))
        #expect(pixels[25, 10].a == 0)
        // 0.5 × 255 = 127.5 → 128 for each channel; alpha = (0.2125 + 0.7154 + 0.0721) × 128 = 128.
        #expect(pixels[45, 10] == (0, 0, 0, 128))
        // Pure green: 0.7154 × 255 = 182.4 → 182.
        #expect(pixels[65, 10] == (0, 0, 0, 182))
        let svg = SVGBackend.render(list, title: "luminance")
        #expect(svg.contains("feColorMatrix"))
        #expect(svg.contains("0.2125 0.7154 0.0721"))
    }

    @Test("Shape.fill(_:).stroke(_:) fills the shape and strokes the same outline on top (iOS 17 ShapeView)")
    func fillThenStroke() {
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        let list = render(Circle().fill(Color(red: 1, green: 0, blue: 0)).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
            .frame(width: 40, height: 40))
        var drawn: [String] = []
        for item in list.items {
            if case .fill(let path, .solid(let c), _) = item, c == red { drawn.append("fill \(path.controlBounds)") }
            if case .stroke(let path, .solid(let c), let o) = item, c == blue { drawn.append("stroke \(path.controlBounds) \(o.width)") }
        }
        #expect(drawn == ["fill \(Rect(x: 30, y: 30, width: 40, height: 40))", "stroke \(Rect(x: 30, y: 30, width: 40, height: 40)) 4.0"])
        // strokeBorder on a ShapeView keeps the stroke inside the frame: inset by half the line width.
        let border = render(Capsule().fill(Color(red: 1, green: 0, blue: 0)).strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
            .frame(width: 40, height: 20))
        let strokes = border.items.compactMap { item -> Rect? in if case .stroke(let p, _, _) = item { return p.controlBounds } else { return nil } }
        #expect(strokes == [Rect(x: 32, y: 42, width: 36, height: 16)])
    }

    @Test("WidgetLocation has every case, .carPlay among them, usable in disfavoredLocations")
    func widgetLocations() throws {
        let all: [WidgetLocation] = [.homeScreen, .lockScreen, .standBy, .iPhoneWidgetsOnMac, .carPlay, .smartStack, .watchFace]
        #expect(Set(all).count == 7)
        let resolved = try #require(ResolvedWidgetConfiguration.of(StepsWidget()))
        #expect(resolved.disfavoredLocations[.carPlay] == [.systemMedium])
    }

    @Test("the group's fixture widget renders in its families without warnings")
    func fixtureRenders() throws {
        for family in [WidgetFamily.systemSmall, .systemMedium] {
            let image = try WidgetRenderer(family: family, context: .homeScreen, scale: 1)
                .render(StepsWidget(), entry: StepsEntry(date: RenderContext.defaultNow, steps: 6_400, goal: 10_000))
            #expect(image.warnings.isEmpty, "\(image.warnings)")
            #expect(image.width > 0)
        }
    }
}
