import Foundation
import Graphics
import Testing
@testable import WidgetSnapshotTesting

/// A report of a run with one changed (pixels + SVG), one size change, one new, one removed, one unused and
/// one passed image, with real PNG artifacts in `folder`.
func sampleReport(in folder: TemporaryFolder) throws -> SnapshotReport {
    let artifacts = ArtifactWriter(root: folder.artifacts)
    func widget(_ w: Int, _ h: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, dot: Bool) -> Bitmap {
        var bitmap = solid(w, h, r, g, b)
        for y in 0 ..< h { for x in 0 ..< w where (x - w / 2) * (x - w / 2) + (y - h / 2) * (y - h / 2) < (h / 4) * (h / 4) {
            let i = (y * w + x) * 4
            bitmap.pixels[i] = 255; bitmap.pixels[i + 1] = dot ? 200 : 255; bitmap.pixels[i + 2] = dot ? 0 : 255
        } }
        return bitmap
    }
    let expected = widget(170, 170, 30, 90, 200, dot: false)
    let actual = widget(170, 170, 30, 90, 200, dot: true)
    let diff = try ExactPixelComparer().compare(expected: expected, actual: actual, threshold: 0.1, writeDiff: true).diff
    let stem = "WeatherTests/rainy/systemSmall.homeScreen@2x"
    var changed = SnapshotArtifacts()
    changed.expectedPNG = try artifacts.write(TinyPNG.encode(expected), stem: stem, .expectedPNG)
    changed.actualPNG = try artifacts.write(TinyPNG.encode(actual), stem: stem, .actualPNG)
    changed.diffPNG = try artifacts.write(TinyPNG.encode(diff ?? expected), stem: stem, .diffPNG)
    let sizeStem = "WeatherTests/rainy/systemMedium.homeScreen@2x"
    var sized = SnapshotArtifacts()
    sized.expectedPNG = try artifacts.write(TinyPNG.encode(widget(364, 170, 30, 90, 200, dot: false)), stem: sizeStem, .expectedPNG)
    sized.actualPNG = try artifacts.write(TinyPNG.encode(widget(372, 170, 30, 90, 200, dot: false)), stem: sizeStem, .actualPNG)
    let newStem = "WeatherTests/sunny <b>&</b>/accessoryCircular.lockScreen@2x"
    var fresh = SnapshotArtifacts()
    fresh.actualPNG = try artifacts.write(TinyPNG.encode(widget(76, 76, 60, 60, 60, dot: true)), stem: newStem, .actualPNG)
    let results = [
        SnapshotResult(golden: stem, test: "WeatherTests/rainy", variant: "systemSmall in homeScreen @2x", status: .changed,
                       problems: [.pixels(mismatched: 312, total: 28_900, allowed: 0, threshold: 0.1),
                                  .svgText(diff: "--- golden\n+++ actual\n@@ -1,1 +1,1 @@\n-<circle fill=\"#fff\"/>\n+<circle fill=\"#ffc800\"/>")],
                       mismatchedPixels: 312, totalPixels: 28_900, artifacts: changed, message: "…"),
        SnapshotResult(golden: sizeStem, test: "WeatherTests/rainy", variant: "systemMedium in homeScreen @2x", status: .changed,
                       problems: [.sizeMismatch(expectedWidth: 364, expectedHeight: 170, actualWidth: 372, actualHeight: 170)],
                       artifacts: sized, message: "…"),
        SnapshotResult(golden: newStem, test: "WeatherTests/sunny", variant: "accessoryCircular in lockScreen @2x", status: .new,
                       problems: [.missingGolden], wroteGolden: true, artifacts: fresh, message: "…"),
        SnapshotResult(golden: "WeatherTests/rainy/systemLarge.homeScreen@2x", test: "WeatherTests/rainy",
                       variant: "systemLarge in homeScreen @2x", status: .passed, mismatchedPixels: 0, totalPixels: 100),
    ]
    return SnapshotReport(results: results,
                          existingGoldens: ["Old/gone/systemSmall.homeScreen@2x", "WeatherTests/rainy/systemLarge.homeScreen@2x",
                                            "WeatherTests/rainy/systemSmall.homeScreen@2x", "Z|pipe/x@2x"],
                          removed: ["Gallery/deleted/systemSmall.standBy@2x"], artifactsRoot: folder.artifacts)
}

