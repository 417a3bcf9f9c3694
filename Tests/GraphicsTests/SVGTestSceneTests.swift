import Foundation
import Testing
@testable import Graphics

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Display lists shared by the SVG and dump tests, and an XML reader to check what the SVG says.
enum SVGTestScenes {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> VectorPath {
        VectorPath(elements: [.move(Point(x, y)), .line(Point(x + w, y)), .line(Point(x + w, y + h)),
                              .line(Point(x, y + h)), .close])
    }

    /// A circle from four cubics (the usual 0.5523 handle length).
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> VectorPath {
        let k = 0.5522847498 * r
        return VectorPath(elements: [
            .move(Point(cx + r, cy)),
            .cubic(Point(cx + r, cy + k), Point(cx + k, cy + r), Point(cx, cy + r)),
            .cubic(Point(cx - k, cy + r), Point(cx - r, cy + k), Point(cx - r, cy)),
            .cubic(Point(cx - r, cy - k), Point(cx - k, cy - r), Point(cx, cy - r)),
            .cubic(Point(cx + k, cy - r), Point(cx + r, cy - k), Point(cx + r, cy)),
            .close,
        ])
    }

    /// Stand-in glyphs at 1 pt per em: a bar ("I"), a ring with a hole ("O", quads) and an empty space.
    static let glyphI = GlyphOutline(key: "Test-Regular.g1", path: rect(0.1, -0.7, 0.2, 0.7))
    static let glyphO = GlyphOutline(key: "Test-Regular.g2", path: {
        var p = VectorPath()
        p.move(to: Point(0.3, -0.7))
        p.quad(to: Point(0.6, -0.35), control: Point(0.6, -0.7))
        p.quad(to: Point(0.3, 0), control: Point(0.6, 0))
        p.quad(to: Point(0, -0.35), control: Point(0, 0))
        p.quad(to: Point(0.3, -0.7), control: Point(0, -0.7))
        p.close()
        p.move(to: Point(0.3, -0.55))
        p.quad(to: Point(0.15, -0.35), control: Point(0.15, -0.55))
        p.quad(to: Point(0.3, -0.15), control: Point(0.15, -0.15))
        p.quad(to: Point(0.45, -0.35), control: Point(0.45, -0.15))
        p.quad(to: Point(0.3, -0.55), control: Point(0.45, -0.55))
        p.close()
        return p
    }())
    static let glyphSpace = GlyphOutline(key: "Test-Regular.g3", path: VectorPath())

    /// "IO OI" in the stand-in face: repeated glyphs, a space with no outline.
    static func run(_ text: String = "IO OI", size: Double, at origin: Point, paint: Paint,
                    transform: Transform = .identity) -> GlyphRun {
        var glyphs: [PlacedGlyph] = []
        var x = origin.x
        for ch in text {
            let outline = ch == "I" ? glyphI : ch == "O" ? glyphO : glyphSpace
            glyphs.append(PlacedGlyph(outline: outline, origin: Point(x, origin.y)))
            x += (ch == "I" ? 0.4 : 0.7) * size
        }
        return GlyphRun(text: text, fontName: "Test-Regular", size: size, glyphs: glyphs, paint: paint,
                        transform: transform)
    }

