import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// iOS 27: the release draws as iOS 26 did, and adds `systemExtraLargePortrait` (4 × 6 grid cells, derived
/// as 2 × large − small tall, as wide as the large widget) on the iPhone Home Screen and the iPad Today View
/// (Snapshots/FIDELITY.md "OS releases").
@Suite("iOS 27 and systemExtraLargePortrait")
struct ExtraLargePortraitTests {
    private struct PortraitWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Portrait", provider: PortraitProvider()) { _ in
                Text("Agenda").containerBackground(.background, for: .widget)
            }
            .supportedFamilies([.systemLarge, .systemExtraLargePortrait])
        }
    }

    private struct PortraitProvider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: RenderContext.defaultNow) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    private struct SimpleEntry: TimelineEntry { let date: Date }

    @Test("the family exists from iOS 27 only (Apple: iOS 27.0, iPadOS 27.0)")
    func availability() {
        #expect(WidgetFamily.systemExtraLargePortrait.firstRelease == .iOS27)
        #expect(WidgetFamily.systemExtraLargePortrait.exists(on: .iOS27))
        #expect(!WidgetFamily.systemExtraLargePortrait.exists(on: .iOS26))
        #expect(!WidgetFamily.systemExtraLargePortrait.exists(on: .iOS18))
        #expect(WidgetFamily.systemLarge.exists(on: .iOS18))
        #expect(DeviceProfile.iPhone430x932.families(on: .iOS26).contains(.systemExtraLargePortrait) == false)
        #expect(DeviceProfile.iPhone430x932.families(on: .iOS27).contains(.systemExtraLargePortrait))
    }

    @Test("iPhone sizes: the large widget's width, 2 × large − small tall (published rows)", arguments: [
        (DeviceProfile.iPhone430x932, 364.0, 594.0), (.iPhone428x926, 364, 594), (.iPhone414x896, 360, 589),
        (.iPhone414x736, 348, 555), (.iPhone393x852, 338, 550), (.iPhone390x844, 338, 550), (.iPhone375x812, 329, 535),
        (.iPhone375x667, 321, 500), (.iPhone360x780, 329, 535), (.iPhone320x568, 292, 481),
    ])
    func iPhoneSizes(device: DeviceProfile, width: Double, height: Double) {
        #expect(device.size(of: .systemExtraLargePortrait, on: .iOS27) == CGSize(width: width, height: height))
        #expect(device.size(of: .systemExtraLargePortrait, on: .iOS26) == nil)
    }

    @Test("iPad sizes (Today View, at the Home Screen's sizes)", arguments: [
        (DeviceProfile.iPad768x1024, 305.5, 470.0), (.iPad810x1080, 320.5, 495), (.iPad820x1180, 342, 529),
        (.iPad834x1112, 327.5, 505), (.iPad1024x1366, 378.5, 587),
    ])
    func iPadSizes(device: DeviceProfile, width: Double, height: Double) {
        #expect(device.size(of: .systemExtraLargePortrait, on: .iOS27) == CGSize(width: width, height: height))
    }

    @Test("no portrait widget on the watch or the iPad Lock Screen")
    func notOnOtherDevices() {
        #expect(DeviceProfile.watch45mm.size(of: .systemExtraLargePortrait, on: .iOS27) == nil)
        #expect(DeviceProfile.iPadLockScreen820x1180.size(of: .systemExtraLargePortrait, on: .iOS27) == nil)
    }

    @Test("measured frames: iOS 27 has no measurement of its own and draws iOS 26's (430×932: 372 × 601.33)")
    func measuredFramesCarryForward() {
        let phone = DeviceProfile.iPhone430x932
        #expect(phone.hasMeasuredFrames(on: .iOS27))
        #expect(phone.size(of: .systemSmall, on: .iOS27, from: .measured) == CGSize(width: 524.0 / 3, height: 524.0 / 3))
        #expect(phone.size(of: .systemLarge, on: .iOS27, from: .measured) == CGSize(width: 372, height: 388))
        #expect(phone.size(of: .systemExtraLargePortrait, on: .iOS27, from: .measured) == CGSize(width: 372, height: 1804.0 / 3))
        #expect(!DeviceProfile.iPhone360x780.hasMeasuredFrames(on: .iOS27))
    }

    @Test("a developer's widget with the family renders on the Home Screen and in the iPad Today View at 2x")
    func rendersInBothPlaces() throws {
        let phone = try WidgetRenderer(family: .systemExtraLargePortrait, context: .homeScreen, scale: 2)
            .render(PortraitWidget(), entry: SimpleEntry(date: RenderContext.defaultNow))
        #expect(phone.width == 728 && phone.height == 1188)
        #expect(phone.warnings.isEmpty)
        let pad = try WidgetRenderer(family: .systemExtraLargePortrait, context: .iPadTodayView, scale: 2)
            .render(PortraitWidget(), entry: SimpleEntry(date: RenderContext.defaultNow))
        #expect(pad.width == 684 && pad.height == 1058)
        #expect(pad.warnings.isEmpty)
        #expect(try WidgetRenderer(family: .systemExtraLargePortrait).providerContext().displaySize == CGSize(width: 364, height: 594))
    }

    @Test("before iOS 27 it is a typed error naming the family, the release and what to do")
    func olderReleaseIsATypedError() throws {
        var context = RenderContext.homeScreen
        context.os = .iOS26
        let error = WidgetRenderError.familyNotInRelease(family: .systemExtraLargePortrait, release: .iOS26)
        #expect(throws: error) {
            try WidgetRenderer(family: .systemExtraLargePortrait, context: context).render(PortraitWidget(), entry: SimpleEntry(date: .now))
        }
        #expect(error.description == "iOS 26 has no systemExtraLargePortrait widget: WidgetKit added it in iOS 27; draw it for iOS 27 "
            + "or later (RenderContext.os = .iOS27, --os 27) or pick another family")
        // The same widget's other family still draws in iOS 26.
        #expect(try WidgetRenderer(family: .systemLarge, context: context, scale: 1)
            .render(PortraitWidget(), entry: SimpleEntry(date: .now)).height == 382)
    }

    @Test("iOS 27 draws as iOS 26: the same pixels on every gallery place for a colourful view")
    func iOS27DrawsAsIOS26() throws {
        let view = VStack { Text("Hello").foregroundStyle(.blue); Color.orange.frame(height: 20) }
            .containerBackground(Color.mint, for: .widget)
        for place in RenderContext.presets + [RenderContext.homeScreenClear] {
            let family = place.hostedFamilies[0]
            var old = place, new = place
            old.os = .iOS26
            new.os = .iOS27
            let a = try WidgetRenderer(family: family, context: old, scale: 1).render(view).pngData()
            let b = try WidgetRenderer(family: family, context: new, scale: 1).render(view).pngData()
            #expect(a == b, "\(place.name) \(family)")
        }
    }

    @Test("the iPad Today View hosts the family; the gallery draws only it there")
    func todayViewPlace() {
        let place = RenderContext.iPadTodayView
        #expect(place.device == .iPad820x1180 && place.place == .homeScreen)
        #expect(place.hosts(.systemSmall) && place.hosts(.systemExtraLargePortrait))
        #expect(place.galleryDraws(.systemExtraLargePortrait) && !place.galleryDraws(.systemSmall))
        #expect(RenderContext.homeScreen.galleryDraws(.systemExtraLargePortrait))
        #expect(!RenderContext.standBy.hosts(.systemExtraLargePortrait))
    }
}
