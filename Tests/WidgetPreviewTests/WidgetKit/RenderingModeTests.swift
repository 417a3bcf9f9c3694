import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

@Suite struct RenderingModeTests {
    @Test(arguments: ["lockScreen", "standByNight", "iPadLockScreen"])
    func vibrantOnATransparentBackdropHasNoSaturatedPixel(place: String) throws {
        var context = try #require(RenderContext.presets.first { $0.name == place })
        context.backdrop = .none
        context.vibrantTint = .white
        let family: WidgetFamily = context.hostedFamilies.contains(.systemSmall) ? .systemSmall : .accessoryRectangular
        let image = try WidgetRenderer(family: family, context: context, scale: 1).render(ColourfulView())
        #expect(try image.bitmap.everyPixel { r, g, b, a in a == 0 || max(r, g, b) - min(r, g, b) <= 1 })
        #expect(try !image.bitmap.everyPixel { _, _, _, a in a == 0 })   // something was drawn
    }

    @Test func standByNightTintsEverythingRed() throws {
        var context = RenderContext.standByNight
        context.backdrop = .none
        let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(ColourfulView())
        // Every visible pixel is the night tint (255, 69, 58) with some alpha (straight-alpha rounding
        // moves faint pixels a little, so those under 25 % are not judged).
        var worst = (0, 0, 0, 0)
        let ok = try image.bitmap.everyPixel { r, g, b, a in
            if a < 64 || (r == 255 && abs(g - 69) <= 2 && abs(b - 58) <= 2) { return true }
            worst = (r, g, b, a)
            return false
        }
        #expect(ok, "\(worst)")
    }

    @Test(arguments: OperatingSystemRelease.all)
    func accentedHasOnlyTheAccentHueAndWhite(release: OperatingSystemRelease) throws {
        var context = RenderContext.homeScreenTinted
        context.os = release
        context.backdrop = .none
        let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(ColourfulView())
        let accentHue = try #require(hueDegrees(0, 145, 255))
        var accentPixels = 0, whitePixels = 0
        var worst = (0, 0, 0, 0)
        let ok = try image.bitmap.everyPixel { r, g, b, a in
            // Faint edge pixels (the container's anti-aliased corners) lose their hue to straight-alpha
            // rounding, so only pixels of at least 25 % opacity are judged (50 % on iOS 26, whose white rim
            // lies over the anti-aliased corner and rounds twice).
            guard a >= (release >= .iOS26 ? 128 : 64) else { return true }
            if r == 255 && g == 255 && b == 255 { whitePixels += 1; return true }
            guard max(r, g, b) - min(r, g, b) >= 24, let hue = hueDegrees(r, g, b) else { return true }  // near-gray: no hue to judge
            accentPixels += 1
            worst = (r, g, b, a)
            return abs(hue - accentHue) <= 4
        }
        #expect(ok, "\(worst)")
        #expect(accentPixels > 0 && whitePixels > 0)
    }

