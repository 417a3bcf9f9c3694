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

    @Test("text styles take watchOS's Dynamic Type sizes: Large on 40/41 mm, xLarge on 44/45/49 mm (HIG)")
    func watchTextStyles() throws {
        let styles: [(Font, Double, Double)] = [   // font, Large, xLarge
            (.largeTitle, 36, 40), (.title, 34, 38), (.title2, 27, 30), (.title3, 19, 20), (.headline, 16, 17),
            (.body, 16, 17), (.caption, 15, 16), (.caption2, 14, 15), (.footnote, 13, 14),
        ]
        for (font, large, extraLarge) in styles {
            #expect(try textSize(device: .watch40mm, Text("Run").font(font)) == [large])
            #expect(try textSize(device: .watch41mm, Text("Run").font(font)) == [large])
            #expect(try textSize(device: .watch44mm, Text("Run").font(font)) == [extraLarge])
            #expect(try textSize(device: .watch45mm, Text("Run").font(font)) == [extraLarge])
            #expect(try textSize(device: .watch49mm, Text("Run").font(font)) == [extraLarge])
        }
    }

    @Test("headline is Semibold with SF Compact's tracking at its size; callout keeps iOS's 16 pt")
    func headlineWeightAndTracking() throws {
        let headline = Font.headline.resolve(watchCaseMillimetres: 45)
        #expect(headline.descriptor.weight == .semibold)
        #expect(headline.tracking == -0.07)
        #expect(WatchTypography.metrics(.headline, caseMillimetres: 45)?.tracking == -0.07)
        #expect(WatchTypography.metrics(.footnote, caseMillimetres: 40)?.tracking == 0.20)
        #expect(WatchTypography.metrics(.headline, caseMillimetres: 41)?.leading == 18.5)
        #expect(try textSize(device: .watch45mm, Text("Run").font(.callout)) == [16])
    }

    @Test("an iPhone render keeps iOS's text styles")
    func iPhoneTextStylesUnchanged() throws {
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(Text("Run").font(.headline))
        let sizes = image.displayList.items.compactMap { if case .glyphRun(let r) = $0 { return r.size } else { return nil } }
        #expect(sizes == [17])
    }
}
