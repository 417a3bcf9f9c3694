import AssetCatalog
import Foundation
import Testing

@Suite("SVG asset parser")
struct SVGAssetParserTests {
    private func parse(_ svg: String) throws -> (SVGAssetDocument, [AssetCatalogIssue]) {
        let result = try SVGAssetParser.parse(Data(svg.utf8), file: "icon.svg")
        return (result.document, result.issues)
    }

    @Test("size from width/height; the view box maps to it (scaled and centred)")
    func viewBox() throws {
        let (doc, issues) = try parse(#"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24" viewBox="0 0 12 12"><rect x="0" y="0" width="12" height="12"/></svg>"#)
        #expect(issues.isEmpty)
        #expect(doc.width == 48 && doc.height == 24)
        #expect(doc.shapes.first?.transform == SVGMatrix(a: 2, d: 2, e: 12, f: 0))
        #expect(doc.shapes.first?.path == [.move(0, 0), .line(12, 0), .line(12, 12), .line(0, 12), .close])
        #expect(doc.shapes.first?.fill == .color(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("path data: relative commands, implicit lines after M, H/V, smooth cubics and Z")
    func pathData() {
        let (commands, error) = SVGPathData.parse("m1 1 2 0v2h-2zM10 10c1 0 2 1 2 2s1 2 2 2")
        #expect(error == nil)
        #expect(commands == [.move(1, 1), .line(3, 1), .line(3, 3), .line(1, 3), .close,
                             .move(10, 10), .cubic(c1x: 11, c1y: 10, c2x: 12, c2y: 11, x: 12, y: 12),
                             .cubic(c1x: 12, c1y: 13, c2x: 13, c2y: 14, x: 14, y: 14)])
    }

    @Test("an arc becomes cubics ending exactly at its end point; compact numbers and flags parse")
    func arc() {
        let (commands, error) = SVGPathData.parse("M0 0a5 5 0 1010 0")
        #expect(error == nil)
        #expect(commands.count == 3)
        #expect(commands.last.map { if case .cubic(_, _, _, _, let x, let y) = $0 { return x == 10 && y == 0 }; return false } == true)
    }

    @Test("a path error keeps what came before it")
    func pathError() {
        let (commands, error) = SVGPathData.parse("M0 0 L5 5 L7")
        #expect(commands == [.move(0, 0), .line(5, 5)])
        #expect(error?.contains("needs 2 numbers") == true)
    }

    @Test("groups inherit fill, multiply opacity and compose transforms; style declarations win over attributes")
    func inheritance() throws {
        let (doc, _) = try parse("""
        <svg width="10" height="10"><g fill="#ff0000" opacity="0.5" transform="translate(1 2)">
          <g transform="scale(2)" opacity="0.5"><circle cx="1" cy="1" r="1" style="fill: rgb(0, 0, 255); stroke: #0f0" stroke-width="3"/></g>
        </g></svg>
        """)
        let shape = try #require(doc.shapes.first)
        #expect(shape.fill == .color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(shape.stroke == .color(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(shape.strokeWidth == 3)
        #expect(shape.opacity == 0.25)
        #expect(shape.transform == SVGMatrix(a: 2, d: 2, e: 1, f: 2))
    }

    @Test("linear and radial gradients with stops, href and object bounding box units")
    func gradients() throws {
        let (doc, issues) = try parse("""
        <svg width="10" height="10"><defs>
          <linearGradient id="base"><stop offset="0" stop-color="#000"/><stop offset="100%" stop-color="#fff" stop-opacity="0.5"/></linearGradient>
          <linearGradient id="l" href="#base" x1="0" y1="0" x2="0" y2="1"/>
          <radialGradient id="r" gradientUnits="userSpaceOnUse" cx="5" cy="5" r="4"><stop offset="0.2" stop-color="red"/><stop offset="0.1" stop-color="blue"/></radialGradient>
        </defs><rect width="10" height="10" fill="url(#l)"/><rect width="10" height="10" fill="url(#r)"/></svg>
        """)
        #expect(issues.isEmpty)
        #expect(doc.shapes.first?.fill == .linear(stops: [SVGGradientStop(offset: 0, red: 0, green: 0, blue: 0, alpha: 1),
                                                          SVGGradientStop(offset: 1, red: 1, green: 1, blue: 1, alpha: 0.5)],
                                                  x1: 0, y1: 0, x2: 0, y2: 1, objectBoundingBox: true, transform: .identity))
        // Offsets never decrease (SVG's rule): the second stop moves up to 0.2.
        #expect(doc.shapes.last?.fill == .radial(stops: [SVGGradientStop(offset: 0.2, red: 1, green: 0, blue: 0, alpha: 1),
                                                         SVGGradientStop(offset: 0.2, red: 0, green: 0, blue: 1, alpha: 1)],
                                                 cx: 5, cy: 5, r: 4, objectBoundingBox: false, transform: .identity))
    }

    @Test("unsupported elements and unknown colours are issues naming line and element; the rest is drawn")
    func unsupported() throws {
        let (doc, issues) = try parse("<svg width=\"4\" height=\"4\">\n<text>Hi</text>\n<rect width=\"4\" height=\"4\" fill=\"chartreuse-ish\"/>\n<use href=\"#a\"/></svg>")
        #expect(doc.shapes.count == 1)
        #expect(issues.map(\.keyPath) == ["line 2, <text>", "line 3, <rect>", "line 4, <use>"])
    }

    @Test("malformed XML and a non-SVG root throw an issue with the line")
    func malformed() {
        #expect(throws: AssetCatalogIssue.self) { try parse("<svg width=\"4\">\n<rect width=\"4\"></svg>") }
        do {
            _ = try parse("<svg width=\"4\">\n<path d=\"M0 0\"></svg>")
            Issue.record("no error")
        } catch let issue as AssetCatalogIssue {
            #expect(issue.keyPath == "line 2")
            #expect(issue.message.contains("</svg> closes <path>"))
        } catch { Issue.record("\(error)") }
        #expect(throws: AssetCatalogIssue.self) { try parse("<html/>") }
    }
}
