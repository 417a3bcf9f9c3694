import Foundation
import Graphics
import Testing
@testable import WidgetSnapshotTesting

@Suite("Verifying against goldens")
struct VerifierTests {
    @Test("a matching image passes without encoding, decoding the golden once")
    func passFastPath() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(8, 8))
        let results = h.assert(image(solid(8, 8)), record: .never)
        #expect(results[0].status == .passed)
        #expect(results[0].mismatchedPixels == 0)
        #expect(results[0].message == nil)
        #expect(h.codec.encodes == 0)
        #expect(h.codec.decodes == 1)
        #expect(h.issues.messages.isEmpty)
        #expect(h.folder.files(under: h.folder.artifacts) == [])  // only the run's manifest of checked goldens
    }

    @Test("pixel mismatch: counts, artifacts, accept command; one message per failing image")
    func pixelMismatch() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(10, 5))
        let results = h.assert(image(solid(10, 5, changed: [(0, 0), (9, 4), (5, 2)])), record: .never)
        let r = results[0]
        #expect(r.status == .changed)
        #expect(r.mismatchedPixels == 3)
        #expect(r.totalPixels == 50)
        #expect(r.problems == [.pixels(mismatched: 3, total: 50, allowed: 0, threshold: 0.1)])
        #expect(h.issues.messages.count == 1)
        let message = h.issues.messages[0]
        #expect(message.contains("Snapshot \"SampleTests/sampleTest/sample/systemSmall.homeScreen@2x\" does not match its golden:"))
        #expect(message.contains("3 of 50 pixels differ (6.00%); allowed 0 at threshold 0.1"))
        #expect(message.contains("WIDGET_SNAPSHOT_RECORD=failed swift test --filter '"))
        let stem = "SampleTests/sampleTest/sample/systemSmall.homeScreen@2x"
        #expect(r.artifacts == SnapshotArtifacts(actualPNG: stem + ".actual.png", expectedPNG: stem + ".expected.png",
                                                 diffPNG: stem + ".diff.png", comparisonPNG: stem + ".compare.png",
                                                 actualSVG: stem + ".actual.svg", expectedSVG: stem + ".expected.svg"))
        for path in [stem + ".compare.png", stem + ".actual.png", stem + ".expected.png", stem + ".diff.png"] {
            #expect(message.contains(h.folder.artifacts.appendingPathComponent(path).path))
        }
        #expect(h.folder.files(under: h.folder.artifacts).count == 7)  // + result.json
        // The expected artifact is the golden's own bytes (not re-encoded); the 3-panel has the layout.
        #expect(try Data(contentsOf: h.folder.artifacts.appendingPathComponent(stem + ".expected.png")) == Data(contentsOf: h.goldenPNG))
        let sheet = try RawBitmapCodec.decode(Data(contentsOf: h.folder.artifacts.appendingPathComponent(stem + ".compare.png")), name: "")
        #expect(sheet.width == 8 + 10 + 8 + 10 + 8 + 10 + 8)
        #expect(sheet.height == 8 + 24 + 5 + 8)  // margin, label band, panel, margin
        // A later passing run removes the stale artifacts.
        try h.writeGolden(solid(10, 5, changed: [(0, 0), (9, 4), (5, 2)]))
        #expect(h.assert(image(solid(10, 5, changed: [(0, 0), (9, 4), (5, 2)])), record: .never)[0].status == .passed)
        #expect(h.folder.files(under: h.folder.artifacts) == [])
    }

    @Test("tolerance as a count and as a fraction, per call and from the configuration")
    func tolerance() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(10, 10))
        let changed = image(solid(10, 10, changed: [(0, 0), (1, 0), (2, 0)]))
        #expect(h.assert(changed, record: .never, tolerance: .pixels(3))[0].status == .passed)
        #expect(h.assert(changed, record: .never, tolerance: .pixels(2))[0].status == .changed)
        #expect(h.assert(changed, record: .never, tolerance: .fraction(0.03))[0].status == .passed)
        #expect(h.assert(changed, record: .never, tolerance: .fraction(0.029))[0].status == .changed)
        var config = h.configuration
        config.tolerance = .pixels(3)
        let viaConfig = withSnapshotConfiguration(config) { h.assert(changed, record: .never) }
        #expect(viaConfig[0].status == .passed)
        #expect(h.assert(changed, record: .never, tolerance: .pixels(-1))[0].status == .error)
        #expect(h.issues.messages.last?.contains("allowed mismatched pixels -1 is negative") == true)
        #expect(SnapshotTolerance.fraction(0.001).allowedPixels(of: 57_800) == 57)
    }

    @Test("size mismatch is its own failure, with both sizes")
    func sizeMismatch() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(10, 10))
        let r = h.assert(image(solid(12, 10)), record: .never)[0]
        #expect(r.status == .changed)
        #expect(r.problems == [.sizeMismatch(expectedWidth: 10, expectedHeight: 10, actualWidth: 12, actualHeight: 10)])
        #expect(h.issues.messages[0].contains("size differs: golden is 10×10 px, new image is 12×10 px"))
        #expect(r.artifacts.diffPNG == nil)
        #expect(r.artifacts.comparisonPNG != nil)
    }

    @Test("SVG text mismatch shows a short unified diff")
    func svgMismatch() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(4, 4), svg: "<svg>\n<rect x=\"1\"/>\n<circle/>\n</svg>\n")
        let r = h.assert(image(solid(4, 4), svg: "<svg>\n<rect x=\"2\"/>\n<circle/>\n</svg>\n"), record: .never)[0]
        #expect(r.status == .changed)
        #expect(r.mismatchedPixels == 0)
        let message = h.issues.messages[0]
        #expect(message.contains("the SVG text differs"))
        #expect(message.contains("""
            --- golden SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.svg
            +++ actual
            @@ -1,4 +1,4 @@
             <svg>
            -<rect x="1"/>
            +<rect x="2"/>
             <circle/>
             </svg>
            """))
    }

    @Test("an SVG golden byte for byte equal passes (non-ASCII text); invalid UTF-8 is a corrupt golden")
    func svgBytes() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        let svg = "<svg>\n<text>Zürich 東京 🌤</text>\n</svg>\n"
        try h.writeGolden(solid(4, 4), svg: svg)
        #expect(h.assert(image(solid(4, 4), svg: svg), record: .never)[0].status == .passed)
        try AtomicFileWriter().write(Data(svg.utf8.prefix(18)) + Data([0xFF]) + Data(svg.utf8.dropFirst(19)), to: h.goldenSVG)
        let r = h.assert(image(solid(4, 4), svg: svg), record: .never)[0]
        #expect(r.status == .changed)
        #expect(h.issues.messages.last?.contains("it is not readable UTF-8 text") == true)
    }

    @Test("CRLF line ends and a missing final newline in the SVG golden are not a change")
    func svgNormalised() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(4, 4), svg: "<svg>\r\n<rect/>\r\n</svg>")
        #expect(h.assert(image(solid(4, 4)), record: .never)[0].status == .passed)
    }

    @Test("a corrupt golden is a failure naming the file, never a crash", arguments: [
        Data(), Data("not an image".utf8),
        Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8),
        Data("RAWBMP".utf8) + Data([0, 0, 0, 9, 0, 0, 0, 9, 1, 2]),
    ])
    func corruptGolden(data: Data) throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try AtomicFileWriter().write(data, to: h.goldenPNG)
        let r = h.assert(image(solid(4, 4)), record: .missing)[0]
        #expect(r.status == .changed)
        #expect(!r.wroteGolden)
        #expect(h.issues.messages.count == 1)
        #expect(h.issues.messages[0].contains("cannot read the golden \(h.goldenPNG.path)"))
        #expect(try Data(contentsOf: h.goldenPNG) == data)
        if data.starts(with: Data("version https://git-lfs".utf8)) {
            #expect(h.issues.messages[0].contains("git lfs pull"))
        }
    }

    @Test("a corrupt golden is replaced under failed")
    func corruptReRecorded() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try AtomicFileWriter().write(Data("junk".utf8), to: h.goldenPNG)
        let r = h.assert(image(solid(4, 4)), record: .failed)[0]
        #expect(r.wroteGolden)
        #expect(try RawBitmapCodec.decode(Data(contentsOf: h.goldenPNG), name: "") == solid(4, 4))
    }

    @Test("a missing SVG next to a good PNG is recorded alone under missing")
    func missingSVGOnly() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(4, 4), svg: nil)
        let pngBefore = try Data(contentsOf: h.goldenPNG)
        let r = h.assert(image(solid(4, 4)))[0]
        #expect(r.status == .new && r.wroteGolden)
        #expect(h.issues.messages[0].contains("No SVG golden for"))
        #expect(FileManager.default.fileExists(atPath: h.goldenSVG.path))
        #expect(try Data(contentsOf: h.goldenPNG) == pngBefore)
        #expect(h.codec.encodes == 0)
    }

    @Test("a render error is reported per image and the others are still checked")
    func renderError() throws {
        struct Boom: Error, CustomStringConvertible { var description: String { "no such symbol" } }
        let h = try Harness()
        defer { h.folder.remove() }
        let medium = SnapshotVariant(family: "systemMedium", place: "homeScreen")
        let results = withSnapshotConfiguration(h.configuration) {
            verifySnapshotImages(variants: [Harness.small, medium], named: nil, record: .missing, tolerance: nil,
                                 snapshotDirectory: nil,
                                 caller: SnapshotCaller(fileID: "M/F.swift", filePath: #filePath, line: 1, column: 1, testName: "t()"),
                                 registry: GoldenNameRegistry()) { variant in
                if variant.family == "systemSmall" { throw Boom() }
                return image(solid(2, 2))
            }
        }
        #expect(results.map(\.status) == [.error, .new])
        #expect(results[0].message == "Rendering \"F/t/systemSmall.homeScreen@2x\" failed: no such symbol")
    }

    @Test("assertions running in parallel write to different artifact files")
    func parallelArtifacts() async throws {
        let h = try Harness()
        defer { h.folder.remove() }
        let registry = GoldenNameRegistry()
        await withTaskGroup(of: Void.self) { group in
            for i in 0 ..< 16 {
                group.addTask {
                    _ = h.assert(image(solid(3, 3, changed: [(i % 3, i / 3 % 3)])), named: "case \(i)", record: .never,
                                 registry: registry)
                }
            }
        }
        let artifacts = h.folder.files(under: h.folder.artifacts)
        #expect(artifacts.count == 48)  // actual.png, actual.svg, result.json for each of the 16 new images
        #expect(Set(artifacts).count == artifacts.count)
        #expect(h.issues.messages.count == 16)
    }
}

@Suite("The passing path")
struct VerifierPassingPathTests {
    @Test("a 1092×1146 match is verified with one decode and no encoding")
    func largeMatch() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        let big = Bitmap(width: 1092, height: 1146, fill: RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
        try h.writeGolden(big)
        let results = h.assert(image(big), record: .never)
        #expect(results[0].status == .passed)
        #expect(h.codec.encodes == 0 && h.codec.decodes == 1)
        #expect(SnapshotVerifier.sameBytes([1, 2], [1, 2]) && !SnapshotVerifier.sameBytes([1, 2], [1, 3]) && SnapshotVerifier.sameBytes([], []))
    }
}
