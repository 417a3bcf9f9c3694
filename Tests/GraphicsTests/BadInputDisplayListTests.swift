import Foundation
import Testing
@testable import Graphics

/// DisplayLists that user code can produce by accident (NaN, ∞, negative and 10⁹-point frames; hostile
/// text): both backends must finish quickly without crashing, the raster canvas stays within its limits,
/// and the SVG parses and keeps user text inert.
@Suite struct BadInputDisplayListTests {
    static let hostileNumbers: [Double] = [.nan, .infinity, -.infinity, -1, -1e9, 1e9, 1e300, -0.0,
                                           .greatestFiniteMagnitude, .leastNonzeroMagnitude]

    /// Every item kind with `v` in every coordinate, size, radius, width and opacity.
    static func items(all v: Double) -> [DisplayItem] {
        let p = Point(v, v)
        var path = VectorPath()
        path.move(to: Point(1, 1))
        path.line(to: p)
        path.cubic(to: Point(5, v), control1: p, control2: Point(v, 5))
        path.close()
        let stops = GradientStops([.init(color: RGBAColor(red: v, green: 0.5, blue: v, alpha: v), location: v),
                                   .init(color: .black, location: 1)])
        let glyph = GlyphOutline(key: "Test-glyph", path: path)
        let run = GlyphRun(text: "A", fontName: "Test", size: v, glyphs: [PlacedGlyph(outline: glyph, origin: p)],
                           paint: .linearGradient(stops, start: p, end: Point(0, 0)),
                           transform: Transform(a: v, b: 0, c: 0, d: 1, tx: v, ty: 0))
        let image = ImageDraw(source: ImageSource(bitmap: Bitmap(width: 2, height: 2, fill: .white)),
                              rect: Rect(x: v, y: v, width: v, height: v), transform: .translation(v, 1), opacity: v)
        return [
            .fill(RasterTest.rect(0, 0, 20, 20), .solid(.white), .nonZero),
            .fill(path, .radialGradient(stops, center: p, radius: v, transform: .scale(v)), .evenOdd),
            .stroke(path, .angularGradient(stops, center: p, startAngle: v, endAngle: v),
                    StrokeOptions(width: v, cap: .round, join: .miter, miterLimit: v, dash: [v, 1], dashPhase: v)),
            .stroke(RasterTest.line(0, 0, v, v), .solid(.black), StrokeOptions(width: 2, dash: [v, v])),
            .pushClip(path, .nonZero),
            .pushLayer(Layer(opacity: v, blendMode: .multiply,
                             filters: [.blur(radius: v), .shadow(color: .black, radius: v, dx: v, dy: v),
                                       .colorMatrix(Array(repeating: v, count: 20))])),
            .glyphRun(run),
            .image(image),
            .popLayer,
            .popClip,
            .fill(RasterTest.rect(v, v, v, v), .solid(.black), .nonZero),
        ]
    }

    /// Each item kind alone first (a failure names the item), then all of them together.
    // Hang guard (not a speed claim): a hostile number that made a backend loop runs into the limit.
    @Test(.timeLimit(.minutes(5)), arguments: hostileNumbers, 0...11)
    func hostileCoordinatesRenderInBothBackends(value: Double, item: Int) throws {
        let all = Self.items(all: value)
        let items = item < all.count ? [all[0], all[item]] : all
        let list = DisplayList(size: Size(20, 20), items: items)
        var bitmap: Bitmap?
        bitmap = try RasterBackend.render(list, scale: 2)
        #expect(bitmap?.width == 40 && bitmap?.height == 40)
        // The finite white square under everything is still drawn.
        #expect(bitmap.map { RasterTest.alpha($0, 1, 1) } == 255)

        var svg = ""
        svg = SVGBackend.render(list, title: "hostile")
        let doc = SVGParsedDocument.parse(svg)
        #expect(doc.error == nil, "SVG for \(value) does not parse: \(doc.error ?? "")")
        #expect(!svg.contains("nan") && !svg.contains("inf"), "a non-finite number reached the SVG for \(value)")
        // Every number is printed without an exponent (NumberText saturates beyond Int64).
        let exponent = svg.range(of: "[0-9]e[-+][0-9]", options: .regularExpression)
        #expect(exponent == nil, "exponent in: \(exponent.map { String(svg[..<$0.upperBound].suffix(80)) } ?? "")")
    }

    @Test(arguments: hostileNumbers)
    func hostileCanvasSizesThrowOrRenderSmall(value: Double) throws {
        let list = DisplayList(size: Size(value, value), items: Self.items(all: 3))
        do {
            let bitmap = try RasterBackend.render(list, scale: 1)
            // Only sizes that round to a small, non-negative canvas are accepted.
            #expect(bitmap.width * bitmap.height <= 1, "\(value) gave \(bitmap.width)×\(bitmap.height)")
        } catch let error as RasterError {
            #expect(error == .invalidCanvas(width: value, height: value, scale: 1) || value.isNaN)
            #expect(error.description.contains("use a smaller frame or scale"))
        }
        let doc = SVGParsedDocument.parse(SVGBackend.render(list, title: "canvas"))
        #expect(doc.error == nil)
        let root = try #require(doc.elements.first)
        #expect(root.attributes["width"].flatMap(Double.init)?.isFinite == true)
    }

