import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// Each Live Activity slot is resolved once per render: measuring and drawing share one resolved root,
/// and the expanded island's vertical placements come up with that resolution instead of a probe.
@Suite("Live Activity slots resolve once per render")
struct LiveActivityResolveOnceTests {
    /// How many times each named view's body ran.
    final class BodyCounter: @unchecked Sendable {
        private(set) var counts: [String: Int] = [:]
        func hit(_ name: String) -> Int {
            counts[name, default: 0] += 1
            return counts[name, default: 0]
        }
    }

    /// A plain colour of a fixed size whose body counts its runs.
    struct Counted: View {
        let name: String
        let counter: BodyCounter
        var width: CGFloat = 20
        var height: CGFloat = 20
        var body: some View {
            let _ = counter.hit(name)
            Color.green.frame(width: width, height: height)
        }
    }

    struct CountedActivity: Widget {
        var counter = BodyCounter()

        var body: some WidgetConfiguration {
            ActivityConfiguration(for: LiveActivityTests.ScoreAttributes.self) { _ in
                content()
            } dynamicIsland: { _ in
                island()
            }
            .supplementalActivityFamilies([.small])
        }

        func content() -> some View {
            Counted(name: "content", counter: counter, width: 100, height: 60).activityBackgroundTint(.blue)
        }

        func island() -> DynamicIsland {
            DynamicIsland {
                // Replaced by the later leading region: never shown, never resolved.
                DynamicIslandExpandedRegion(.leading) { Counted(name: "replaced", counter: counter) }
                DynamicIslandExpandedRegion(.leading) { wideLeading() }
                DynamicIslandExpandedRegion(.trailing) { Counted(name: "trailing", counter: counter) }
                DynamicIslandExpandedRegion(.center) { Counted(name: "center", counter: counter) }
                DynamicIslandExpandedRegion(.bottom) { Counted(name: "bottom", counter: counter, width: 300) }
            } compactLeading: {
                Counted(name: "compactLeading", counter: counter)
            } compactTrailing: {
                Counted(name: "compactTrailing", counter: counter)
            } minimal: {
                Counted(name: "minimal", counter: counter)
            }
        }

        func wideLeading() -> some View {
            Counted(name: "leading", counter: counter, width: 150).dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
    }

    func counts(_ presentation: LiveActivityPresentation) throws -> (image: RenderedWidget, counts: [String: Int]) {
        let counter = BodyCounter()
        let image = try LiveActivityRenderer(presentation: presentation, scale: 1)
            .render(CountedActivity(counter: counter), attributes: LiveActivityTests.attributes, state: LiveActivityTests.state)
        return (image, counter.counts)
    }

    @Test("the expanded island resolves each shown region once, and the vertical placement still reaches the layout")
    func expandedOnce() throws {
        let (image, counts) = try counts(.expanded)
        #expect(counts == ["leading": 1, "trailing": 1, "center": 1, "bottom": 1])
        // belowIfTooWide read from the one resolution: the 150 pt leading view starts at the camera's
        // bottom edge (11 + 36.67), 14 pt in from the island's edge at x 11.
        let frames: [CGRect] = image.layout.allViews.map(\.frame)
        let below = frames.contains { (frame: CGRect) -> Bool in
            abs(frame.minX - 25) < 1e-6 && abs(frame.minY - 47.67) < 1e-6 && frame.width == 150 && frame.height == 20
        }
        #expect(below, "\(image.layout)")
    }

    @Test("the Lock Screen, StandBy and the .small card resolve their content once; the tint still comes up")
    func contentOnce() throws {
        for presentation in [LiveActivityPresentation.lockScreen, .lockScreenDark, .standBy, .smartStack, .carPlay] {
            let (image, counts) = try counts(presentation)
            #expect(counts == ["content": 1], "\(presentation)")
            #expect(image.warnings.isEmpty, "\(presentation)")
        }
        // The tint declared on the content fills the Lock Screen platter around the 100 × 60 content:
        // the platter is 408 wide from x 11, the content centred in it.
        let (lockScreen, _) = try counts(.lockScreen)
        let bitmap = try lockScreen.bitmap
        let i = (30 * bitmap.width + 20) * 4
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(Array(bitmap.pixels[i..<i + 3]) == [blue.red, blue.green, blue.blue].map { UInt8(($0 * 255).rounded()) })
    }

    @Test("compact and minimal resolve each view once")
    func islandSidesOnce() throws {
        #expect(try counts(.compact).counts == ["compactLeading": 1, "compactTrailing": 1])
        #expect(try counts(.minimal).counts == ["minimal": 1])
        #expect(try counts(.minimalDetached).counts == ["minimal": 1])
    }
}
