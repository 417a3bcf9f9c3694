import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Issue 17: the Apple Watch Smart Stack draws text without a font in watchOS's default for the family and
/// case (Complications HIG), not iOS's 17-pt body.
@Suite("Issue 17: Apple Watch Smart Stack type sizes")
struct WatchTypographyTests {
    private func textSize(device: DeviceProfile, _ view: some View) throws -> [Double] {
        var context = RenderContext.smartStack
        context.device = device
        let image = try WidgetRenderer(family: .accessoryRectangular, context: context, scale: 1).render(view)
        return image.displayList.items.compactMap { if case .glyphRun(let r) = $0 { return r.size } else { return nil } }
    }

    @Test("rectangular text: 16.5, 17.5, 18 and 19.5 pt on 40, 41, 44 and 45 mm; 19.5 on 49 mm")
    func rectangularSizes() throws {
        let cases: [(DeviceProfile, Double)] = [(.watch40mm, 16.5), (.watch41mm, 17.5), (.watch44mm, 18), (.watch45mm, 19.5), (.watch49mm, 19.5)]
        for (device, size) in cases {
            #expect(try textSize(device: device, Text("Run")) == [size], "\(device.name)")
        }
    }

    @Test("text with its own font keeps it")
    func explicitFontKept() throws {
        #expect(try textSize(device: .watch45mm, Text("Run").font(.system(size: 12))) == [12])
    }

    @Test("an iPhone render keeps iOS's 17-pt body")
    func iPhoneUnchanged() throws {
        let image = try WidgetRenderer(family: .accessoryRectangular, context: .lockScreen, scale: 1).render(Text("Run"))
        let sizes = image.displayList.items.compactMap { if case .glyphRun(let r) = $0 { return r.size } else { return nil } }
        #expect(sizes == [17])
    }
}
