import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Issue 17: `widgetAccentedRenderingMode(_:)` in the tinted Home Screen: luminance becomes alpha and what
/// shows through a dark image is WidgetKit's tinted glass, never a system background turned white.
@Suite("Issue 17: accented image modes, luminance to alpha over the tinted glass")
struct AccentedImageFidelityTests {
    /// 4 × 4 pixels of one opaque grey.
    static func photo(_ grey: UInt8) -> Image {
        var px: [UInt8] = []
        for _ in 0..<16 { px += [grey, grey, grey, 255] }
        return Image(source: .decoded(ImageSource(bitmap: Bitmap(width: 4, height: 4, pixels: px)), scale: 1))
    }

    /// iOS 18's tinted Home Screen, where the accent group takes the tint (iOS 26 draws both groups white).
    private static func render(grey: UInt8, mode: WidgetAccentedRenderingMode) throws -> RenderedWidget {
        var context = RenderContext.homeScreenTinted
        context.os = .iOS18
        context.backdrop = .none
        return try KeptPhotoWidget.$photo.withValue((grey, mode)) {
            try WidgetRenderer(family: .systemSmall, context: context, scale: 1)
                .render(KeptPhotoWidget(), entry: FixtureEntry(date: RenderContext.defaultNow, text: ""))
        }
    }

    /// The glass: the default accent (0, 145, 255) at 30 % brightness.
    private static let plate: (UInt8, UInt8, UInt8, UInt8) = (0, 43, 77, 255)

    @Test("a black photo kept as the background (removable false) shows the glass, not white", arguments: [
        WidgetAccentedRenderingMode.accentedDesaturated, .desaturated,
    ])
    func blackPhotoShowsTheGlass(mode: WidgetAccentedRenderingMode) throws {
        let centre = try Self.render(grey: 0, mode: mode).bitmap.rgbaAt(85, 85)
        #expect(centre == Self.plate, "\(centre)")
    }

    @Test("a white photo: accentedDesaturated draws the accent, desaturated the default group's white")
    func whitePhotoTakesTheGroupColour() throws {
        #expect(try Self.render(grey: 255, mode: .accentedDesaturated).bitmap.rgbaAt(85, 85) == (0, 145, 255, 255))
        #expect(try Self.render(grey: 255, mode: .desaturated).bitmap.rgbaAt(85, 85) == (255, 255, 255, 255))
    }

    @Test("a mid grey: its luminance is the accent's opacity over the glass")
    func greyBlendsOverTheGlass() throws {
        // Luminance 128 of 255 → the accent at 50.2 % over (0, 43, 77): (0, 94, 166) within rounding.
        let centre = try Self.render(grey: 128, mode: .accentedDesaturated).bitmap.rgbaAt(85, 85)
        #expect(centre.r == 0 && abs(Int(centre.g) - 94) <= 1 && abs(Int(centre.b) - 166) <= 1 && centre.a == 255, "\(centre)")
    }

    @Test("fullColor keeps the photo as it is")
    func fullColorKeepsThePhoto() throws {
        #expect(try Self.render(grey: 40, mode: .fullColor).bitmap.rgbaAt(85, 85) == (40, 40, 40, 255))
    }
}

/// A photo as the widget's background, which WidgetKit may not remove.
private struct KeptPhotoWidget: Widget {
    /// The photo and its mode, for the render in progress (a Widget is made with `init()`).
    @TaskLocal static var photo: (grey: UInt8, mode: WidgetAccentedRenderingMode) = (0, .fullColor)

    var body: some WidgetConfiguration {
        let (grey, mode) = Self.photo
        let photo = AccentedImageFidelityTests.photo(grey)
        return StaticConfiguration(kind: "kept-photo", provider: FixtureProvider()) { _ in
            Color.clear
                .containerBackground(for: .widget) {
                    photo.resizable().widgetAccentedRenderingMode(mode)
                }
        }
        .containerBackgroundRemovable(false)
        .supportedFamilies([.systemSmall])
    }
}
