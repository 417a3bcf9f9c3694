import AssetCatalog
import Foundation
import Testing

@Suite("custom symbol templates")
struct SymbolTemplateTests {
    static let template = """
    <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Guides">
      <path id="Capline-M" d="M 9 1056 H 2700"/>
      <path id="Baseline-M" d="M 9 1126 H 2700"/>
      <path id="left-margin-Regular-M" d="M 1391 1030 V 1150"/>
      <path id="right-margin-Regular-M" d="M 1491 1030 V 1150"/>
     </g>
     <g id="Symbols">
      <g id="Ultralight-S" transform="matrix(1 0 0 1 400 700)"><path d="M0 0 L5 5"/></g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1391 1126)"><path d="M 10 0 L 90 0 L 50 -70 Z"/></g>
     </g>
    </svg>
    """

    @Test("the Regular-M glyph with its transform, the M guides and the glyph's margins")
    func regularMedium() throws {
        let (template, issues) = try SVGSymbolTemplate.parse(Data(Self.template.utf8), file: "star.svg")
        #expect(issues.isEmpty)
        #expect(template.baseline == 1126 && template.capline == 1056)
        #expect(template.leftMargin == 1391 && template.rightMargin == 1491)
        #expect(template.shapes.count == 1)
        #expect(template.shapes.first?.transform == SVGMatrix(e: 1391, f: 1126))
        #expect(template.shapes.first?.path == [.move(10, 0), .line(90, 0), .line(50, -70), .close])
    }

    @Test("a template without the Regular-M glyph or its guides is an issue naming what is missing")
    func missingParts() {
        let noGlyph = Self.template.replacingOccurrences(of: "Regular-M\" transform", with: "Bold-M\" transform")
        #expect(throws: AssetCatalogIssue.self) { try SVGSymbolTemplate.parse(Data(noGlyph.utf8), file: "star.svg") }
        let noGuide = Self.template.replacingOccurrences(of: "Capline-M", with: "Capline-L")
        do {
            _ = try SVGSymbolTemplate.parse(Data(noGuide.utf8), file: "star.svg")
            Issue.record("no error")
        } catch let issue as AssetCatalogIssue {
            #expect(issue.keyPath == "Guides")
        } catch { Issue.record("\(error)") }
    }
}