    /// iOS 18's tinted Home Screen: the accent group in the tint on a dark plate of it.
    @Test func accentedPutsAccentableContentInTheAccentColourOnIOS18() throws {
        var context = RenderContext.homeScreenTinted
        context.os = .iOS18
        context.backdrop = .none
        let view = Rectangle().fill(Color.red).frame(width: 40, height: 40).widgetAccentable()
            .containerBackground(Color.white, for: .widget)
        let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view)
        #expect(try image.bitmap.rgbaAt(85, 85) == (0, 145, 255, 255))
        // The plate (background removed): the accent at 30 % brightness.
        let plate = try image.bitmap.rgbaAt(20, 85)
        #expect(plate == (0, 43, 77, 255), "\(plate)")
    }

    /// A `.borderedProminent` button on the tinted Home Screen: its fill joins the accent group and its
    /// label is cut out of the fill (the plate's colour), never white on white. iOS 18: the fill in the
    /// tint; iOS 26: white on the glass, the label still the plate's colour.
    @Test(arguments: [(OperatingSystemRelease.iOS18, [0, 145, 255]), (.iOS26, [255, 255, 255])])
    func prominentButtonLabelIsCutOutOfItsFill(release: OperatingSystemRelease, fill: [Int]) throws {
        var context = RenderContext.homeScreenTinted
        context.os = release
        context.backdrop = .none
        // A 20 × 10 label, padded 12 across and 7 down: a 44 × 24 capsule centred in the 170-pt widget.
        let view = Button(action: {}) { Rectangle().frame(width: 20, height: 10) }.buttonStyle(.borderedProminent)
            .containerBackground(Color.white, for: .widget)
        let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view)
        let l = try image.bitmap.rgbaAt(85, 85), f = try image.bitmap.rgbaAt(67, 85)
        let label: [Int] = [Int(l.r), Int(l.g), Int(l.b), Int(l.a)]
        let filled: [Int] = [Int(f.r), Int(f.g), Int(f.b), Int(f.a)]
        let expectedFill: [Int] = fill + [255]
        #expect(label == [0, 43, 77, 255])
        #expect(filled == expectedFill)
    }

    @Test func fullColorLeavesColoursAlone() throws {
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(
            Color(red: 0.2, green: 0.6, blue: 0.4).containerBackground(Color.white, for: .widget))
        #expect(try image.bitmap.rgbaAt(85, 85) == (51, 153, 102, 255))
    }

    @Test func lockScreenDrawsOverTheWallpaperAndAccessoryBackgroundIsTranslucentWhite() throws {
        var context = RenderContext.lockScreen
        let onWallpaper = try WidgetRenderer(family: .accessoryCircular, context: context, scale: 1).render(AccessoryWidgetBackground())
        #expect(try onWallpaper.bitmap.rgbaAt(0, 0).a == 255)
        context.backdrop = .none
        let alone = try WidgetRenderer(family: .accessoryCircular, context: context, scale: 1).render(AccessoryWidgetBackground())
        let centre = try alone.bitmap.rgbaAt(38, 38)
        #expect(centre.r == 255 && centre.g == 255 && centre.b == 255 && centre.a == 51)
        #expect(try alone.bitmap.rgbaAt(1, 1).a == 0)   // a circle
    }

    /// iOS 26's tinted Home Screen: every content white ("tints primary and accented content white"), the
    /// background replaced by glass of the tint: 45 % of the accent at the top to 25 % at the bottom, a
    /// white sheen over the top half, a bright 1 pt rim.
    @Test func iOS26TintedDrawsWhiteContentOnTintedGlass() throws {
        var context = RenderContext.homeScreenTinted
        context.backdrop = .none
        let view = Rectangle().fill(Color.red).frame(width: 40, height: 40).widgetAccentable()
            .containerBackground(Color.white, for: .widget)
        let image = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view)
        #expect(try image.bitmap.rgbaAt(85, 85) == (255, 255, 255, 255))
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.r) - r) <= 1 && abs(Int(p.g) - g) <= 1 && abs(Int(p.b) - b) <= 1 && p.a == 255
        }
        // Mid-height: 35 % of (0, 145, 255), no sheen; near the bottom: about 26 %.
        let middle = try image.bitmap.rgbaAt(20, 85)
        #expect(near(middle, 0, 51, 89), "\(middle)")
        let low = try image.bitmap.rgbaAt(20, 160)
        #expect(near(low, 0, 38, 67), "\(low)")
        // The rim along the top edge: white at half opacity over the sheen and the body.
        let rim = try image.bitmap.rgbaAt(85, 0)
        #expect(near(rim, 140, 170, 192), "\(rim)")
    }

    /// iOS 26's clear Home Screen: white content on clear glass (white at 12 %) over the wallpaper.
    @Test func iOS26ClearDrawsWhiteContentOnClearGlassOverTheWallpaper() throws {
        let view = Rectangle().fill(Color.red).frame(width: 40, height: 40)
            .containerBackground(Color.blue, for: .widget)
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreenClear, scale: 1).render(view)
        #expect(try image.bitmap.rgbaAt(85, 85) == (255, 255, 255, 255))
        // (20, 150): halfway along the wallpaper's diagonal, (60, 42, 101), under white at 12 %.
        let glass = try image.bitmap.rgbaAt(20, 150)
        #expect(abs(Int(glass.r) - 83) <= 2 && abs(Int(glass.g) - 68) <= 2 && abs(Int(glass.b) - 120) <= 2 && glass.a == 255, "\(glass)")
        // Outside the rounded corner: the wallpaper alone.
        let corner = try image.bitmap.rgbaAt(0, 169)
        #expect(corner.a == 255 && corner.r < 70)
    }
}
