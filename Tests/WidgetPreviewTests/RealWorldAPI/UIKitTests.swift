import Foundation
import Testing
@testable import Graphics
import Typography
@testable import WidgetPreview

@Suite("Issue 13 §4: the UIKit widget code uses — UIColor, UIImage, UIFont, UIFontMetrics, UIScreen, UIApplication")
struct UIKitTests {
    private func env(_ scheme: ColorScheme) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return env
    }

    private func rgba(_ color: UIColor, _ scheme: ColorScheme) -> RGBAColor { Color(uiColor: color).resolve(in: env(scheme)) }

    @Test("system colours are UIKit's light and dark values, through Color(uiColor:) and Color(_:)")
    func systemColours() {
        #expect(rgba(.systemBackground, .light) == RGBAColor(r8: 255, g8: 255, b8: 255))
        #expect(rgba(.systemBackground, .dark) == RGBAColor(r8: 0, g8: 0, b8: 0))
        #expect(rgba(.secondarySystemBackground, .light) == RGBAColor(r8: 242, g8: 242, b8: 247))
        #expect(rgba(.secondarySystemBackground, .dark) == RGBAColor(r8: 28, g8: 28, b8: 30))
        #expect(rgba(.tertiarySystemFill, .light) == RGBAColor(r8: 118, g8: 118, b8: 128, alpha: 0.12))
        #expect(rgba(.tertiarySystemFill, .dark) == RGBAColor(r8: 118, g8: 118, b8: 128, alpha: 0.24))
        #expect(rgba(.secondaryLabel, .dark) == RGBAColor(r8: 235, g8: 235, b8: 245, alpha: 0.6))
        #expect(rgba(.secondarySystemGroupedBackground, .dark) == RGBAColor(r8: 28, g8: 28, b8: 30))
        #expect(rgba(.tertiarySystemGroupedBackground, .light) == RGBAColor(r8: 242, g8: 242, b8: 247))
        #expect(rgba(.placeholderText, .light) == RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.3))
        #expect(rgba(.systemGray4, .dark) == RGBAColor(r8: 58, g8: 58, b8: 60))
        #expect(Color(.systemRed).resolve(in: env(.light)) == Color.red.resolve(in: env(.light)))
        #expect(Color(.systemIndigo).resolve(in: env(.dark)) == Color.indigo.resolve(in: env(.dark)))
    }

    @Test("fixed UIKit colours are exact components: UIColor.red is 1, 0, 0, unlike Color.red")
    func fixedColours() {
        #expect(rgba(.red, .dark) == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(rgba(.darkGray, .light) == RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
        #expect(rgba(.orange, .light) == RGBAColor(red: 1, green: 0.5, blue: 0))
        #expect(rgba(.clear, .light).alpha == 0)
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), .dark) == RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(rgba(UIColor(white: 0.25, alpha: 0.5), .light) == RGBAColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    }

    @Test("withAlphaComponent replaces the alpha (UIKit), dynamicProvider is asked with the render's appearance")
    func alphaAndDynamic() {
        #expect(rgba(UIColor.secondaryLabel.withAlphaComponent(1), .light) == RGBAColor(r8: 60, g8: 60, b8: 67))
        #expect(rgba(UIColor.systemBlue.withAlphaComponent(0.5), .dark) == RGBAColor(r8: 0, g8: 145, b8: 255, alpha: 0.5))
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .systemYellow : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        #expect(rgba(dynamic, .light) == RGBAColor(red: 0, green: 0, blue: 1))
        #expect(rgba(dynamic, .dark) == RGBAColor(r8: 255, g8: 214, b8: 0))
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(storage: .rgba(RGBAColor(r8: 255, g8: 214, b8: 0))))
        var red: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.red.getRed(&red, green: nil, blue: nil, alpha: &alpha) && red == 1 && alpha == 1)
    }

    @Test("a UIColor drawn in a widget takes the place's colour scheme (container background, light and dark)")
    func drawnInWidget() throws {
        let view = Color.clear.containerBackground(Color(uiColor: .secondarySystemBackground), for: .widget)
        let light = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(view)
        let dark = try WidgetRenderer(family: .systemSmall, context: .homeScreenDark, scale: 1).render(view)
        #expect(try light.bitmap[85, 85] == (242, 242, 247, 255))
        #expect(try dark.bitmap[85, 85] == (28, 28, 30, 255))
    }

    @Test("UIColor(named:) and UIImage(named:) are nil for a name no catalog or asset folder has, as in UIKit")
    func unknownNamesAreNil() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-uinamed-\(UUID().uuidString)")
        let colorSet = dir.appendingPathComponent("App.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#.utf8)
            .write(to: colorSet.appendingPathComponent("Contents.json"))
        try pngData().write(to: dir.appendingPathComponent("chip@2x.png"))
        // Outside a render no catalog is known: nothing is found.
        #expect(UIColor(named: "Brand") == nil)
        #expect(UIImage(named: "chip") == nil)
        var env = EnvironmentValues()
        env.assetDirectories = [dir]
        EnvironmentValues.$current.withValue(env) {
            #expect(UIColor(named: "Brand") != nil)
            #expect(UIColor(named: "Missing") == nil)
            #expect(UIColor(named: "Missing", in: nil, compatibleWith: nil) == nil)
            #expect(UIImage(named: "chip") != nil)
            #expect(UIImage(named: "chip", in: nil, compatibleWith: nil) != nil)
            #expect(UIImage(named: "missing") == nil)
            #expect(UIImage(named: "missing", in: nil, with: nil) == nil)
            #expect(UIImage(named: "Brand") == nil, "a colour set is not an image")
        }
        let named = try #require(EnvironmentValues.$current.withValue(env) { UIColor(named: "Brand") })
        #expect(Color(named).resolve(in: env) == Color("Brand").resolve(in: env))
        #expect(Color(named).resolve(in: env) == RGBAColor(red: 1, green: 0, blue: 0))
    }

    /// A 4 × 2-pixel PNG: left half opaque red, right half opaque blue.
    private func pngData() throws -> Data {
        var bitmap = Bitmap(width: 4, height: 2, fill: RGBAColor(red: 0, green: 0, blue: 1))
        for y in 0..<2 { for x in 0..<2 { let i = (y * 4 + x) * 4; bitmap.pixels[i] = 255; bitmap.pixels[i + 2] = 0 } }
        return try PNGCodec.encode(bitmap)
    }

    @Test("UIImage(data:) and UIImage(contentsOfFile:) decode PNG with UIKit's scale; Image(uiImage:) draws the pixels")
    func decodedImages() throws {
        let data = try pngData()
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 1)
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("chip@2x.png")
        try data.write(to: file)
        let fromFile = try #require(UIImage(contentsOfFile: file.path))
        #expect(fromFile.size == CGSize(width: 2, height: 1) && fromFile.scale == 2)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)

        let renderer = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
        let output = renderer.render(Image(uiImage: image), size: Size(4, 2))
        let pixels = try RasterBackend.render(output.displayList, scale: 2)
        #expect(pixels[1, 1] == (255, 0, 0, 255))
        #expect(pixels[6, 1] == (0, 0, 255, 255))
        #expect(output.warnings.isEmpty)
    }

    @Test("UIImage(named:) reads the asset folders and UIImage(systemName:) draws the SF Symbol Image(systemName:) draws")
    func namedAndSymbolImages() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-uiimage-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try pngData().write(to: dir.appendingPathComponent("chip.png"))
        var renderer = ViewRenderer(scale: 1, textEngine: try TypeSetter.shared())
        renderer.environment.assetDirectories = [dir]
        let named = try #require(EnvironmentValues.$current.withValue(renderer.environment) { UIImage(named: "chip") })
        #expect(dump(renderer.render(Image(uiImage: named), size: Size(10, 10)).displayList)
            == dump(renderer.render(Image("chip"), size: Size(10, 10)).displayList))
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(dump(renderer.render(Image(uiImage: symbol), size: Size(40, 40)).displayList)
            == dump(renderer.render(Image(systemName: "star.fill"), size: Size(40, 40)).displayList))
        let template = named.withRenderingMode(.alwaysTemplate)
        #expect(dump(renderer.render(Image(uiImage: template), size: Size(10, 10)).displayList)
            == dump(renderer.render(Image("chip").renderingMode(.template), size: Size(10, 10)).displayList))
    }

    @Test("UIFont: text styles at the Large size, system fonts by size and weight, Font(_:) keeps them")
    func fonts() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        let semibold = Font(UIFont.systemFont(ofSize: 14, weight: .semibold)).resolve().descriptor
        #expect(semibold.size == 14 && semibold.weight == .semibold)
        let headline = Font(UIFont.preferredFont(forTextStyle: .headline)).resolve(dynamicTypeSize: .xLarge).descriptor
        #expect(headline.size == 19 && headline.weight == .semibold)
        #expect(Font(UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .bold)).resolve().descriptor.monospacedDigit)
        #expect(Font(UIFont(name: "Avenir-Heavy", size: 13)!).resolve(dynamicTypeSize: .accessibility5).descriptor.size == 13)
    }

    @Test("UIFontMetrics scales like its text style at the view's Dynamic Type size")
    func fontMetrics() {
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10) == 10)
        var env = EnvironmentValues()
        env.dynamicTypeSize = .xLarge
        let scaled = EnvironmentValues.$current.withValue(env) { UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) }
        #expect(scaled == 19)
        env.dynamicTypeSize = .accessibility5
        let caption = EnvironmentValues.$current.withValue(env) { UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 11) }
        #expect(caption == 40)
        let font = EnvironmentValues.$current.withValue(env) { UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30) }
        #expect(font.pointSize == 30)
    }

    @Test("UIScreen.main reports the render's scale and device screen while a widget's body runs")
    func screen() throws {
        final class Seen: @unchecked Sendable { var scale: CGFloat = 0; var bounds = CGRect.zero }
        let seen = Seen()
        struct Probe: View {
            let seen: Seen
            var body: some View {
                seen.scale = UIScreen.main.scale
                seen.bounds = UIScreen.main.bounds
                return Text("x")
            }
        }
        _ = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 3).render(Probe(seen: seen))
        #expect(seen.scale == 3)
        #expect(seen.bounds == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(UIApplication.openSettingsURLString == "app-settings:")
    }

    @Test("the UIKit fixture widget renders without warnings, its background following the scheme")
    func fixtureRenders() throws {
        let entry = BatteryEntry(date: RenderContext.defaultNow, level: 0.8, icon: UIImage(data: try pngData()))
        let light = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(BatteryWidgetView(entry: entry))
        #expect(light.warnings.isEmpty, "\(light.warnings)")
        // UIColor(red: 0.96, green: 0.96, blue: 0.98): 244.8 → 245, 249.9 → 250.
        #expect(try light.bitmap[165, 85] == (245, 245, 250, 255))
        let dark = try WidgetRenderer(family: .systemSmall, context: .homeScreenDark, scale: 1).render(BatteryWidgetView(entry: entry))
        // UIColor(white: 0.11): 28.05 → 28.
        #expect(try dark.bitmap[165, 85] == (28, 28, 28, 255))
    }
}

