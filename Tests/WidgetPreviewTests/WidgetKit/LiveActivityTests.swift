import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// A Live Activity as an iOS developer writes it: compiles unchanged, sits in a widget bundle, and is
/// drawn in every presentation at the geometry of `LiveActivityDeviceProfile`.
@Suite("Live Activities")
struct LiveActivityTests {
    struct ScoreAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var home: Int
            var away: Int
        }
        var homeTeam: String
        var awayTeam: String
    }

    /// The views are plain colours of exact sizes, so every edge is a known number.
    struct ScoreActivity: Widget {
        var lockScreenHeight: CGFloat = 100
        var lockScreenColor: Color = .red
        var compactLeadingWidth: CGFloat = 20
        var bottomHeight: CGFloat = 30

        var body: some WidgetConfiguration {
            ActivityConfiguration(for: ScoreAttributes.self) { context in
                lockScreenColor.frame(height: lockScreenHeight)
                    .activityBackgroundTint(context.isStale ? .gray : .blue)
                    .activitySystemActionForegroundColor(.white)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Color.green.frame(width: 40, height: 40) }
                    DynamicIslandExpandedRegion(.trailing, priority: 1) { Text("\(context.state.home)") }
                    DynamicIslandExpandedRegion(.center) { Text(context.attributes.homeTeam) }
                    DynamicIslandExpandedRegion(.bottom) { Color.yellow.frame(height: bottomHeight) }
                } compactLeading: {
                    Color.green.frame(width: compactLeadingWidth, height: 20)
                } compactTrailing: {
                    Text("\(context.state.home)–\(context.state.away)")
                } minimal: {
                    Color.green.frame(width: 20, height: 20)
                }
                .keylineTint(.green)
                .contentMargins(.trailing, 8, for: .expanded)
                .widgetURL(URL(string: "score://game"))
            }
            .supplementalActivityFamilies([.small, .medium])
        }
    }

    struct PlainWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "plain", provider: FixtureProvider()) { _ in Text("Hi") }
        }
    }

    struct Extension: WidgetBundle {
        var body: some Widget {
            PlainWidget()
            ScoreActivity()
        }
    }

    static let attributes = ScoreAttributes(homeTeam: "Lions", awayTeam: "Bears")
    static let state = ScoreAttributes.ContentState(home: 2, away: 1)

    func render(_ presentation: LiveActivityPresentation, _ widget: ScoreActivity = ScoreActivity(),
                device: LiveActivityDeviceProfile = .iPhone430x932) throws -> RenderedWidget {
        try LiveActivityRenderer(presentation: presentation, device: device, scale: 1)
            .render(widget, attributes: Self.attributes, state: Self.state)
    }

    /// A colour as its opaque pixel in light appearance.
    func opaque(_ color: Color) -> [UInt8] {
        let rgba = color.resolve(in: EnvironmentValues())
        return [rgba.red, rgba.green, rgba.blue].map { UInt8(($0 * 255).rounded()) } + [255]
    }

    func pixel(_ image: RenderedWidget, _ x: Int, _ y: Int) throws -> [UInt8] {
        let bitmap = try image.bitmap
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[i..<i + 4])
    }

    @Test("an ActivityConfiguration compiles in a widget bundle; only the widget gets a placeholder preview")
    func bundleCompiles() {
        let widgets = Extension().widgets
        #expect(widgets.count == 2)
        #expect(ResolvedActivityConfiguration.of(ScoreActivity()) != nil)
        #expect(ResolvedActivityConfiguration.of(ScoreActivity())?.supplementalFamilies == [.small, .medium])
        #expect(ResolvedActivityConfiguration.of(PlainWidget()) == nil)
        #expect(WidgetMain.previews(for: widgets).filter { $0.name.hasSuffix("Activity") }.isEmpty)
    }

    @Test("the device table holds the HIG's numbers")
    func table() {
        let max = LiveActivityDeviceProfile.iPhone430x932
        #expect(max.compactSlot == CGSize(width: 62.33, height: 36.67))
        #expect(max.expandedWidth == 408 && max.lockScreenWidth == 408)
        #expect(LiveActivityDeviceProfile.iPhone393x852.compactSlot.width == 52.33)
        #expect(LiveActivityDeviceProfile.iPhone393x852.expandedWidth == 371)
        #expect(abs(max.compactIslandWidth - 250.66) < 1e-9)
        #expect(LiveActivityDeviceProfile.maximumHeight == 160)
    }

    @Test("Lock Screen: 408 pt wide platter 11 pt from the edges, as tall as the content, the tint behind it")
    func lockScreenGeometry() throws {
        let image = try render(.lockScreen)
        #expect(image.width == 430 && image.height == 122)
        #expect(image.warnings.isEmpty)
        // Content (red) fills the platter; outside it is the wallpaper.
        #expect(try pixel(image, 215, 60) == opaque(.red))
        #expect(try pixel(image, 215, 5) != opaque(.red))
        #expect(try pixel(image, 5, 60) != opaque(.red))
    }

    @Test("Lock Screen: content taller than 160 pt is clipped at 160 with a warning saying by how much")
    func lockScreenOverflow() throws {
        let image = try render(.lockScreen, ScoreActivity(lockScreenHeight: 200))
        #expect(image.height == 182)
        #expect(image.warnings == ["the Lock Screen presentation is 40 pt taller than the 160 pt iOS allows; clipped at the bottom"])
        // The platter ends at 11 + 160 = 171: red above, the wallpaper below (unclipped, red would reach 211).
        #expect(try pixel(image, 215, 169) == opaque(.red))
        #expect(try pixel(image, 215, 175) != opaque(.red))
    }

    @Test("compact: a capsule around the housing as wide as its views need, symmetric, 11 pt below the top")
    func compactGeometry() throws {
        let image = try render(.compact)
        #expect(image.width == 430 && image.height == 59)
        // The wider view is the trailing "2–1" (25.39 pt): sides of 25.39 + 8 → 34, the island 34 + 126 + 34 = 194
        // wide, x 118 … 312, y 11 … 47.67.
        #expect(try pixel(image, 215, 29) == [0, 0, 0, 255])
        #expect(try pixel(image, 119, 29) == [0, 0, 0, 255])
        #expect(try pixel(image, 310, 29) == [0, 0, 0, 255])
        #expect(try pixel(image, 116, 29) == [242, 242, 247, 255])
        #expect(try pixel(image, 313, 29) == [242, 242, 247, 255])
        #expect(try pixel(image, 215, 9) == [242, 242, 247, 255])
        // The leading view: 8 pt in from the island's edge, centred in its 26 pt: x 129 … 149.
        #expect(try pixel(image, 139, 29)[1] > 150)
        #expect(image.layout.allViews.contains { $0.name == "Color" && $0.frame.minX == 129 && $0.frame.width == 20 }, "\(image.layout)")
    }

    @Test("compact: a view wider than its slot is clipped with a warning naming the slot")
    func compactOverflow() throws {
        let image = try render(.compact, ScoreActivity(compactLeadingWidth: 80))
        #expect(image.warnings == ["compactLeading is 25.67 pt wider than its 54.33 pt slot; clipped"])
        // Nothing green past the slot's end (89.67 + 62.33 = 152).
        #expect(try pixel(image, 153, 29) == [0, 0, 0, 255])
    }

    @Test("minimal: a 36.67 pt circle, attached to the island or detached 6 pt beside it")
    func minimalGeometry() throws {
        let attached = try render(.minimal)
        let detached = try render(.minimalDetached)
        #expect(attached.height == 59 && detached.height == 59)
        // Detached: housing 126, gap 6, circle 36.67 → 168.67 wide, from x 130.67; the gap is at 256.67 … 262.67.
        #expect(try pixel(detached, 259, 29) == [242, 242, 247, 255])
        #expect(try pixel(detached, 281, 29)[1] > 150)
        // Attached: one shape 162.67 wide from x 133.67, no gap.
        #expect(try pixel(attached, 170, 29) == [0, 0, 0, 255])
    }

    @Test("expanded: regions laid out around the camera; a region past 160 pt is reported and clipped")
    func expandedGeometry() throws {
        let image = try render(.expanded)
        #expect(image.warnings.isEmpty)
        #expect(image.width == 430)
        let tall = try render(.expanded, ScoreActivity(bottomHeight: 150))
        #expect(tall.height == 182)
        #expect(tall.warnings.count == 1)
        #expect(tall.warnings.first?.hasPrefix("expanded region 'bottom' is ") == true)
        #expect(tall.warnings.first?.hasSuffix(" pt taller than the island allows (160 pt); clipped") == true)
    }

    @Test("the expanded layout: sides beside the camera, center below it, bottom below all, exact frames")
    func expandedLayout() {
        func region(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0) -> DynamicIslandExpandedRegionContent {
            DynamicIslandExpandedRegionContent(position: position, priority: priority, view: AnyView(EmptyView()))
        }
        let sizes: [String: Size] = ["leading": Size(width: 40, height: 40), "trailing": Size(width: 30, height: 20),
                                     "center": Size(width: 300, height: 22), "bottom": Size(width: 100, height: 30)]
        let measure: (DynamicIslandExpandedRegionContent, Double?, Double?) -> Size = { region, width, _ in
            let ideal = sizes[region.position.description] ?? Size(width: 0, height: 0)
            return Size(width: min(width ?? ideal.width, ideal.width), height: ideal.height)
        }
        let margins = EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14)
        let layout = ExpandedIslandLayout.layout(regions: [region(.leading), region(.trailing), region(.center), region(.bottom)],
                                                 width: 408, margins: margins, housing: 36.67, measure: measure)
        let frames = layout.frames.map { "\($0.region.position) \($0.frame)" }
        #expect(frames == [
            "leading \(Rect(x: 14, y: 14, width: 40, height: 40))",
            "trailing \(Rect(x: 364, y: 14, width: 30, height: 20))",
            "center \(Rect(x: 54, y: 36.67, width: 300, height: 22))",
            "bottom \(Rect(x: 14, y: 64.67, width: 380, height: 30))",
        ])
        #expect(layout.height == 109)   // 64.67 + 30 + 14, rounded up
        #expect(layout.overflows.isEmpty)

        // Center with the higher priority takes its width first; the sides share the rest.
        let centerFirst = ExpandedIslandLayout.layout(regions: [region(.leading), region(.trailing), region(.center, priority: 1)],
                                                      width: 408, margins: margins, housing: 36.67, measure: measure)
        // Sides of (380 − 300) / 2 = 40 pt columns, each as wide as its content.
        #expect(centerFirst.frames.map(\.frame.width) == [40, 30, 300])
        #expect(centerFirst.frames.map(\.frame.minX) == [14, 364, 54])
        #expect(centerFirst.height == 84)   // the HIG's minimum
    }

    @Test("contentMargins(_:_:for:) replaces the defaults on its edges of its presentation only; a later call wins")
    func islandMargins() {
        let island = DynamicIsland {
            DynamicIslandExpandedRegion(.bottom) { Text("b") }
        } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
            .contentMargins(.trailing, 8, for: .expanded)
            .contentMargins([.top, .trailing], 4, for: .expanded)
            .contentMargins(.all, -3, for: .minimal)
        let defaults = EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14)
        #expect(island.margins(for: .expanded, defaults: defaults) == EdgeInsets(top: 4, leading: 14, bottom: 14, trailing: 4))
        #expect(island.margins(for: .minimal, defaults: defaults) == EdgeInsets())
        #expect(island.margins(for: .compactLeading, defaults: defaults) == defaults)
        let region = DynamicIslandExpandedRegion(.center) { Text("c") }.contentMargins(.horizontal, 6)
        #expect(region.region.extraMargins == EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))
    }

    @Test("isStale follows the content's stale date against the render's now")
    func staleness() throws {
        let renderer = LiveActivityRenderer(presentation: .lockScreen, scale: 1)
        let now = renderer.context.now
        let clear = ScoreActivity(lockScreenColor: .clear)
        let fresh = try renderer.render(clear, attributes: Self.attributes,
                                        content: ActivityContent(state: Self.state, staleDate: now.addingTimeInterval(60)))
        let stale = try renderer.render(clear, attributes: Self.attributes,
                                        content: ActivityContent(state: Self.state, staleDate: now, relevanceScore: 10))
        let undated = try renderer.render(clear, attributes: Self.attributes, state: Self.state)
        // The platter shows through the clear content: the tint is blue while fresh, gray once stale.
        #expect(try pixel(fresh, 215, 60) == opaque(.blue))
        #expect(try pixel(undated, 215, 60) == opaque(.blue))
        #expect(try pixel(stale, 215, 60) == opaque(.gray))
    }

    @Test("a preview runs no activities: activities is empty, request throws a typed error that says what to do")
    func activityRequest() {
        #expect(Activity<ScoreAttributes>.activities.isEmpty)
        #expect(throws: ActivityPreviewError.notAvailableInPreviews(attributes: "ScoreAttributes")) {
            _ = try Activity<ScoreAttributes>.request(attributes: Self.attributes,
                                                     content: ActivityContent(state: Self.state, staleDate: nil), pushType: .token)
        }
        #expect("\(ActivityPreviewError.notAvailableInPreviews(attributes: "A"))".contains("#Preview(as: .content"))
    }

    @Test("the #Preview form draws the presentations its view kind names")
    func previewForm() throws {
        let preview = Preview("score", as: .dynamicIsland(.minimal), using: Self.attributes, widget: { ScoreActivity() }) {
            Self.state
            ScoreAttributes.ContentState(home: 3, away: 1)
        }
        #expect(preview.activityPresentations == [.minimal, .minimalDetached])
        #expect(preview.entries.map(\.name) == ["state-1", "state-2"])
        let draw = try #require(preview.drawActivity)
        let image = try draw(LiveActivityRenderer(presentation: .minimal, scale: 1), preview.entries[1])
        #expect(image.height == 59)
    }

    @Test("a widget that is not a Live Activity is refused with an error naming it")
    func notAnActivity() {
        #expect(throws: LiveActivityRenderError.notALiveActivity(widget: "PlainWidget")) {
            _ = try LiveActivityRenderer(presentation: .compact).render(PlainWidget(), attributes: Self.attributes, state: Self.state)
        }
    }
}
