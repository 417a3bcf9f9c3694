import Foundation
import Testing
@testable import Graphics

@Suite struct SVGBackendTests {
    typealias Scenes = SVGTestScenes

    /// The body lines of `svg` (after `</defs>` or the title), trimmed.
    func bodyLines(_ svg: String) -> [String] {
        let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = (lines.lastIndex(of: "</defs>") ?? 1) + 1
        return Array(lines[start..<(lines.count - 1)])
    }

    @Test func scenesAreWellFormedWithTitleFirst() throws {
        for list in [Scenes.small(), Scenes.everything()] {
            let svg = SVGBackend.render(list, title: "Scene")
            let doc = SVGParsedDocument.parse(svg)
            #expect(doc.error == nil)
            let root = try #require(doc.elements.first)
            #expect(root.name == "svg")
            #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
            #expect(root.attributes["width"] == NumberText.format(list.size.width))
            #expect(root.attributes["height"] == NumberText.format(list.size.height))
            #expect(root.attributes["viewBox"] == "0 0 \(NumberText.format(list.size.width)) \(NumberText.format(list.size.height))")
            #expect(root.attributes["role"] == "img")
            let title = try #require(doc.elements.dropFirst().first)
            #expect(title.name == "title" && title.depth == 1 && title.text == "Scene")
            #expect(title.attributes["id"] == root.attributes["aria-labelledby"])
            #expect(svg.hasSuffix("</svg>\n"))
        }
    }

    @Test func titleAndLabelsAreEscaped() throws {
        let hostile = "A < B & \"C\" 'D' > E\u{1}\u{7}\u{FFFF}\u{FFFE}\ttab"
        var list = DisplayList(size: Size(10, 10))
        list.append(.beginGroup(.label(hostile)))
        list.append(.glyphRun(Scenes.run("I", size: 10, at: Point(0, 10), paint: .solid(.black))))
        list.append(.endGroup)
        let svg = SVGBackend.render(list, title: hostile)
        #expect(svg.contains("A &lt; B &amp; &quot;C&quot; &apos;D&apos; &gt; E"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        let doc = SVGParsedDocument.parse(svg)
        #expect(doc.error == nil)
        let cleaned = "A < B & \"C\" 'D' > E\ttab"
        #expect(doc.named("title").first?.text == cleaned)
        #expect(doc.named("g").first?.attributes["aria-label"] == cleaned)
    }

    /// Glyph lines are cached per document title; two outlines whose keys sanitize to one id still get
    /// `…-2` in the document that has both, and the one that took `-2` there keeps its own path under the
    /// plain id in a document of the same title that has only it.
    @Test func glyphIdsThatCollideStayDistinctAcrossCachedDocuments() {
        let square = VectorPath(elements: [.move(Point(0, -0.5)), .line(Point(0.5, -0.5)), .line(Point(0.5, 0)), .close])
        let triangle = VectorPath(elements: [.move(Point(0, -0.7)), .line(Point(0.6, 0)), .line(Point(0, 0)), .close])
        func list(_ outlines: [GlyphOutline]) -> DisplayList {
            var list = DisplayList(size: Size(40, 20))
            let glyphs = outlines.enumerated().map { PlacedGlyph(outline: $1, origin: Point(Double($0) * 12, 15)) }
            list.append(.glyphRun(GlyphRun(text: "ab", fontName: "Collide", size: 10, glyphs: glyphs, paint: .solid(.black))))
            return list
        }
        let first = GlyphOutline(key: "Collide:g1", path: square), second = GlyphOutline(key: "Collide;g1", path: triangle)
        let title = "glyph id collision"
        let prefix = SVGIdentifiers.documentPrefix(title: title)
        let both = SVGBackend.render(list([first, second]), title: title)
        #expect(SVGBackend.render(list([first, second]), title: title) == both)
        #expect(both.contains("<path id=\"\(prefix)-g-Collide_g1\" d=\"M0 -500L500 -500 500 0Z\"/>"))
        #expect(both.contains("<path id=\"\(prefix)-g-Collide_g1-2\" d=\"M0 -700L600 0 0 0Z\"/>"))
        #expect(both.contains("href=\"#\(prefix)-g-Collide_g1-2\""))
        let secondOnly = SVGBackend.render(list([second]), title: title)
        #expect(secondOnly.contains("<path id=\"\(prefix)-g-Collide_g1\" d=\"M0 -700L600 0 0 0Z\"/>"))
        #expect(!secondOnly.contains("-2\""))
    }

