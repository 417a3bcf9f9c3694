import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// The island's sizes that follow the content: compact sides as wide as their views (at most the HIG's
/// slot, symmetric about the camera), and expanded side regions that `belowIfTooWide` moves under the camera.
@Suite("Dynamic Island sizing: compact sides and vertical placement")
struct DynamicIslandSizingTests {
    func region(_ position: DynamicIslandExpandedRegionPosition,
                _ placement: DynamicIslandExpandedRegionVerticalPlacement = .default) -> DynamicIslandExpandedRegionContent {
        var region = DynamicIslandExpandedRegionContent(position: position, priority: 0, view: AnyView(EmptyView()))
        region.verticalPlacement = placement
        return region
    }

    func layout(leadingWidth: Double, _ placement: DynamicIslandExpandedRegionVerticalPlacement) -> [String] {
        let sizes: [String: Size] = ["leading": Size(width: leadingWidth, height: 20), "trailing": Size(width: 30, height: 20),
                                     "center": Size(width: 300, height: 22)]
        let measure: (DynamicIslandExpandedRegionContent, Double?, Double?) -> Size = { region, width, _ in
            let ideal = sizes[region.position.description] ?? Size(width: 0, height: 0)
            return Size(width: min(width ?? ideal.width, ideal.width), height: ideal.height)
        }
        let margins = EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14)
        return ExpandedIslandLayout.layout(regions: [region(.leading, placement), region(.trailing), region(.center)],
                                           width: 408, margins: margins, housing: 36.67, measure: measure)
            .frames.map { "\($0.region.position) \($0.frame)" }
    }

    @Test("belowIfTooWide: a leading view wider than the 127 pt beside the camera starts below it, up to half the width")
    func belowIfTooWide() {
        // Inner width 380; beside the camera (380 − 126) / 2 = 127. Below it, the column takes the view's 150.
        #expect(layout(leadingWidth: 150, .belowIfTooWide) == [
            "leading \(Rect(x: 14, y: 36.67, width: 150, height: 20))",
            "trailing \(Rect(x: 364, y: 14, width: 30, height: 20))",
            "center \(Rect(x: 164, y: 36.67, width: 80, height: 22))",
        ])
        // By default the view stays beside the camera, its column capped at 127.
        #expect(layout(leadingWidth: 150, .default) == [
            "leading \(Rect(x: 14, y: 14, width: 127, height: 20))",
            "trailing \(Rect(x: 364, y: 14, width: 30, height: 20))",
            "center \(Rect(x: 141, y: 36.67, width: 126, height: 22))",
        ])
        // A view that fits beside the camera stays there whatever it asks.
        #expect(layout(leadingWidth: 100, .belowIfTooWide).first == "leading \(Rect(x: 14, y: 14, width: 100, height: 20))")
        // Past half the inner width even below the camera it is capped at 190 (center gets nothing).
        #expect(layout(leadingWidth: 250, .belowIfTooWide).first == "leading \(Rect(x: 14, y: 36.67, width: 190, height: 20))")
    }

    @Test("dynamicIsland(verticalPlacement:) inside a region's view reaches the layout")
    func modifierReachesLayout() throws {
        struct Wide: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: LiveActivityTests.ScoreAttributes.self) { _ in
                    Color.red.frame(height: 50)
                } dynamicIsland: { _ in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) {
                            Color.green.frame(width: 150, height: 20).dynamicIsland(verticalPlacement: .belowIfTooWide)
                        }
                    } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                }
            }
        }
        let image = try LiveActivityRenderer(presentation: .expanded, scale: 1)
            .render(Wide(), attributes: LiveActivityTests.attributes, state: LiveActivityTests.state)
        // The island is 408 wide from x 11, 11 below the top; the region starts at the camera's bottom edge.
        let frames = image.layout.allViews.map(\.frame)
        #expect(frames.contains { abs($0.minX - 25) < 1e-6 && abs($0.minY - 47.67) < 1e-6 && $0.width == 150 && $0.height == 20 },
                "\(image.layout)")
    }

    @Test("compact sides: the wider view plus its margins, rounded up, at most the HIG's slot")
    func compactSides() {
        let leading = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0)
        let trailing = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 8)
        #expect(LiveActivityRenderer.compactSideWidth(ideals: [20, 25.3], margins: [leading, trailing], maximum: 62.33) == 34)
        #expect(LiveActivityRenderer.compactSideWidth(ideals: [80, 10], margins: [leading, trailing], maximum: 62.33) == 62.33)
        #expect(LiveActivityRenderer.compactSideWidth(ideals: [0, 0], margins: [leading, trailing], maximum: 62.33) == 8)
    }

    @Test("compact island: symmetric about the camera, narrowed around narrow views")
    func compactIsland() throws {
        let image = try LiveActivityRenderer(presentation: .compact, scale: 1)
            .render(LiveActivityPlacesTests.TripActivity(), attributes: LiveActivityTests.attributes, state: LiveActivityTests.state)
        // Sides of 38 (the 30 pt trailing view + 8): the island is 38 + 126 + 38 = 202 wide, x 114 … 316 (its
        // round ends cover the outermost pixel columns partly).
        #expect(try LiveActivityPlacesTests().pixel(image, 115, 29) == [0, 0, 0, 255])
        #expect(try LiveActivityPlacesTests().pixel(image, 112, 29) == [242, 242, 247, 255])
        #expect(try LiveActivityPlacesTests().pixel(image, 314, 29) == [0, 0, 0, 255])
        #expect(try LiveActivityPlacesTests().pixel(image, 318, 29) == [242, 242, 247, 255])
    }
}
