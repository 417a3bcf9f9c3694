import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// The places beyond the iPhone's Lock Screen and island: StandBy's scaled, full-screen presentation, the
/// Apple Watch Smart Stack and CarPlay (the `.small` family, or the compact views without it), and the
/// placed views every presentation hands `RenderedWidget.layout`.
@Suite("Live Activities in StandBy, the Smart Stack and CarPlay")
struct LiveActivityPlacesTests {
    typealias Attributes = LiveActivityTests.ScoreAttributes

    /// Draws a known swatch per family: orange 100×40 for `.small`; 100 pt high, purple when the activity
    /// fills the screen (`isActivityFullscreen`) and red otherwise, for `.medium`.
    struct FamilySwatch: View {
        var mediumHeight: CGFloat = 100
        var smallHeight: CGFloat = 40
        @Environment(\.activityFamily) private var family
        @Environment(\.isActivityFullscreen) private var fullscreen

        var body: some View {
            if family == .small {
                Color.orange.frame(width: 100, height: smallHeight)
            } else {
                (fullscreen ? Color.purple : Color.red).frame(height: mediumHeight)
            }
        }
    }

    struct TripActivity: Widget {
        var families: [ActivityFamily] = [.small]
        var tint: Color? = .blue
        var leadingWidth: CGFloat = 20
        var mediumHeight: CGFloat = 100
        var smallHeight: CGFloat = 40

        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Attributes.self) { _ in
                FamilySwatch(mediumHeight: mediumHeight, smallHeight: smallHeight).activityBackgroundTint(tint)
            } dynamicIsland: { _ in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { Color.yellow.frame(height: 30) }
                } compactLeading: {
                    Color.green.frame(width: leadingWidth, height: 20)
                } compactTrailing: {
                    Color.red.frame(width: 30, height: 20)
                } minimal: {
                    Color.green.frame(width: 20, height: 20)
                }
            }
            .supplementalActivityFamilies(families)
        }
    }

    func render(_ presentation: LiveActivityPresentation, _ widget: TripActivity = TripActivity()) throws -> RenderedWidget {
        try LiveActivityRenderer(presentation: presentation, scale: 1)
            .render(widget, attributes: LiveActivityTests.attributes, state: LiveActivityTests.state)
    }

    func pixel(_ image: RenderedWidget, _ x: Int, _ y: Int) throws -> [UInt8] {
        let bitmap = try image.bitmap
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[i..<i + 4])
    }

    /// A colour as its opaque pixel in the dark appearance, which every place here draws in.
    func opaque(_ color: Color) -> [UInt8] {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        let rgba = color.resolve(in: env)
        return [rgba.red, rgba.green, rgba.blue].map { UInt8(($0 * 255).rounded()) } + [255]
    }

    @Test("the table: StandBy doubles the layout; the .small card is the 45 mm Smart Stack slot")
    func table() {
        #expect(LiveActivityDeviceProfile.standByScale == 2)
        #expect(LiveActivityDeviceProfile.smallCard == CGSize(width: 184, height: 80.5))
        #expect(DeviceProfile.watch45mm.size(of: .accessoryRectangular) == LiveActivityDeviceProfile.smallCard)
        #expect(LiveActivityDeviceProfile.smallCardCornerRadius == 18 && LiveActivityDeviceProfile.smallCardMargin == 8)
    }

    @Test("StandBy: the Lock Screen layout at twice its size, centred on the landscape screen the tint fills")
    func standBy() throws {
        let image = try render(.standBy)
        #expect(image.width == 932 && image.height == 430)
        #expect(image.warnings.isEmpty)
        // 408 × 100 pt doubled is 816 × 200, from (58, 115) to (874, 315); isActivityFullscreen is true (purple).
        #expect(try pixel(image, 59, 116) == opaque(.purple))
        #expect(try pixel(image, 873, 314) == opaque(.purple))
        #expect(try pixel(image, 57, 116) == opaque(.blue))
        #expect(try pixel(image, 59, 114) == opaque(.blue))
        #expect(try pixel(image, 875, 314) == opaque(.blue))
        #expect(try pixel(image, 873, 316) == opaque(.blue))
        #expect(try pixel(image, 2, 2) == opaque(.blue))
        // Without a tint StandBy's black shows around the layout.
        let untinted = try render(.standBy, TripActivity(tint: nil))
        #expect(try pixel(untinted, 2, 2) == [0, 0, 0, 255])
        #expect(try pixel(untinted, 59, 116) == opaque(.purple))
    }

    @Test("StandBy and the .small card clip what is too tall, with a warning saying by how much")
    func overflow() throws {
        let standBy = try render(.standBy, TripActivity(mediumHeight: 200))
        #expect(standBy.warnings == ["the StandBy presentation is 40 pt taller than the 160 pt iOS allows; clipped at the bottom"])
        // 160 pt doubled is 320, from y 55 to 375: purple above, the tint below.
        #expect(try pixel(standBy, 100, 373) == opaque(.purple))
        #expect(try pixel(standBy, 100, 377) == opaque(.blue))
        let small = try render(.smartStack, TripActivity(smallHeight: 80))
        #expect(small.warnings == ["the .small presentation is 15.5 pt taller than its 64.5 pt card; clipped"])
    }

    @Test("Smart Stack: the .small view with activityFamily == .small, centred in the 184 × 80.5 card on the tint")
    func smartStackSmall() throws {
        let image = try render(.smartStack)
        #expect(image.width == 200 && image.height == 97)
        #expect(image.warnings.isEmpty)
        // The card is (8, 8) to (192, 88.5); inside its 8 pt margins the 100 × 40 swatch is centred:
        // x 50 … 150, y 28.25 … 68.25.
        #expect(try pixel(image, 51, 29) == opaque(.orange))
        #expect(try pixel(image, 149, 67) == opaque(.orange))
        #expect(try pixel(image, 48, 48) == opaque(.blue))
        #expect(try pixel(image, 152, 48) == opaque(.blue))
        #expect(try pixel(image, 100, 27) == opaque(.blue))
        #expect(try pixel(image, 4, 48) == [0, 0, 0, 255])
        #expect(try pixel(image, 100, 92) == [0, 0, 0, 255])
    }

    @Test("Smart Stack without .small: compactLeading and compactTrailing against the card's edges, on its material")
    func smartStackCompact() throws {
        let image = try render(.smartStack, TripActivity(families: []))
        #expect(image.warnings.isEmpty)
        // Leading 20 pt from x 16, trailing 30 pt ending at 184; both 20 pt high centred at y 48.25.
        #expect(try pixel(image, 17, 40) == opaque(.green))
        #expect(try pixel(image, 35, 40) == opaque(.green))
        #expect(try pixel(image, 37, 40) == [34, 34, 36, 255])
        #expect(try pixel(image, 155, 40) == opaque(.red))
        #expect(try pixel(image, 183, 40) == opaque(.red))
        #expect(try pixel(image, 153, 40) == [34, 34, 36, 255])
        // The tint belongs to the content view, which is not shown.
        #expect(try pixel(image, 100, 48) == [34, 34, 36, 255])
    }

    @Test("a compact view wider than half the card is clipped there, with a warning saying by how much")
    func smartStackCompactOverflow() throws {
        let image = try render(.smartStack, TripActivity(families: [], leadingWidth: 100))
        #expect(image.warnings == ["compactLeading is 16 pt wider than its 84 pt half of the card; clipped"])
        #expect(try pixel(image, 99, 48) == opaque(.green))
        #expect(try pixel(image, 101, 48) == [34, 34, 36, 255])
    }

    @Test("CarPlay draws the same .small card as the watch, in iOS's dark appearance")
    func carPlay() throws {
        let image = try render(.carPlay)
        #expect(image.width == 200 && image.height == 97)
        #expect(try pixel(image, 51, 29) == opaque(.orange))
        #expect(try pixel(image, 48, 48) == opaque(.blue))
        #expect(LiveActivityPresentation.carPlay.context.colorScheme == .dark)
        #expect(LiveActivityPresentation.smartStack.context.device == .watch45mm)
    }

    @Test("the layout tree is every slot's placed views where they are drawn, not the picture's frame alone")
    func layoutTree() throws {
        let compact = try render(.compact, TripActivity())
        func near(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        }
        // Sides of 30 + 8 = 38 pt: the island is 202 wide from x 114. compactLeading's 20 × 20 swatch is centred
        // in 122 … 152; compactTrailing's 30 × 20 fills 278 … 308; both centred in the 36.67 pt height below y 11.
        let compactFrames = compact.layout.allViews.map(\.frame)
        #expect(compactFrames.contains { near($0, CGRect(x: 127, y: 19.335, width: 20, height: 20)) }, "\(compact.layout)")
        #expect(compactFrames.contains { near($0, CGRect(x: 278, y: 19.335, width: 30, height: 20)) }, "\(compact.layout)")
        // StandBy: the 408 × 100 swatch drawn at twice its size from (58, 115).
        let standBy = try render(.standBy)
        #expect(standBy.layout.allViews.map(\.frame).contains { near($0, CGRect(x: 58, y: 115, width: 816, height: 200)) },
                "\(standBy.layout)")
    }
}