    @Test func outputIsStableAcrossRunsAndThreads() async {
        let list = Scenes.everything()
        let first = SVGBackend.render(list, title: "Stable")
        #expect(SVGBackend.render(list, title: "Stable") == first)
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<6 { group.addTask { SVGBackend.render(Scenes.everything(), title: "Stable") } }
            var all: [String] = []
            for await svg in group { all.append(svg) }
            return all
        }
        #expect(results.count == 6 && results.allSatisfy { $0 == first })
    }

    @Test func eachGlyphOutlineIsDefinedOnce() throws {
        let svg = SVGBackend.render(Scenes.small(), title: "Glyphs")
        let doc = SVGParsedDocument.parse(svg)
        let glyphDefs = doc.named("path").compactMap { $0.attributes["id"] }.filter { $0.contains("-g-") }
        #expect(glyphDefs.count == 2)   // "I" and "O"; the space has no outline
        let oID = try #require(glyphDefs.first { $0.hasSuffix("-g-Test-Regular.g2") })
        #expect(doc.named("use").filter { $0.attributes["href"] == "#" + oID }.count == 2)
        #expect(doc.named("path").first { $0.attributes["id"] == oID }?.attributes["d"]
                == "M300 -700Q600 -700 600 -350 600 0 300 0 0 0 0 -350 0 -700 300 -700Z"
                + "M300 -550Q150 -550 150 -350 150 -150 300 -150 450 -150 450 -350 450 -550 300 -550Z")
        #expect(svg.contains("<use href=\"#\(oID)\" xlink:href=\"#\(oID)\" transform=\"translate(71.6 36) scale(0.024)\"/>"))
    }

    @Test func numbersAreScaledIntegers() {
        var list = DisplayList(size: Size(85.0, 0.1 + 0.2))
        let path = VectorPath(elements: [.move(Point(0.1 + 0.2, -0.0001)), .line(Point(85.0, 1e-7)),
                                         .line(Point(-12.345, 2.675)), .close])
        list.append(.fill(path, .solid(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)), .evenOdd))
        let svg = SVGBackend.render(list, title: "n")
        #expect(bodyLines(svg) == ["<path d=\"M0.3 0L85 0 -12.35 2.68Z\" fill=\"#ff8000\" fill-opacity=\"0.502\" fill-rule=\"evenodd\"/>"])
        #expect(svg.contains("width=\"85\" height=\"0.3\" viewBox=\"0 0 85 0.3\""))
        let body = bodyLines(svg).joined()
        #expect(!body.contains("e-") && !body.contains(" -0 ") && !body.contains(".0\""))
    }

    @Test func strokeAttributesLeaveDefaultsOut() {
        var list = DisplayList(size: Size(10, 10))
        let line = VectorPath(elements: [.move(Point(1, 1)), .line(Point(9, 9))])
        list.append(.stroke(line, .solid(.black), StrokeOptions(width: 1, miterLimit: 4)))
        list.append(.stroke(line, .solid(RGBAColor(r8: 255, g8: 0, b8: 0)),
                            StrokeOptions(width: 2, cap: .round, join: .bevel, dash: [3, 1], dashPhase: 0.5)))
        list.append(.stroke(line, .solid(.black), StrokeOptions(width: 3, cap: .square, miterLimit: 0.5, dash: [0, 0])))
        list.append(.stroke(line, .solid(.black), StrokeOptions(width: 0)))
        list.append(.stroke(line, .solid(.clear), StrokeOptions(width: 1)))
        #expect(bodyLines(SVGBackend.render(list, title: "s")) == [
            "<path d=\"M1 1L9 9\" fill=\"none\" stroke=\"#000000\"/>",
            "<path d=\"M1 1L9 9\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\" stroke-linecap=\"round\" "
                + "stroke-linejoin=\"bevel\" stroke-dasharray=\"3 1\" stroke-dashoffset=\"0.5\"/>",
            "<path d=\"M1 1L9 9\" fill=\"none\" stroke=\"#000000\" stroke-width=\"3\" stroke-linecap=\"square\" stroke-miterlimit=\"1\"/>",
        ])
    }

    @Test func nonFiniteAndInvisibleItemsAreSkipped() {
        var list = DisplayList(size: Size(10, 10))
        list.append(.fill(VectorPath(elements: [.move(Point(.nan, 0)), .line(Point(1, 1)), .close]), .solid(.black), .nonZero))
        list.append(.fill(VectorPath(elements: [.move(Point(0, 0)), .line(Point(.infinity, 1))]), .solid(.black), .nonZero))
        list.append(.fill(VectorPath(), .solid(.black), .nonZero))
        list.append(.fill(Scenes.rect(0, 0, 5, 5), .solid(.clear), .nonZero))
        list.append(.image(ImageDraw(source: Scenes.checker, rect: Rect(x: 0, y: 0, width: .nan, height: 4))))
        list.append(.glyphRun(Scenes.run(size: .infinity, at: .zero, paint: .solid(.black))))
        let svg = SVGBackend.render(list, title: "skip")
        #expect(bodyLines(svg).isEmpty)
        #expect(!svg.contains("<defs>"))
    }

    @Test func gradientsClipsMasksAndFiltersAreWritten() throws {
        let svg = SVGBackend.render(Scenes.everything(), title: "All")
        let doc = SVGParsedDocument.parse(svg)
        #expect(doc.error == nil)
        for name in ["linearGradient", "radialGradient", "clipPath", "mask", "filter", "feGaussianBlur", "feOffset",
                     "feFlood", "feComposite", "feMerge", "feColorMatrix", "image", "use"] {
            #expect(!doc.named(name).isEmpty, "missing <\(name)>")
        }
        let radial = try #require(doc.named("radialGradient").first)
        #expect(radial.attributes["gradientUnits"] == "userSpaceOnUse")
        #expect(radial.attributes["gradientTransform"] == "matrix(1 0 0 0.6 40 40)")
        #expect(doc.named("filter").allSatisfy { $0.attributes["color-interpolation-filters"] == "sRGB" })
        #expect(doc.named("feColorMatrix").first?.attributes["values"]
                == "0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0")
        #expect(doc.named("g").contains { $0.attributes["style"] == "mix-blend-mode:multiply" && $0.attributes["opacity"] == "0.6" })
        #expect(doc.named("path").contains { $0.attributes["fill-rule"] == "evenodd" })
        // Nested clips are nested groups.
        let clipped = doc.elements.enumerated().filter { $0.element.name == "g" && $0.element.attributes["clip-path"] != nil
            && $0.element.attributes["shape-rendering"] == nil
        }
        #expect(clipped.count >= 2 && clipped[1].element.depth == clipped[0].element.depth + 1)
        // Angular gradients are wedges drawn without anti-aliasing between them.
        #expect(doc.named("g").filter { $0.attributes["shape-rendering"] == "crispEdges" }.count == 3)
    }

    @Test func idsAreUniqueValidAndResolved() throws {
        let svg = SVGBackend.render(Scenes.everything(), title: "Ids")
        let doc = SVGParsedDocument.parse(svg)
        let ids = doc.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        let prefix = try #require(ids.first?.split(separator: "-").first.map(String.init))
        for id in ids {
            #expect(id.hasPrefix(prefix + "-"))
            #expect(id.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) })
            #expect(id.first?.isLetter == true)
        }
        var references: [String] = []
        for element in doc.elements {
            for (name, value) in element.attributes {
                if name == "href", value.hasPrefix("#") { references.append(String(value.dropFirst())) }
                if value.hasPrefix("url(#") { references.append(String(value.dropFirst(5).dropLast())) }
            }
        }
        #expect(!references.isEmpty)
        #expect(references.allSatisfy { Set(ids).contains($0) })
    }

    /// The prefix names the document (its title), not its content: redrawing a picture keeps its ids, and
    /// two pictures with different titles inlined in one page share none.
    @Test func prefixDependsOnTheTitleOnly() {
        func prefix(_ svg: String) -> Substring? {
            svg.split(separator: "aria-labelledby=\"").dropFirst().first?.prefix(10)
        }
        let a = SVGBackend.render(Scenes.small(), title: "a")
        let b = SVGBackend.render(Scenes.small(), title: "b")
        #expect(prefix(a) != nil && prefix(a) != prefix(b))
        #expect(prefix(a) == "wp8601ec8c", "FNV-1a of the title, the same on every machine")
        #expect(prefix(a) == prefix(SVGBackend.render(Scenes.everything(), title: "a")))
    }

    /// A gradient, clip or filter is named by its own markup: the same definition keeps its id whatever
    /// else the document draws, and a different one gets another.
    @Test func definitionIdsDependOnTheirOwnMarkupOnly() throws {
        func gradientID(_ list: DisplayList) throws -> String {
            let doc = SVGParsedDocument.parse(SVGBackend.render(list, title: "t"))
            return try #require(doc.named("linearGradient").first?.attributes["id"])
        }
        let paint = Paint.linearGradient(GradientStops(evenlySpaced: [.white, .black]), start: Point(0, 0), end: Point(10, 0))
        var alone = DisplayList(size: Size(10, 10))
        alone.append(.fill(Scenes.rect(0, 0, 5, 5), paint, .nonZero))
        var more = alone
        more.append(.fill(Scenes.rect(5, 5, 5, 5), .solid(.black), .nonZero))
        var other = DisplayList(size: Size(10, 10))
        other.append(.fill(Scenes.rect(0, 0, 5, 5), .linearGradient(GradientStops(evenlySpaced: [.white, .clear]),
                                                                    start: Point(0, 0), end: Point(10, 0)), .nonZero))
        #expect(try gradientID(alone) == gradientID(more))
        #expect(try gradientID(alone) != gradientID(other))
    }

    /// Every reference is written both ways: SVG 2 renderers read `href`, SVG 1.1 ones (Skia's SVG module)
    /// only `xlink:href`, which needs the namespace on the root.
    @Test func referencesCarryHrefAndXlinkHref() throws {
        let svg = SVGBackend.render(Scenes.everything(), title: "refs")
        let doc = SVGParsedDocument.parse(svg)
        #expect(doc.error == nil)
        #expect(doc.elements.first?.attributes["xmlns:xlink"] == "http://www.w3.org/1999/xlink")
        let uses = doc.named("use")
        #expect(!uses.isEmpty)
        for use in uses {
            #expect(use.attributes["href"] != nil && use.attributes["href"] == use.attributes["xlink:href"])
        }
    }

    @Test func eachImageIsEmbeddedOnce() throws {
        var list = DisplayList(size: Size(40, 20))
        list.append(.image(ImageDraw(source: Scenes.checker, rect: Rect(x: 0, y: 0, width: 8, height: 8), sampling: .nearest)))
        list.append(.image(ImageDraw(source: Scenes.checker, rect: Rect(x: 10, y: 0, width: 8, height: 4), opacity: 0.5)))
        let svg = SVGBackend.render(list, title: "img")
        let doc = SVGParsedDocument.parse(svg)
        let image = try #require(doc.named("image").first)
        #expect(doc.named("image").count == 1)
        #expect(image.attributes["width"] == "4" && image.attributes["preserveAspectRatio"] == "none")
        #expect(image.attributes["href"] == nil, "the PNG is written once")
        let uri = try #require(image.attributes["xlink:href"])
        #expect(uri.hasPrefix("data:image/png;base64,"))
        let png = try #require(Data(base64Encoded: String(uri.dropFirst("data:image/png;base64,".count))))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let id = try #require(image.attributes["id"])
        #expect(bodyLines(svg) == [
            "<use href=\"#\(id)\" xlink:href=\"#\(id)\" transform=\"scale(2)\" image-rendering=\"optimizeSpeed\" style=\"image-rendering:pixelated\"/>",
            "<use href=\"#\(id)\" xlink:href=\"#\(id)\" transform=\"translate(10 0) scale(2 1)\" opacity=\"0.502\"/>",
        ])
    }

    @Test func unbalancedItemsStillGiveAWellFormedDocument() {
        var list = DisplayList(size: Size(10, 10))
        list.append(.popClip)
        list.append(.pushLayer(Layer(opacity: 0.5)))
        list.append(.beginGroup(.accentable))
        list.append(.popLayer)   // does not match the open group: ignored
        list.append(.fill(Scenes.rect(0, 0, 5, 5), .solid(.black), .nonZero))
        let svg = SVGBackend.render(list, title: "u")
        #expect(SVGParsedDocument.parse(svg).error == nil)
        #expect(bodyLines(svg) == [
            "<g opacity=\"0.502\">", "<g class=\"accentable\">", "<path d=\"M0 0L5 0 5 5 0 5Z\" fill=\"#000000\"/>", "</g>", "</g>",
        ])
    }

    @Test func angularWedgesFollowTheGradient() {
        let stops = GradientStops(evenlySpaced: [.white, .black])
        let wedges = SVGAngularGradient.wedges(stops, center: Point(50, 50), startAngle: 0, endAngle: 2 * .pi,
                                               covering: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(wedges.count == 128)
        #expect(wedges.first?.color.rgba8.r == 254 && wedges.last?.color.rgba8.r == 1)
        for (a, b) in zip(wedges, wedges.dropFirst()) {
            #expect((1...2).contains(Int(a.color.rgba8.r) - Int(b.color.rgba8.r)))
        }
        // Each wedge starts at the centre and its first arc point is where the previous one ended.
        #expect(wedges.allSatisfy { $0.pathData.hasPrefix("M50 50L") })
        let half = SVGAngularGradient.wedges(stops, center: Point(50, 50), startAngle: 0, endAngle: .pi,
                                             covering: Rect(x: 0, y: 0, width: 100, height: 100))
        // The gap after a half-turn sweep: the end colour up to three quarters, then the start colour.
        #expect(half.last.map { $0.color.rgba8 == RGBAColor.white.rgba8 } == true)
        #expect(half.dropLast().last.map { $0.color.rgba8 == RGBAColor.black.rgba8 } == true)
        let degenerate = SVGAngularGradient.wedges(stops, center: Point(50, 50), startAngle: 1, endAngle: 1,
                                                   covering: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(degenerate.count == 1 && degenerate[0].color == .white)
    }
}
