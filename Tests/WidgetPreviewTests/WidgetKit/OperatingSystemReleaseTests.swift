import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// One OS per render: the release-keyed tables (sizes, system colours) and the Home Screen's accented
/// look, with the exact numbers of the tables (Snapshots/FIDELITY.md "OS releases").
@Suite("OS releases")
struct OperatingSystemReleaseTests {
    @Test func releasesAndTheirWatch() {
        #expect(OperatingSystemRelease.all == [.iOS18, .iOS26, .iOS27])
        #expect(OperatingSystemRelease.newest == .iOS27)
        #expect(RenderContext.homeScreen.os == .iOS27)
        #expect(OperatingSystemRelease(majorVersion: 27) == .iOS27)
        #expect(OperatingSystemRelease.iOS27.watchOSMajorVersion == 27)
        #expect(OperatingSystemRelease(majorVersion: 18) == .iOS18)
        #expect(OperatingSystemRelease(majorVersion: 17) == nil)
        #expect(OperatingSystemRelease.iOS18.watchOSMajorVersion == 11)
        #expect(OperatingSystemRelease.iOS26.watchOSMajorVersion == 26)
        #expect(OperatingSystemRelease.iOS18.description == "iOS 18" && OperatingSystemRelease.iOS18.folderName == "iOS18")
    }

    @Test("published sizes (HIG) are the same in both releases; the default render uses them")
    func publishedSizes() throws {
        let phone = DeviceProfile.iPhone430x932
        for release in OperatingSystemRelease.all {
            #expect(phone.size(of: .systemSmall, on: release) == CGSize(width: 170, height: 170))
            #expect(phone.size(of: .systemMedium, on: release) == CGSize(width: 364, height: 170))
            #expect(phone.size(of: .systemLarge, on: release) == CGSize(width: 364, height: 382))
            #expect(phone.size(of: .accessoryCircular, on: release) == CGSize(width: 76, height: 76))
            #expect(phone.size(of: .accessoryRectangular, on: release) == CGSize(width: 172, height: 76))
            #expect(phone.size(of: .accessoryInline, on: release) == CGSize(width: 257, height: 26))
        }
        #expect(try WidgetRenderer(family: .systemSmall).size() == CGSize(width: 170, height: 170))
    }

    @Test("measured iOS 26 iPhone frames (FrameUp, TimelineProviderContext.displaySize), whole pixels at 3x")
    func measuredIOS26Frames() throws {
        let phone = DeviceProfile.iPhone430x932
        func measured(_ family: WidgetFamily, _ device: DeviceProfile = .iPhone430x932) -> CGSize? {
            device.size(of: family, on: .iOS26, from: .measured)
        }
        #expect(measured(.systemSmall) == CGSize(width: 524.0 / 3, height: 524.0 / 3))
        #expect(measured(.systemMedium) == CGSize(width: 372, height: 524.0 / 3))
        #expect(measured(.systemLarge) == CGSize(width: 372, height: 388))
        #expect(measured(.accessoryCircular) == CGSize(width: 60, height: 60))
        #expect(measured(.accessoryRectangular) == CGSize(width: 158, height: 60))
        #expect(measured(.accessoryInline) == CGSize(width: 370, height: 36))
        #expect(measured(.systemSmall, .iPhone393x852) == CGSize(width: 488.0 / 3, height: 488.0 / 3))
        #expect(measured(.systemMedium, .iPhone393x852) == CGSize(width: 1034.0 / 3, height: 488.0 / 3))
        #expect(measured(.accessoryRectangular, .iPhone393x852) == CGSize(width: 443.0 / 3, height: 58))
        #expect(measured(.systemLarge, .iPhone375x667) == CGSize(width: 319, height: 318))
        #expect(measured(.systemSmall, .iPhone414x896) == CGSize(width: 166.5, height: 166.5))
        // iOS 18 measured what Apple publishes; iPads and watches did not change (FrameUp; HIG).
        #expect(phone.size(of: .systemSmall, on: .iOS18, from: .measured) == CGSize(width: 170, height: 170))
        #expect(DeviceProfile.iPad820x1180.size(of: .systemSmall, on: .iOS26, from: .measured) == CGSize(width: 155, height: 155))
        #expect(DeviceProfile.watch45mm.size(of: .accessoryRectangular, on: .iOS26, from: .measured) == CGSize(width: 184, height: 80.5))
        #expect(phone.hasMeasuredFrames(on: .iOS26) && !phone.hasMeasuredFrames(on: .iOS18))
        #expect(!DeviceProfile.iPhone360x780.hasMeasuredFrames(on: .iOS26))

        var context = RenderContext.homeScreen
        context.frames = .measured
        #expect(try WidgetRenderer(family: .systemSmall, context: context).size() == CGSize(width: 524.0 / 3, height: 524.0 / 3))
        // The picture is whole points (175 pt at 2x: 350 px), the widget 174.67 pt inside it.
        let image = try WidgetRenderer(family: .systemSmall, context: context).render(Color.red.containerBackground(Color.red, for: .widget))
        #expect(try image.bitmap.width == 350)
        context.os = .iOS18
        #expect(try WidgetRenderer(family: .systemSmall, context: context).size() == CGSize(width: 170, height: 170))
    }

    @Test("system colours: iOS 26's values, iOS 18's where the June 2025 update changed them")
    func systemColours() throws {
        func pixel(_ color: Color, _ release: OperatingSystemRelease, dark: Bool = false) throws -> [Int] {
            var context = dark ? RenderContext.homeScreenDark : RenderContext.homeScreen
            context.os = release
            let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1)
                .render(color.containerBackground(color, for: .widget))
            let p = try image.bitmap.rgbaAt(85, 85)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        #expect(try pixel(.blue, .iOS26) == [0, 136, 255])
        #expect(try pixel(.blue, .iOS18) == [0, 122, 255])
        #expect(try pixel(.blue, .iOS18, dark: true) == [10, 132, 255])
        #expect(try pixel(.red, .iOS26) == [255, 56, 60])
        #expect(try pixel(.red, .iOS18) == [255, 59, 48])
        #expect(try pixel(.orange, .iOS18) == [255, 149, 0])
        #expect(try pixel(.purple, .iOS18, dark: true) == [191, 90, 242])
        #expect(try pixel(.green, .iOS18) == [52, 199, 89])   // unchanged
        #expect(try pixel(.pink, .iOS26) == [255, 45, 85])
    }

    @Test("clear appearance exists from iOS 26; iOS 18 draws it as tinted, with a warning")
    func clearAppearance() throws {
        #expect(RenderContext.homeScreenClear.exists(on: .iOS26))
        #expect(!RenderContext.homeScreenClear.exists(on: .iOS18))
        #expect(RenderContext.homeScreenTinted.exists(on: .iOS18))
        var context = RenderContext.homeScreenClear
        context.os = .iOS18
        let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(Text("Hi"))
        #expect(image.warnings.contains { $0.contains("homeScreenClear is an appearance iOS 18 does not have") })
    }
}
