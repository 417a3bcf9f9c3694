import Testing
import Foundation
import Graphics
import Typography
@testable import WidgetPreview

@Suite("Template images, symbol rendering modes, blend modes, accessibilityHidden")
struct ImageAndEffectTests {
    private static let pureRed = Color(red: 1, green: 0, blue: 0)
    private static let pureBlue = Color(red: 0, green: 0, blue: 1)

    /// An 8×8-pixel @2x PNG (4×4 pt): left half opaque red, right half transparent.
    private func assetDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-template-image-test")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var bitmap = Bitmap(width: 8, height: 8, fill: .clear)
        for y in 0..<8 { for x in 0..<4 {
            let i = (y * 8 + x) * 4
            bitmap.pixels[i] = 255; bitmap.pixels[i + 3] = 255
        } }
        try PNGCodec.encode(bitmap).write(to: dir.appendingPathComponent("half@2x.png"))
        return dir
    }

    @Test("renderingMode(.template) draws a bitmap in the foreground style and keeps its alpha")
    func templateBitmap() throws {
        var renderer = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
        renderer.environment.assetDirectories = [try assetDirectory()]
        let tinted = renderer.render(Image("half").renderingMode(.template).foregroundStyle(Self.pureBlue), size: Size(4, 4))
        let pixels = try RasterBackend.render(tinted.displayList, scale: 2)
        #expect(pixels[1, 4] == (0, 0, 255, 255))
        #expect(pixels[6, 4].a == 0)
        let original = try RasterBackend.render(renderer.render(Image("half"), size: Size(4, 4)).displayList, scale: 2)
        #expect(original[1, 4] == (255, 0, 0, 255))
    }

    private func symbolPaint<V: View>(_ view: V) throws -> Paint? {
        let renderer = ViewRenderer(scale: 2, textEngine: try TypeSetter.shared())
        for item in renderer.render(view, size: Size(40, 40)).displayList.items {
            if case .glyphRun(let run) = item { return run.paint }
        }
        return nil
    }

    @Test("single-layer symbols: hierarchical and palette draw the primary foreground style, multicolor the symbol's own (issue 17)")
    func symbolRenderingModes() throws {
        let red = Paint.solid(RGBAColor(red: 1, green: 0, blue: 0))
        #expect(try symbolPaint(Image(systemName: "star.fill").symbolRenderingMode(.hierarchical).foregroundStyle(Self.pureRed)) == red)
        #expect(try symbolPaint(Image(systemName: "star.fill").symbolRenderingMode(.palette).foregroundStyle(Self.pureRed, Self.pureBlue)) == red)
        // star.fill's multicolour annotation is yellow (SymbolMulticolor): iOS 26 light systemYellow.
        #expect(try symbolPaint(Image(systemName: "star.fill").symbolRenderingMode(.multicolor).foregroundStyle(Self.pureRed))
            == .solid(RGBAColor(r8: 255, g8: 204, b8: 0)))
        #expect(try symbolPaint(Image(systemName: "star.fill").foregroundStyle(Self.pureRed).symbolRenderingMode(.palette)) == red)
    }

    @Test("per-layer styles: hierarchical fades later layers, palette walks the foreground styles")
    func symbolLayerStyles() {
        var env = EnvironmentValues()
        env.foregroundStyles = ForegroundStyleLevels(levels: [AnyShapeStyle(Self.pureRed), AnyShapeStyle(Self.pureBlue)], enclosing: nil)
        #expect(SymbolLayerStyle.style(forLayer: 1, mode: .hierarchical, in: env) == .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.6)))
        #expect(SymbolLayerStyle.style(forLayer: 1, mode: .palette, in: env) == .color(RGBAColor(red: 0, green: 0, blue: 1)))
        #expect(SymbolLayerStyle.style(forLayer: 2, mode: .palette, in: env) == .color(RGBAColor(red: 0, green: 0, blue: 1)))
        #expect(SymbolLayerStyle.style(forLayer: 1, mode: .multicolor, in: env) == .color(RGBAColor(red: 1, green: 0, blue: 0)))
    }

    @Test("blendMode wraps the view in a layer with the DisplayList blend mode; others map to the nearest, with a warning")
    func blendModes() {
        let renderer = testRenderer()
        func layers(_ mode: WidgetPreview.BlendMode) -> ([Graphics.BlendMode], [String]) {
            let out = renderer.render(Color.red.blendMode(mode), size: Size(10, 10))
            let modes = out.displayList.items.compactMap { item -> Graphics.BlendMode? in
                if case .pushLayer(let l) = item { return l.blendMode }
                return nil
            }
            return (modes, out.warnings)
        }
        #expect(layers(.multiply).0 == [.multiply])
        #expect(layers(.multiply).1.isEmpty)
        #expect(layers(.screen).0 == [.screen])
        #expect(layers(.overlay).0 == [.overlay])
        #expect(layers(.darken).0 == [.darken])
        #expect(layers(.lighten).0 == [.lighten])
        #expect(layers(.normal).0 == [])
        #expect(layers(.colorDodge).0 == [.screen])
        #expect(layers(.colorDodge).1.count == 1)
        #expect(layers(.softLight).0 == [.overlay])
        #expect(layers(.difference).0 == [.normal])
    }

    @Test("accessibilityHidden(true) drops the labels beneath it; false keeps them")
    func accessibilityHidden() {
        func labels<V: View>(_ view: V) -> Int {
            testRenderer().render(view, size: Size(10, 10)).displayList.items.filter {
                if case .beginGroup(.label) = $0 { return true } else { return false }
            }.count
        }
        let labelled = VStack { Color.red.accessibilityLabel("Red") }
        #expect(labels(labelled) == 1)
        #expect(labels(labelled.accessibilityHidden(true)) == 0)
        #expect(labels(labelled.accessibilityHidden(false)) == 1)
    }
}