@Suite("Reports")
struct ReportTests {
    @Test("the model sorts and classifies: changed, new, removed, unused, passed")
    func model() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try sampleReport(in: folder)
        #expect(report.items.map(\.kind) == [.changed, .changed, .new, .removed, .unused, .unused, .passed])
        #expect(report.items.map(\.golden) == [
            "WeatherTests/rainy/systemMedium.homeScreen@2x", "WeatherTests/rainy/systemSmall.homeScreen@2x",
            "WeatherTests/sunny <b>&</b>/accessoryCircular.lockScreen@2x", "Gallery/deleted/systemSmall.standBy@2x",
            "Old/gone/systemSmall.homeScreen@2x", "Z|pipe/x@2x", "WeatherTests/rainy/systemLarge.homeScreen@2x",
        ])
        #expect(report.items[0].summary == "size 364×170 → 372×170")
        #expect(report.items[1].summary == "pixels, SVG")
        #expect(report.items[2].summary == "no golden, recorded")
    }

    @Test("Markdown: counts and a table of what changed, with mismatch counts")
    func markdown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = MarkdownReportWriter.render(try sampleReport(in: folder))
        #expect(text == """
            ## Widget snapshots

            **2 changed · 1 new · 1 removed · 2 unused · 1 passed**

            | Status | Image | Mismatched pixels | What changed |
            |---|---|--:|---|
            | 🔴 changed | `WeatherTests/rainy/systemMedium.homeScreen@2x` | — | size 364×170 → 372×170 |
            | 🔴 changed | `WeatherTests/rainy/systemSmall.homeScreen@2x` | 312 of 28,900 (1.08%) | pixels, SVG |
            | 🟡 new | `WeatherTests/sunny <b>&</b>/accessoryCircular.lockScreen@2x` | — | no golden, recorded |
            | ⚫ removed | `Gallery/deleted/systemSmall.standBy@2x` | — | deleted |
            | ⚪ unused | `Old/gone/systemSmall.homeScreen@2x` | — | no test checked it |
            | ⚪ unused | `Z\\|pipe/x@2x` | — | no test checked it |

            """)
        let clean = MarkdownReportWriter.render(SnapshotReport(results: [
            SnapshotResult(golden: "a", test: "t", variant: "v", status: .passed),
        ], artifactsRoot: nil))
        #expect(clean == "## Widget snapshots\n\nNo visual differences: all 1 images match their goldens.\n")
        #expect(ReportFormatting.grouped(1_234_567) == "1,234,567")
        #expect(ReportFormatting.grouped(999) == "999")
    }

    @Test("HTML: self-contained, escaped, four views per changed image")
    func html() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Tiny images keep the string searches below fast; real artifacts are checked in Chromium.
        let pixel = TinyPNG.encode(solid(1, 1))
        let html = HTMLReportWriter.render(try sampleReport(in: folder), loadImage: { _ in pixel })
        #expect(html.contains("default-src 'none'; img-src data:"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.components(separatedBy: "<section class=\"item ").count - 1 == 3)
        #expect(html.components(separatedBy: "data-mode=\"swipe\"").count - 1 == 2)
        #expect(html.contains("sunny &lt;b&gt;&amp;&lt;/b&gt;"))
        #expect(!html.contains("<b>&</b>"))
        #expect(html.contains("No diff image (the sizes differ)."))
        #expect(html.contains("&lt;circle fill=&quot;#ffc800&quot;/&gt;"))
        #expect(html.contains("src=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(html.contains("<code>Z|pipe/x@2x.png</code>"))
    }

    @Test("goldens under a root are listed by stem, hidden temp files skipped")
    func goldenListing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let w = AtomicFileWriter()
        try w.write(Data([1]), to: folder.snapshots.appendingPathComponent("A/b/x@2x.png"))
        try w.write(Data([1]), to: folder.snapshots.appendingPathComponent("A/b/x@2x.svg"))
        try w.write(Data([1]), to: folder.snapshots.appendingPathComponent("A/.x@2x.png.123.tmp"))
        try w.write(Data([1]), to: folder.snapshots.appendingPathComponent("C.png"))
        #expect(SnapshotReport.goldens(under: folder.snapshots) == ["A/b/x@2x", "C"])
        #expect(SnapshotReport.goldens(under: folder.url.appendingPathComponent("none")) == [])
    }

    @Test("writes report.md and index.html")
    func writes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let paths = try SnapshotReportWriter.write(try sampleReport(in: folder), to: folder.url.appendingPathComponent("report"))
        #expect(FileManager.default.fileExists(atPath: paths.markdown.path))
        #expect(FileManager.default.fileExists(atPath: paths.html.path))
        if let keep = ProcessInfo.processInfo.environment["WST_KEEP_REPORT"] {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: keep + "/index.html")
            try FileManager.default.copyItem(atPath: paths.html.path, toPath: keep + "/index.html")
            // And a 3-panel image, to look at.
            let a = solid(60, 40, 30, 90, 200), b = solid(60, 40, 30, 90, 200, changed: [(10, 10), (11, 10), (30, 20)])
            let diff = try ExactPixelComparer().compare(expected: a, actual: b, threshold: 0.1, writeDiff: true).diff
            if let sheet = ComparisonSheet.compose(expected: a, diff: diff, actual: b) {
                try TinyPNG.encode(sheet).write(to: URL(fileURLWithPath: keep + "/compare.png"))
            }
        }
    }
}

@Suite("End-of-run report")
struct RunLogTests {
    @Test("the run log reports checked images, unused goldens, and the results left in the artifacts")
    func runLog() throws {
        // No WIDGET_SNAPSHOT_REPORT here: `h.assert` goes through the shared log, which would write a report
        // into the package at exit.
        let h = try Harness()
        defer { h.folder.remove() }
        try AtomicFileWriter().write(RawBitmapCodec.encode(solid(2, 2)), to: h.folder.snapshots.appendingPathComponent("Old/x@2x.png"))
        try h.writeGolden(solid(4, 4))
        h.assert(image(solid(4, 4, changed: [(0, 0)])), record: .never)
        let log = SnapshotRunLog()
        let settings = try withSnapshotConfiguration(h.configuration) {
            try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: nil, filePath: #filePath)
        }
        let failed = SnapshotReport.failedResults(inArtifacts: h.folder.artifacts)
        #expect(failed.map(\.golden) == ["SampleTests/sampleTest/sample/systemSmall.homeScreen@2x"])
        #expect(failed.first?.mismatchedPixels == 1)
        log.record(failed, settings: settings)
        let report = log.report()
        #expect(report.items.map(\.kind) == [.changed, .unused])
        #expect(report.items.map(\.golden) == ["SampleTests/sampleTest/sample/systemSmall.homeScreen@2x", "Old/x@2x"])
        #expect(report.artifactsRoot?.path == h.folder.artifacts.path)
    }
}
