import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// The colours around Live Activities and controls are read from tables keyed by `RenderContext.os`,
/// as the widget system colours are: an `--os 18` render is iOS 18 throughout.
@Suite("Live Activity and control colours by release")
struct LiveActivitySystemColorsTests {
    func rgb8(_ color: RGBAColor) -> [Int] {
        [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
    }

    @Test("the Live Activity table: the grouped background behind the island from UIKit's table, the chosen materials in both releases")
    func liveActivityTable() {
        for release in OperatingSystemRelease.all {
            let colors = LiveActivitySystemColors.of(release)
            #expect(rgb8(colors.screenBehindIsland) == [242, 242, 247, 100], "\(release)")
            #expect(colors.screenBehindIsland == SystemColorTable.systemGroupedBackground.resolve(.light, on: release))
            #expect(rgb8(colors.lockScreenMaterial(.light)) == [255, 255, 255, 78], "\(release)")
            #expect(rgb8(colors.lockScreenMaterial(.dark)) == [28, 28, 30, 78], "\(release)")
            #expect(rgb8(colors.smallCardMaterial) == [34, 34, 36, 100], "\(release)")
            #expect(rgb8(colors.island) == [0, 0, 0, 100], "\(release)")
        }
        #expect(LiveActivitySystemColors.of(.iOS18) == .iOS18 && LiveActivitySystemColors.of(.iOS26) == .iOS26)
    }

    @Test("the control table: the chosen opacities in both releases")
    func controlTable() {
        for release in OperatingSystemRelease.all {
            #expect(ControlSystemColors.of(release) == ControlSystemColors(restingPlatterOpacity: 0.2, lockScreenRestingOpacity: 0.3,
                                                                           controlCenterDimming: 0.5, valueOpacity: 0.6), "\(release)")
        }
    }

    @Test("an iOS 18 island is drawn on iOS 18's grouped background, black")
    func islandOnEachRelease() throws {
        for release in OperatingSystemRelease.all {
            var context = LiveActivityPresentation.compact.context
            context.os = release
            let image = try LiveActivityRenderer(presentation: .compact, context: context, scale: 1)
                .render(LiveActivityTests.ScoreActivity(), attributes: LiveActivityTests.attributes, state: LiveActivityTests.state)
            #expect(try image.bitmap.rgbaAt(2, 2) == (242, 242, 247, 255), "\(release)")
            // The island's middle (the camera housing) at (215, 29).
            #expect(try image.bitmap.rgbaAt(215, 29) == (0, 0, 0, 255), "\(release)")
        }
    }

    @Test("an untinted toggle that is on draws its symbol in the render's release's system blue")
    func controlTintFollowsRelease() throws {
        let toggle = ControlWidgetToggle(isOn: true, action: SetLightIntent(light: "Porch")) { Label("Porch", systemImage: "lightbulb") }
        func count(_ release: OperatingSystemRelease, _ rgb: (Int, Int, Int)) throws -> Int {
            var context = RenderContext.lockScreen
            context.os = release
            let bitmap = try ControlRenderer(placement: .small, context: context, scale: 2).render(template: toggle).bitmap
            var count = 0
            for i in stride(from: 0, to: bitmap.pixels.count, by: 4)
            where (Int(bitmap.pixels[i]), Int(bitmap.pixels[i + 1]), Int(bitmap.pixels[i + 2])) == rgb { count += 1 }
            return count
        }
        // Controls are drawn in the dark appearance: iOS 18's dark blue (10, 132, 255), iOS 26's (0, 145, 255)
        // (HIG Color, before and after June 9, 2025).
        #expect(try count(.iOS18, (10, 132, 255)) > 20)
        #expect(try count(.iOS18, (0, 145, 255)) == 0)
        #expect(try count(.iOS26, (0, 145, 255)) > 20)
        #expect(try count(.iOS26, (10, 132, 255)) == 0)
    }
}
