import Foundation
import Testing
@testable import Graphics

/// SVG text goldens in `Fixtures/SVG/`. To re-record after an intended change, run the suite with
/// `WIDGETPREVIEW_RECORD_GOLDENS=1` (it rewrites the files in the source tree), then review the git diff.
@Suite struct SVGGoldenTests {
    static let recording = ProcessInfo.processInfo.environment["WIDGETPREVIEW_RECORD_GOLDENS"] == "1"

    func assertGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.recording {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/SVG/\(name)")
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/SVG"),
                               "golden Fixtures/SVG/\(name) is missing: record it with WIDGETPREVIEW_RECORD_GOLDENS=1",
                               sourceLocation: sourceLocation)
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("actual-" + name)
            try? actual.write(to: out, atomically: true, encoding: .utf8)
            Issue.record("\(name) differs from its golden; actual written to \(out.path)", sourceLocation: sourceLocation)
        }
    }

    @Test func smallSceneSVG() throws {
        try assertGolden(SVGBackend.render(SVGTestScenes.small(), title: "Small scene"), named: "small-scene.svg")
    }

    @Test func smallSceneDump() throws {
        try assertGolden(SVGTestScenes.small().dump(), named: "small-scene.dump.txt")
    }
}