@Suite("UIKit beyond issue 13's list: UIColor(Color), UIImage.withTintColor, UIDevice")
struct UIKitExtrasTests {
    @Test("UIColor(Color) resolves the SwiftUI colour where it is drawn (light and dark)")
    func uiColorFromColor() {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        #expect(Color(UIColor(Color.red)).resolve(in: env) == Color.red.resolve(in: env))
        #expect(Color(UIColor(Color.primary)).resolve(in: env) == RGBAColor(r8: 255, g8: 255, b8: 255))
    }

    @Test("withTintColor draws a symbol and a PNG template in that colour")
    func tintColor() throws {
        let renderer = ViewRenderer(scale: 2, textEngine: try TypeSetter.shared())
        let symbol = try #require(UIImage(systemName: "star.fill")).withTintColor(.red)
        let paints = renderer.render(Image(uiImage: symbol), size: Size(40, 40)).displayList.items.compactMap {
            if case .glyphRun(let run) = $0 { return run.paint } else { return nil }
        }
        #expect(paints == [.solid(RGBAColor(red: 1, green: 0, blue: 0))])
        var bitmap = Bitmap(width: 2, height: 2, fill: RGBAColor(red: 0, green: 1, blue: 0))
        bitmap.pixels[3] = 0  // one transparent pixel keeps its alpha
        let png = try #require(UIImage(data: try PNGCodec.encode(bitmap))).withTintColor(.blue)
        let pixels = try RasterBackend.render(renderer.render(Image(uiImage: png), size: Size(2, 2)).displayList, scale: 2)
        #expect(pixels[3, 3] == (0, 0, 255, 255))
        #expect(pixels[0, 0].a == 0)
    }

