import Testing
import Foundation
import Graphics
@testable import WidgetPreview

/// `Color("Name")`, `Image("Name")`, `UIColor(named:)`, `.accentColor` and the generated resources drawn
/// from an `.xcassets` folder, with the pixels checked.
@Suite("Asset catalogs in rendering")
struct AssetCatalogRenderingTests {
    /// A folder holding `Widget.xcassets` with a Brand colour (light red, dark blue), AccentColor (green),
    /// a system-colour reference, a 1x/2x/3x image whose scales differ in colour, a dark variant, a template
    /// image, a vector image, a 1x/2x/3x JPEG set whose scales differ in grey, a broken JPEG, and a loose
    /// `Snap@2x.jpg` beside the catalog.
    private static func resources() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-catalog-\(UUID().uuidString)")
        let catalog = dir.appendingPathComponent("Widget.xcassets")
        func write(_ path: String, _ data: Data) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        func color(_ r: String, _ g: String, _ b: String) -> String {
            #"{"color-space":"srgb","components":{"red":"\#(r)","green":"\#(g)","blue":"\#(b)","alpha":"1.000"}}"#
        }
        try write("Brand.colorset/Contents.json", Data(#"""
        {"colors":[{"idiom":"universal","color":\#(color("255", "0", "0"))},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":\#(color("0", "0", "255"))}]}
        """#.utf8))
        try write("AccentColor.colorset/Contents.json", Data(#"{"colors":[{"idiom":"universal","color":\#(color("0", "255", "0"))}]}"#.utf8))
        try write("Linked.colorset/Contents.json", Data(#"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemRedColor"}}]}"#.utf8))
        func png(_ side: Int, _ c: (UInt8, UInt8, UInt8)) throws -> Data {
            var b = Bitmap(width: side, height: side, fill: .clear)
            for i in 0..<(side * side) { b.pixels[i * 4] = c.0; b.pixels[i * 4 + 1] = c.1; b.pixels[i * 4 + 2] = c.2; b.pixels[i * 4 + 3] = 255 }
            return try PNGCodec.encode(b)
        }
        try write("Logo.imageset/logo.png", try png(4, (255, 0, 0)))
        try write("Logo.imageset/logo@2x.png", try png(8, (0, 255, 0)))
        try write("Logo.imageset/logo@3x.png", try png(12, (0, 0, 255)))
        try write("Logo.imageset/logo-dark.png", try png(4, (255, 255, 0)))
        try write("Logo.imageset/Contents.json", Data(#"""
        {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
          {"filename":"logo@3x.png","idiom":"universal","scale":"3x"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"logo-dark.png","idiom":"universal","scale":"1x"}]}
        """#.utf8))
        try write("Glyph.imageset/glyph@2x.png", try png(8, (255, 0, 0)))
        try write("Glyph.imageset/Contents.json", Data(#"{"images":[{"filename":"glyph@2x.png","idiom":"universal","scale":"2x"}],"properties":{"template-rendering-intent":"template"}}"#.utf8))
        try write("Icons/Dot.imageset/dot.svg", Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 8 8"><rect x="4" width="4" height="8" fill="#00f"/></svg>"##.utf8))
        try write("Icons/Dot.imageset/Contents.json", Data(#"{"images":[{"filename":"dot.svg","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#.utf8))
        try write("Icons/Contents.json", Data(#"{"properties":{"provides-namespace":true}}"#.utf8))
        try write("Star.symbolset/star.svg", Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Guides">
            <path id="Capline-M" d="M 9 1056 H 2700"/><path id="Baseline-M" d="M 9 1126 H 2700"/>
            <path id="left-margin-Regular-M" d="M 1391 1030 V 1150"/><path id="right-margin-Regular-M" d="M 1491 1030 V 1150"/></g>
            <g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 1391 1126)"><path d="M 10 0 L 90 0 L 50 -70 Z"/></g></g></svg>
            """.utf8))
        try write("Star.symbolset/Contents.json", Data(#"{"symbols":[{"filename":"star.svg","idiom":"universal"}]}"#.utf8))
        try write("Photo.imageset/photo.jpg", Data([0xFF, 0xD8, 0xFF]))
        try write("Photo.imageset/Contents.json", Data(#"{"images":[{"filename":"photo.jpg","idiom":"universal"}]}"#.utf8))
        try write("Shot.imageset/shot.jpg", try #require(Data(base64Encoded: Self.solidGreyJPEG4)))
        try write("Shot.imageset/shot@2x.jpeg", try #require(Data(base64Encoded: Self.solidGreyJPEG8)))
        try write("Shot.imageset/shot@3x.jpg", try #require(Data(base64Encoded: Self.solidGreyJPEG12)))
        try write("Shot.imageset/Contents.json", Data(#"""
        {"images":[{"filename":"shot.jpg","idiom":"universal","scale":"1x"},{"filename":"shot@2x.jpeg","idiom":"universal","scale":"2x"},
          {"filename":"shot@3x.jpg","idiom":"universal","scale":"3x"}]}
        """#.utf8))
        try #require(Data(base64Encoded: Self.solidGreyJPEG6)).write(to: dir.appendingPathComponent("Snap@2x.jpg"))
        return dir
    }

    // Solid grey baseline JPEGs, `cjpeg -grayscale -quality 100` of a PGM: 4×4 of 40, 8×8 of 120, 12×12 of
    // 200, 6×6 of 90. At quality 100 a flat block decodes to exactly its level.
    private static let solidGreyJPEG4 = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAEAAQBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/AP5P6//Z"
    private static let solidGreyJPEG8 = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APP6/9k="
    private static let solidGreyJPEG12 = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAMAAwBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/AP6QKKKK/9k="
    private static let solidGreyJPEG6 = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAGAAYBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APzPr//Z"

    private func pixels<V: View>(_ view: V, scale: Double = 2, scheme: ColorScheme = .light, size: Size = Size(4, 4)) throws -> (Bitmap, [String]) {
        var renderer = testRenderer(scale: scale)
        renderer.environment.assetDirectories = [try Self.resources()]
        renderer.environment.colorScheme = scheme
        let output = renderer.render(view, size: size)
        return (try RasterBackend.render(output.displayList, scale: scale), output.warnings)
    }

    @Test("Color(\"Brand\") and UIColor(named:) follow the colour scheme; a system reference resolves")
    func namedColors() throws {
        #expect(try pixels(Color("Brand")).0[1, 1] == (255, 0, 0, 255))
        #expect(try pixels(Color("Brand"), scheme: .dark).0[1, 1] == (0, 0, 255, 255))
        var lookup = EnvironmentValues()
        lookup.assetDirectories = [try Self.resources()]
        let named = try #require(EnvironmentValues.$current.withValue(lookup) { UIColor(named: "Brand") })
        #expect(try pixels(Color(uiColor: named), scheme: .dark).0[1, 1] == (0, 0, 255, 255))
        #expect(try pixels(Color(.brandTest)).0[1, 1] == (255, 0, 0, 255))
        let systemRed = SystemColorTable.red.resolve(.light).rgba8
        #expect(try pixels(Color("Linked")).0[1, 1] == (systemRed.r, systemRed.g, systemRed.b, 255))
    }

    @Test("Color(_:bundle:) and Image(_:bundle:) search the bundle's resources (a SwiftPM target's Bundle.module) first")
    func bundleResources() throws {
        let bundle = try #require(Bundle(path: try Self.resources().path))
        var renderer = testRenderer()
        renderer.environment.colorScheme = .dark
        let output = renderer.render(VStack(spacing: 0) { Color("Brand", bundle: bundle); Image("Logo", bundle: bundle) }, size: Size(4, 8))
        let bitmap = try RasterBackend.render(output.displayList, scale: 2)
        #expect(bitmap[1, 1] == (0, 0, 255, 255))
        #expect(bitmap[1, 15] == (255, 255, 0, 255))
        #expect(output.warnings.isEmpty)
        // UIKit's lookups see the bundle wherever they are made, as on iOS.
        #expect(UIColor(named: "Brand", in: bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Logo", in: bundle, compatibleWith: nil) != nil)
        #expect(UIColor(named: "Logo", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("a render lists each asset directory once, however many lookups it makes")
    func directoryListingIsCachedPerRender() throws {
        let index = AssetCatalogIndex()
        var renderer = testRenderer()
        let resources = try Self.resources()
        renderer.environment.assetDirectories = [resources, resources.appendingPathComponent("Widget.xcassets")]
        renderer.environment.assetCatalogIndex = index
        let output = renderer.render(VStack(spacing: 0) {
            Color("Brand"); Color("Brand"); Color("Linked"); Image("Logo"); Image("Icons/Dot"); Color("Missing")
        }, size: Size(4, 24))
        #expect(index.listingCount == 2)
        #expect(output.warnings.contains { $0.contains("Missing") && $0.contains("Widget.xcassets") })
        // WidgetRenderer gives every render its own index.
        var context = RenderContext.homeScreen
        context.assetDirectories = [resources]
        let widget = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(Color("Brand"))
        #expect(try widget.bitmap[80, 80] == (255, 0, 0, 255))
    }

    @Test("AccentColor in a catalog is .accentColor and the default tint")
    func accent() throws {
        #expect(try pixels(Color.accentColor).0[1, 1] == (0, 255, 0, 255))
        #expect(try pixels(Rectangle().fill(.tint)).0[1, 1] == (0, 255, 0, 255))
    }

    @Test("a missing colour draws clear and the warning names the catalogs searched")
    func missingColor() throws {
        let (bitmap, warnings) = try pixels(Color("Nope"))
        #expect(bitmap[1, 1].a == 0)
        #expect(warnings.contains { $0.contains("no colour named \"Nope\"") && $0.contains("Widget.xcassets") })
    }

    @Test("Image(\"Logo\") takes the file of the render's scale, the dark variant in dark mode")
    func imageScales() throws {
        #expect(try pixels(Image("Logo"), scale: 1).0[1, 1] == (255, 0, 0, 255))
        #expect(try pixels(Image("Logo"), scale: 2).0[1, 1] == (0, 255, 0, 255))
        #expect(try pixels(Image("Logo"), scale: 3).0[1, 1] == (0, 0, 255, 255))
        #expect(try pixels(Image("Logo"), scale: 3, scheme: .dark).0[1, 1] == (255, 255, 0, 255))
        // Every scale's file is 4 pt wide: the point size comes from the file's scale.
        var renderer = testRenderer(scale: 3)
        renderer.environment.assetDirectories = [try Self.resources()]
        let output = renderer.render(Image("Logo").fixedSize(), size: Size(20, 20))
        #expect(output.displayList.items.contains { if case .image(let draw) = $0 { return draw.rect.size == Size(4, 4) }; return false })
    }

    @Test("template-rendering-intent tints the image in the foreground style unless the code says .original")
    func templateIntent() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(try pixels(Image("Glyph").foregroundStyle(blue)).0[1, 1] == (0, 0, 255, 255))
        #expect(try pixels(Image("Glyph").renderingMode(.original).foregroundStyle(blue)).0[1, 1] == (255, 0, 0, 255))
    }

    @Test("a vector image in a namespace folder is rasterized at the render's scale")
    func vectorImage() throws {
        let (bitmap, warnings) = try pixels(Image("Icons/Dot"), scale: 3, size: Size(4, 4))
        #expect(warnings.isEmpty)
        #expect(bitmap[1, 1].a == 0)
        #expect(bitmap[10, 1] == (0, 0, 255, 255))
    }

    @Test("a custom symbol draws its Regular-M glyph with the font's cap height, in the foreground style")
    func customSymbol() throws {
        var renderer = testRenderer()
        renderer.environment.assetDirectories = [try Self.resources()]
        let output = renderer.render(Image("Star").font(.system(size: 20)).foregroundStyle(Color(red: 0, green: 0, blue: 1)), size: Size(40, 40))
        #expect(output.warnings.isEmpty)
        let runs = output.displayList.items.compactMap { if case .glyphRun(let run) = $0 { return run }; return nil }
        let run = try #require(runs.first)
        #expect(run.fontName == "CustomSymbol" && run.paint == .solid(RGBAColor(red: 0, green: 0, blue: 1)))
        // The test engine's cap height is 0.7 em: 14 pt at 20 pt, so the 80×70-unit triangle is 16×14 pt.
        let bounds = run.path(ofGlyph: 0).controlBounds
        #expect(abs(bounds.width - 16) < 1e-9 && abs(bounds.height - 14) < 1e-9)
    }

    @Test("hostile vector values (overflowing coordinates, huge strokes, a zero-size gradient box) draw without trapping")
    func hostileVector() throws {
        let svg = """
        <svg width="8" height="8"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient></defs>
        <path d="M0 0 L1e308 1e308 l1e308 1e308 Z" fill="url(#g)" stroke="#000" stroke-width="1e300"/>
        <path d="M1 1 L1 1" fill="url(#g)" transform="matrix(0 0 0 0 0 0)"/>
        <path d="M0 0 A1e-300 1e300 90 1 1 8 8" stroke="red" transform="scale(1e200)"/></svg>
        """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-hostile-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let (bitmap, _) = try VectorImageRasterizer.rasterize(contentsOf: url, scale: 2)
        #expect(bitmap.width == 16 && bitmap.height == 16)
    }

    @Test("an image set of 1x/2x/3x JPEGs draws the file of the render's scale at its point size")
    func jpegScales() throws {
        for (scale, grey) in [(1.0, UInt8(40)), (2, 120), (3, 200)] {
            let (bitmap, warnings) = try pixels(Image("Shot"), scale: scale)
            #expect(warnings.isEmpty, "\(warnings)")
            let side = Int(4 * scale)
            #expect(bitmap.width == side && bitmap.height == side)
            for (x, y) in [(0, 0), (side - 1, 0), (0, side - 1), (side - 1, side - 1), (side / 2, side / 2)] {
                #expect(bitmap[x, y] == (grey, grey, grey, 255), "scale \(scale) at \(x),\(y)")
            }
        }
        // The point size comes from the file's scale: the 2x file (8 px) is 4 pt wide in a 6-pt frame.
        let (framed, _) = try pixels(HStack(spacing: 0) { Image("Shot"); Color.clear.frame(width: 2) }, scale: 2, size: Size(6, 4))
        #expect(framed[7, 3] == (120, 120, 120, 255))
        #expect(framed[8, 3].a == 0)
    }

    @Test("a loose name@2x.jpg in an asset directory is found like a loose PNG")
    func looseJPEG() throws {
        let (bitmap, warnings) = try pixels(Image("Snap"), scale: 2, size: Size(3, 3))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(bitmap[0, 0] == (90, 90, 90, 255) && bitmap[5, 5] == (90, 90, 90, 255))
        var lookup = EnvironmentValues()
        lookup.assetDirectories = [try Self.resources()]
        #expect(EnvironmentValues.$current.withValue(lookup) { UIImage(named: "Snap") } != nil)
        // UIImage(data:) and (contentsOfFile:) decode JPEG bytes too, whatever the file is called.
        let jpeg = try #require(Data(base64Encoded: Self.solidGreyJPEG8))
        #expect(UIImage(data: jpeg, scale: 2)?.size == CGSize(width: 4, height: 4))
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0])) == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-jpeg-\(UUID().uuidString)@3x.img")
        try jpeg.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 8.0 / 3, height: 8.0 / 3))
    }

    @Test("a broken JPEG, a missing image: nothing drawn in the frame and a warning that says what to do")
    func unsupportedAndMissing() throws {
        let (jpeg, jpegWarnings) = try pixels(Image("Photo").resizable())
        #expect(jpeg[1, 1].a == 0)
        #expect(jpegWarnings.contains { $0.contains("photo.jpg could not be decoded") && $0.contains("JPEG") && $0.contains("truncated") })
        var renderer = testRenderer()
        renderer.environment.assetDirectories = [try Self.resources()]
        let missing = renderer.render(Image("Nope").resizable(), size: Size(4, 4))
        #expect(missing.displayList.items.isEmpty)
        #expect(missing.warnings.contains { $0.contains("no image named \"Nope\"") && $0.contains("Widget.xcassets") })
    }
}

extension ColorResource {
    /// As Xcode's generated symbols declare it.
    static let brandTest = ColorResource(name: "Brand", bundle: .main)
}