    /// A 4×4 checkerboard in two colours, one pixel half transparent.
    static let checker: ImageSource = {
        var px: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let on = (x + y) % 2 == 0
                px += on ? [230, 40, 40, 255] : [40, 40, 230, 255]
            }
        }
        px[3] = 128
        return ImageSource(bitmap: Bitmap(width: 4, height: 4, pixels: px))
    }()

    /// A gradient image (smooth sampling shows).
    static let ramp: ImageSource = {
        var px: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 { px += [UInt8(x * 16), UInt8(y * 16), 160, 255] }
        }
        return ImageSource(bitmap: Bitmap(width: 16, height: 16, pixels: px))
    }()

    /// A small scene: the golden SVG and dump.
    static func small() -> DisplayList {
        var list = DisplayList(size: Size(120, 80))
        list.append(.beginGroup(.containerBackground))
        list.append(.fill(rect(0, 0, 120, 80), .solid(RGBAColor(r8: 240, g8: 240, b8: 245)), .nonZero))
        list.append(.endGroup)
        list.append(.beginGroup(.label("Small & \"simple\"")))
        list.append(.fill(circle(30, 30, 20),
                          .linearGradient(GradientStops(evenlySpaced: [RGBAColor(r8: 255, g8: 149, b8: 0), .white]),
                                          start: Point(10, 10), end: Point(50, 50)), .nonZero))
        list.append(.stroke(circle(30, 30, 20), .solid(RGBAColor.black.multiplyingAlpha(0.5)),
                            StrokeOptions(width: 2.5, cap: .round, dash: [4, 2])))
        list.append(.pushClip(rect(60, 10, 50, 30), .nonZero))
        list.append(.glyphRun(run(size: 24, at: Point(62, 36), paint: .solid(RGBAColor(r8: 0, g8: 122, b8: 255)))))
        list.append(.popClip)
        list.append(.image(ImageDraw(source: checker, rect: Rect(x: 60, y: 50, width: 20, height: 20), sampling: .nearest)))
        list.append(.endGroup)
        return list
    }

    /// Every kind of item, for the resvg comparison and structure tests.
    static func everything() -> DisplayList {
        var list = DisplayList(size: Size(200, 160))
        list.append(.beginGroup(.containerBackground))
        list.append(.fill(rect(0, 0, 200, 160), .solid(.white), .nonZero))
        list.append(.endGroup)
        // Even-odd ring, radial gradient with an elliptical transform.
        var ring = circle(40, 40, 30)
        ring.append(circle(40, 40, 15))
        list.append(.fill(ring, .radialGradient(GradientStops(evenlySpaced: [.white, RGBAColor(r8: 52, g8: 199, b8: 89)]),
                                                center: Point(0, 0), radius: 30,
                                                transform: Transform.scale(1, 0.6).concatenating(.translation(40, 40))),
                          .evenOdd))
        // Angular gradient fill and stroke.
        let stops = GradientStops(evenlySpaced: [.white, RGBAColor(r8: 255, g8: 59, b8: 48), RGBAColor(r8: 0, g8: 122, b8: 255)])
        list.append(.fill(circle(110, 40, 28), .angularGradient(stops, center: Point(110, 40), startAngle: 0, endAngle: 2 * .pi), .nonZero))
        list.append(.stroke(circle(170, 40, 20), .angularGradient(stops, center: Point(170, 40), startAngle: -.pi / 2, endAngle: .pi),
                            StrokeOptions(width: 6, cap: .round)))
        // Strokes: joins and caps, a dash.
        var zigzag = VectorPath()
        zigzag.move(to: Point(10, 90)); zigzag.line(to: Point(30, 110)); zigzag.line(to: Point(50, 90))
        list.append(.stroke(zigzag, .solid(.black), StrokeOptions(width: 5, cap: .square, join: .miter)))
        list.append(.stroke(zigzag.applying(.translation(0, 25)), .solid(RGBAColor(r8: 88, g8: 86, b8: 214)),
                            StrokeOptions(width: 5, cap: .round, join: .round)))
        list.append(.stroke(rect(60, 85, 40, 30), .solid(RGBAColor(r8: 255, g8: 45, b8: 85)),
                            StrokeOptions(width: 2, join: .bevel, dash: [6, 3], dashPhase: 2)))
        // Clip (nested), text in two sizes, a gradient run, an angular run.
        list.append(.pushClip(circle(150, 110, 40), .nonZero))
        list.append(.pushClip(rect(110, 70, 80, 60), .nonZero))
        list.append(.fill(rect(100, 60, 100, 100), .solid(RGBAColor(r8: 255, g8: 204, b8: 0)), .nonZero))
        list.append(.glyphRun(run(size: 28, at: Point(115, 110), paint: .solid(.black))))
        list.append(.popClip)
        list.append(.popClip)
        list.append(.glyphRun(run("OIO", size: 22, at: Point(110, 150),
                                  paint: .linearGradient(GradientStops(evenlySpaced: [RGBAColor(r8: 255, g8: 0, b8: 0), RGBAColor(r8: 0, g8: 0, b8: 255)]),
                                                         start: Point(110, 0), end: Point(170, 0)))))
        list.append(.glyphRun(run("IOI", size: 16, at: Point(10, 150), paint: .angularGradient(stops, center: Point(25, 144), startAngle: 0, endAngle: 2 * .pi),
                                  transform: .identity)))
        // Layers: opacity + blend, blur, shadow, colour matrix (grayscale).
        list.append(.pushLayer(Layer(opacity: 0.6, blendMode: .multiply)))
        list.append(.fill(circle(40, 70, 12), .solid(RGBAColor(r8: 0, g8: 199, b8: 190)), .nonZero))
        list.append(.popLayer)
        list.append(.pushLayer(Layer(filters: [.shadow(color: RGBAColor.black.multiplyingAlpha(0.5), radius: 3, dx: 2, dy: 3)])))
        list.append(.fill(rect(60, 125, 30, 20), .solid(RGBAColor(r8: 175, g8: 82, b8: 222)), .nonZero))
        list.append(.popLayer)
        list.append(.pushLayer(Layer(filters: [.blur(radius: 2)])))
        list.append(.fill(rect(95, 125, 10, 20), .solid(.black), .nonZero))
        list.append(.popLayer)
        let gray = [0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0]
        list.append(.pushLayer(Layer(filters: [.colorMatrix(gray)])))
        list.append(.image(ImageDraw(source: ramp, rect: Rect(x: 150, y: 130, width: 24, height: 24))))
        list.append(.popLayer)
        // Images: nearest with opacity, rotated smooth.
        list.append(.image(ImageDraw(source: checker, rect: Rect(x: 176, y: 130, width: 20, height: 20), opacity: 0.8, sampling: .nearest)))
        list.append(.image(ImageDraw(source: ramp, rect: Rect(x: -8, y: -8, width: 16, height: 16),
                                     transform: Transform.rotation(.pi / 6).concatenating(.translation(80, 70)))))
        return list
    }
}

/// The elements of a parsed SVG, in document order, with their attributes and text.
final class SVGParsedDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var depth: Int
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var stack: [Int] = []
    private(set) var error: String?

    /// Parses `svg`; nil with `error` set when it is not well-formed.
    static func parse(_ svg: String) -> SVGParsedDocument {
        let document = SVGParsedDocument()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = document
        if !parser.parse() {
            document.error = parser.parserError.map { "\($0)" } ?? "parse failed"
        }
        return document
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict, depth: stack.count))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = stack.last { elements[index].text += string }
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}

@Suite struct SVGTestSceneTests {
    @Test func scenesAreBalanced() {
        #expect(SVGTestScenes.small().isBalanced)
        #expect(SVGTestScenes.everything().isBalanced)
    }

    /// Writes the scenes' SVGs to the temporary directory (for looking at them through resvg).
    @Test func writesScenesForInspection() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-svg-scenes")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, list) in [("small", SVGTestScenes.small()), ("everything", SVGTestScenes.everything())] {
            let svg = SVGBackend.render(list, title: name)
            try svg.write(to: dir.appendingPathComponent(name + ".svg"), atomically: true, encoding: .utf8)
            #expect(svg.hasSuffix("</svg>\n"))
        }
    }
}