    @Test("UIDevice.current reports the render's device idiom")
    func device() throws {
        final class Seen: @unchecked Sendable { var idiom: UIUserInterfaceIdiom? }
        let seen = Seen()
        struct Probe: View {
            let seen: Seen
            var body: some View {
                seen.idiom = UIDevice.current.userInterfaceIdiom
                return Color.clear
            }
        }
        _ = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(Probe(seen: seen))
        #expect(seen.idiom == .phone)
        var pad = RenderContext.homeScreen
        pad.device = .iPad820x1180
        _ = try WidgetRenderer(family: .systemSmall, context: pad, scale: 1).render(Probe(seen: seen))
        #expect(seen.idiom == .pad)
        #expect(UIDevice.current.model == "iPhone")
    }
}

@Suite("UIFont metrics come from the face text is drawn with")
struct UIFontMetricsFromFaceTests {
    @Test("lineHeight, ascender, descender (negative), capHeight, xHeight, leading from the view's text engine")
    func metrics() {
        var env = EnvironmentValues()
        env.textEngine = FixedAdvanceTextEngine()  // line 1.2 em, ascender 0.8, descender 0.2, cap 0.7, x 0.5
        let font = UIFont.systemFont(ofSize: 20)
        let m = EnvironmentValues.$current.withValue(env) { (font.lineHeight, font.ascender, font.descender, font.capHeight, font.xHeight, font.leading) }
        #expect(abs(m.0 - 24) < 1e-9 && abs(m.1 - 16) < 1e-9 && abs(m.2 + 4) < 1e-9)
        #expect(abs(m.3 - 14) < 1e-9 && abs(m.4 - 10) < 1e-9 && abs(m.5 - 4) < 1e-9)
        let body = EnvironmentValues.$current.withValue(env) { UIFont.preferredFont(forTextStyle: .body).lineHeight }
        #expect(abs(body - 1.2 * 17) < 1e-9)
    }
}
