import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Issue 17: StandBy lays a small widget out at its systemSmall size and scales the picture up to its slot
/// (derived: the landscape height, or half the landscape width, less 16 pt at each edge; see StandBySlot).
@Suite("Issue 17: StandBy scales small widgets to its slot")
struct StandByScaleTests {
    private func render(_ view: some View, device: DeviceProfile = .iPhone430x932,
                        context: RenderContext = .standBy) throws -> RenderedWidget {
        var context = context
        context.device = device
        return try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view)
    }

    private func glyphRuns(_ image: RenderedWidget) -> [GlyphRun] {
        image.displayList.items.compactMap { if case .glyphRun(let r) = $0 { return r } else { return nil } }
    }

    @Test("the picture is the slot: 398 pt on 430×932, 361 on 393×852, 302 (301.5 rounded up) on 375×667")
    func pictureIsTheSlot() throws {
        let cases: [(DeviceProfile, Int)] = [(.iPhone430x932, 398), (.iPhone393x852, 361), (.iPhone375x667, 302)]
        for (device, side) in cases {
            let image = try render(Text("Hi"), device: device)
            #expect(image.width == side, "\(device.name)")
            #expect(image.height == side, "\(device.name)")
        }
    }

    @Test("the layout is the small size's: the tree is 170 pt, the text 17 pt, drawn 398/170 times larger")
    func laidOutSmallThenScaled() throws {
        let image = try render(Text("Hi"))
        #expect(image.layout.frame.size == CGSize(width: 170, height: 170))
        // The 17-pt run of the small layout, drawn through the slot's magnification.
        #expect(glyphRuns(image).map(\.size) == [17])
        #expect(glyphRuns(image).map(\.transform.a) == [398.0 / 170])
        #expect(glyphRuns(image).map(\.transform.d) == [398.0 / 170])
        #expect(StandBySlot.scale(on: .iPhone430x932, smallSide: 170) == 398.0 / 170)
    }

    @Test("StandBy at night scales too; the Home Screen and the iPad Lock Screen do not")
    func onlyStandByScales() throws {
        #expect(try render(Text("Hi"), context: .standByNight).width == 398)
        #expect(try render(Text("Hi"), context: .homeScreen).width == 170)
        let pad = try WidgetRenderer(family: .systemSmall, context: .iPadLockScreen, scale: 1).render(Text("Hi"))
        #expect(pad.width == 152)
        #expect(StandBySlot.side(on: .iPad820x1180) == nil)
        #expect(StandBySlot.side(on: .watch45mm) == nil)
    }

    @Test("the black backdrop fills the whole slot")
    func backdropFillsTheSlot() throws {
        let image = try render(Color.clear)
        #expect(try image.bitmap.rgbaAt(397, 397) == (0, 0, 0, 255))
    }
}