    @Test func numbersBeyondInt64SaturateInsteadOfTrapping() {
        // Found by fuzz-svg: `Int64(1e300.rounded())` trapped inside NumberText.
        #expect(NumberText.format(1e300) == "9000000000000000000")
        #expect(NumberText.format(-.greatestFiniteMagnitude) == "-9000000000000000000")
        #expect(NumberText.format(9.5e18) == "9000000000000000000")
        #expect(NumberText.format(1e16) == "10000000000000000")
    }

    @Test(arguments: [Double.nan, .infinity, 0, -2])
    func hostileScalesThrow(scale: Double) {
        #expect(throws: RasterError.self) { try RasterBackend.render(DisplayList(size: Size(10, 10)), scale: scale) }
    }

    @Test(.timeLimit(.minutes(5))) func hugeButFinitePathsEndInBoundedTime() throws {
        // A 10⁹-point star crossing a small canvas 40 times: the rasterizer must clip, not walk the length,
        // and the dash pattern (10⁸ dashes) must fall back to a solid stroke instead of running out of memory.
        var path = VectorPath()
        path.move(to: Point(-1e9, -1e9))
        for i in 0..<40 {
            path.line(to: Point(i.isMultiple(of: 2) ? 1e9 : -1e9, Double(i % 7) * 3e8 - 1e9))
        }
        path.close()
        let list = DisplayList(size: Size(50, 50), items: [
            .fill(path, .solid(.black), .evenOdd),
            .stroke(path, .solid(.black), StrokeOptions(width: 3, join: .round, dash: [2, 1])),
        ])
        _ = try RasterBackend.render(list, scale: 3)
        #expect(SVGParsedDocument.parse(SVGBackend.render(list, title: "star")).error == nil)
    }

    @Test func scriptInTextIsEscapedAndInert() throws {
        let hostile = "</svg><script>alert('x')</script><foreignObject>&lt;]]><!--"
        var list = DisplayList(size: Size(20, 20))
        list.append(.beginGroup(.label(hostile)))
        list.append(.glyphRun(SVGTestScenes.run("IO", size: 10, at: Point(0, 10), paint: .solid(.black))))
        var run = SVGTestScenes.run("I", size: 10, at: Point(0, 10), paint: .solid(.black))
        run.text = hostile
        run.fontName = hostile
        run.glyphs = run.glyphs.map { PlacedGlyph(outline: GlyphOutline(key: hostile, path: $0.outline.path), origin: $0.origin) }
        list.append(.glyphRun(run))
        list.append(.endGroup)
        let svg = SVGBackend.render(list, title: hostile)
        #expect(svg.range(of: "<script", options: .caseInsensitive) == nil)
        #expect(svg.range(of: "<foreignObject", options: .caseInsensitive) == nil)
        #expect(svg.contains("&lt;/svg&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;"))
        let doc = SVGParsedDocument.parse(svg)
        #expect(doc.error == nil)
        #expect(doc.elements.filter { $0.name == "svg" }.count == 1)
        #expect(!doc.elements.contains { $0.name.lowercased() == "script" || $0.name == "foreignObject" })
        // The text survives as data: the title and label read back exactly.
        #expect(doc.named("title").first?.text == hostile)
        #expect(doc.named("g").first?.attributes["aria-label"] == hostile)
        #expect(doc.elements.contains { $0.attributes["data-text"] == hostile })
    }

    @Test func everyKindOfUnicodeInTextKeepsTheSVGWellFormed() throws {
        let texts = [
            "e\u{301}\u{302}\u{303}\u{304}", "שלום עולם", "مرحبا", "\u{202E}override\u{202C}", "👨‍👩‍👧‍👦🏳️‍🌈🇫🇷",
            "\u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}\u{7F}\u{85}\t\n\r", "\u{FFFE}\u{FFFF}\u{FFFD}\u{1FFFE}\u{10FFFF}",
            String(decoding: [0xED, 0xA0, 0x80], as: UTF8.self), String(decoding: [0xC0, 0xAF, 0xFF], as: UTF8.self),
            "\u{FEFF}\u{200B}\u{200D}\u{2028}\u{2029}", String(repeating: "\u{301}", count: 500),
        ]
        for text in texts {
            var list = DisplayList(size: Size(20, 20))
            list.append(.beginGroup(.label(text)))
            var run = SVGTestScenes.run("I", size: 10, at: Point(0, 10), paint: .solid(.black))
            run.text = text
            list.append(.glyphRun(run))
            list.append(.endGroup)
            let svg = SVGBackend.render(list, title: text)
            let doc = SVGParsedDocument.parse(svg)
            #expect(doc.error == nil, "\(text.unicodeScalars.map { String($0.value, radix: 16) }): \(doc.error ?? "")")
            #expect(!svg.unicodeScalars.contains { XMLEscaping.isForbidden($0) && $0 != "\n" })
        }
        // Invalid UTF-8 was already replaced by U+FFFD when the String was made: nothing unpaired remains.
        #expect(String(decoding: [0xED, 0xA0, 0x80], as: UTF8.self) == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }
}
