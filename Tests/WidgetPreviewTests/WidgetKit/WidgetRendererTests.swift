import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

@Suite struct WidgetRendererTests {
    @Test(arguments: [
        (WidgetFamily.systemSmall, "homeScreen", 340, 340), (.systemMedium, "homeScreen", 728, 340),
        (.systemLarge, "homeScreen", 728, 764), (.accessoryCircular, "lockScreen", 152, 152),
        (.accessoryRectangular, "lockScreen", 344, 152), (.accessoryInline, "lockScreen", 514, 52),
        (.systemSmall, "iPadLockScreen", 304, 304), (.accessoryRectangular, "iPadLockScreen", 304, 126),
        (.accessoryRectangular, "smartStack", 368, 162),  // 184×80.5 pt on a whole-point canvas
    ])
    func familySizesPerDeviceAtScale2(family: WidgetFamily, place: String, width: Int, height: Int) throws {
        let context = try #require(RenderContext.presets.first { $0.name == place })
        let image = try WidgetRenderer(family: family, context: context, scale: 2).render(Color.clear)
        #expect(image.width == width && image.height == height)
    }

    @Test func otherDeviceRowsComeFromTheTable() throws {
        var context = RenderContext.homeScreen
        context.device = .iPhone390x844
        let image = try WidgetRenderer(family: .systemMedium, context: context, scale: 1).render(Color.clear)
        #expect(image.width == 338 && image.height == 158)
        context.device = .iPadLockScreen820x1180
        #expect(throws: WidgetRenderError.familyNotOnDevice(family: .systemMedium, device: "iPad 820×1180 Lock Screen")) {
            try WidgetRenderer(family: .systemMedium, context: context, scale: 1).render(Color.clear)
        }
    }

    @Test(arguments: [
        ("homeScreen", WidgetFamily.systemSmall, 16.0), ("homeScreenTinted", .systemLarge, 16), ("standBy", .systemSmall, 11),
        ("iPadLockScreen", .systemSmall, 11), ("lockScreen", .accessoryRectangular, 0), ("smartStack", .accessoryRectangular, 8),
    ])
    func contentMarginsPerPlaceAndFamily(place: String, family: WidgetFamily, margin: Double) throws {
        let context = try #require(RenderContext.presets.first { $0.name == place })
        let probe = EnvironmentProbe()
        _ = try WidgetRenderer(family: family, context: context, scale: 1).render(ProbeView(probe: probe))
        #expect(probe.margins == EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin))
        #expect(probe.family == family)
        #expect(probe.showsBackground == context.showsContainerBackground)
        #expect(probe.mode == context.renderingMode)
    }

    @Test func homeScreenDrawsTheBackgroundInTheRoundedContainerWithTransparentCorners() throws {
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(FixtureWidget(), entry: FixtureEntry(date: .now, text: "Hi"))
        #expect(try image.bitmap.rgbaAt(0, 0).a == 0)                    // outside the 22 pt continuous corner
        #expect(try image.bitmap.rgbaAt(169, 169).a == 0)
        let margin = try image.bitmap.rgbaAt(4, 85)                      // inside the 16 pt margin: the background
        #expect(margin.r == 255 && margin.g < 80 && margin.a == 255)
        #expect(image.warnings.isEmpty)
    }

    @Test func removedBackgroundLeavesCornersAndMarginsTransparent() throws {
        var context = RenderContext.standBy
        context.backdrop = .none
        let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(
            Color.green.frame(width: 20, height: 20).containerBackground(Color.red, for: .widget))
        #expect(try image.bitmap.rgbaAt(0, 0).a == 0)
        // StandBy draws the 170-pt widget scaled to its 398-pt slot (StandByScaleTests).
        for x in 0..<398 { #expect(try image.bitmap.rgbaAt(x, 5).a == 0) }   // the top margin band
        #expect(try image.bitmap.rgbaAt(199, 199) == (0, 255, 0, 255) || image.bitmap.rgbaAt(199, 199).g > 150)
    }

    @Test func nonRemovableBackgroundIsNotOfferedWhereBackgroundsAreRemoved() throws {
        let entry = FixtureEntry(date: .now, text: "")
        for place in [RenderContext.standBy, .standByNight, .iPadLockScreen] {
            // The library's default draws it anyway, saying WidgetKit would not offer it there.
            let drawn = try WidgetRenderer(family: .systemSmall, context: place, scale: 1).render(FixedBackgroundWidget(), entry: entry)
            #expect(drawn.warnings.contains { $0.contains("WidgetKit does not offer it in \(place.name)") })
            var renderer = WidgetRenderer(family: .systemSmall, context: place, scale: 1)
            renderer.refusesPlacesThatDoNotOfferTheWidget = true
            #expect(throws: WidgetRenderError.notOfferedInPlace(widget: "fixed", place: place.name)) {
                try renderer.render(FixedBackgroundWidget(), entry: entry)
            }
            #expect(throws: WidgetRenderError.notOfferedInPlace(widget: "fixed", place: place.name)) {
                try renderer.renderPlaceholder(FixedBackgroundWidget())
            }
        }
        // Where the background is shown, or kept under the tint, the widget is drawn with it.
        var tinted = RenderContext.homeScreenTinted
        tinted.backdrop = .none
        let image = try WidgetRenderer(family: .systemSmall, context: tinted, scale: 1).render(FixedBackgroundWidget(), entry: entry)
        #expect(!image.warnings.contains { $0.contains("containerBackgroundRemovable(false)") })
        #expect(try image.bitmap.rgbaAt(4, 85).a == 255)
    }

    @Test func missingContainerBackgroundGetsTheSystemBackgroundAndAWarning() throws {
        let light = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(Text("x"))
        #expect(try light.bitmap.rgbaAt(4, 85) == (255, 255, 255, 255))
        #expect(light.warnings.contains { $0.contains("containerBackground(for: .widget)") })
        let dark = try WidgetRenderer(family: .systemSmall, context: .homeScreenDark, scale: 1).render(Text("x"))
        #expect(try dark.bitmap.rgbaAt(4, 85) == (28, 28, 30, 255))
    }

    @Test func unsupportedFamilyIsAnErrorNamingTheWidgetAndItsFamilies() throws {
        let renderer = WidgetRenderer(family: .systemLarge, context: .homeScreen, scale: 1)
        do {
            _ = try renderer.render(FixtureWidget(), entry: FixtureEntry(date: .now, text: "x"))
            Issue.record("expected an error")
        } catch let error as WidgetRenderError {
            #expect(error == .unsupportedFamily(widget: "FixtureWidget", family: .systemLarge, supported: [.systemSmall, .accessoryRectangular]))
            #expect(error.description.contains("FixtureWidget") && error.description.contains("systemSmall, accessoryRectangular"))
        }
    }

    @Test func anEntryOfAnotherTypeIsAnError() throws {
        struct OtherEntry: TimelineEntry { let date: Date }
        #expect(throws: WidgetRenderError.self) {
            try WidgetRenderer(family: .systemSmall, scale: 1).render(FixtureWidget(), entry: OtherEntry(date: .now))
        }
    }

    @Test func showsWidgetContainerBackgroundIsSetBeforeLayout() throws {
        struct Adaptive: View {
            @Environment(\.showsWidgetContainerBackground) var shows
            var body: some View { Color.blue.frame(width: shows ? 100 : 10, height: 10) }
        }
        var standBy = RenderContext.standBy
        standBy.backdrop = .none
        let removed = try WidgetRenderer(family: .systemSmall, context: standBy, scale: 1).render(Adaptive())
        let shown = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(Adaptive().containerBackground(Color.white, for: .widget))
        #expect(try removed.bitmap.rgbaAt(40, 85).a == 0)     // 10 pt wide: x 80…90 only
        #expect(try shown.bitmap.rgbaAt(40, 85).b == 255)    // 100 pt wide: x 35…135
    }

    @Test func inlineTextIsDrawnInTheSystemFontAndShapesAreDropped() throws {
        let view = Text("Big").font(.largeTitle).foregroundStyle(.blue).background(Color.red)
        let image = try WidgetRenderer(family: .accessoryInline, context: .lockScreen, scale: 1).render(view)
        let runs = image.displayList.items.compactMap { if case .glyphRun(let run) = $0 { return run } else { return nil } }
        #expect(runs.map(\.size) == [17])
        #expect(runs.map(\.paint.solidColor?.hexRGB) == ["#ffffff"])   // the system's colour, not blue
        let fills = image.displayList.items.filter { if case .fill = $0 { return true } else { return false } }
        #expect(fills.count == 1)   // the wallpaper only: the red background is not drawn
    }
}
