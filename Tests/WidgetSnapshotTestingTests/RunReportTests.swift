import Foundation
import Testing
@testable import WidgetSnapshotTesting

/// `widget-preview report`'s model: rebuilt from the artifacts folder and the goldens after the run.
@Suite("Report of a finished run")
struct RunReportTests {
    /// Goldens a/x, a/y, b/z; a failing result for a/x and a stale one for c/old; the run checked a/x and a/y.
    static func finishedRun(in folder: TemporaryFolder, manifest: Bool = true) throws {
        let writer = AtomicFileWriter()
        for stem in ["a/x", "a/y", "b/z"] {
            try writer.write(Data([1, 2, 3]), to: folder.snapshots.appendingPathComponent(stem + ".png"))
        }
        let artifacts = ArtifactWriter(root: folder.artifacts)
        let encoder = JSONEncoder()
        let changed = SnapshotResult(golden: "a/x", test: "M.S/t", variant: "systemSmall in homeScreen @2x",
                                     status: .changed, problems: [.pixels(mismatched: 12, total: 100, allowed: 0, threshold: 0.1)],
                                     mismatchedPixels: 12, totalPixels: 100,
                                     artifacts: SnapshotArtifacts(comparisonPNG: "a/x.compare.png"), message: "differs")
        let stale = SnapshotResult(golden: "c/old", test: "M.S/gone", variant: "", status: .changed,
                                   problems: [.pixels(mismatched: 1, total: 4, allowed: 0, threshold: 0.1)], message: "old")
        _ = try artifacts.write(try encoder.encode(changed), stem: "a/x", .resultJSON)
        _ = try artifacts.write(try encoder.encode(stale), stem: "c/old", .resultJSON)
        if manifest {
            try CheckedGoldensManifest(artifactsRoot: folder.artifacts).append(["a/x", "a/y"], snapshotRoot: folder.snapshots)
        }
    }

    @Test("with the run's manifest: changed, removed, unused and passed; stale results ignored")
    func withManifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.finishedRun(in: folder)
        let report = SnapshotReport.fromRun(artifactsRoot: folder.artifacts, snapshotRoot: folder.snapshots,
                                            removed: ["d/gone"])
        #expect(report.items.map { "\($0.kind.rawValue) \($0.golden)" }
            == ["changed a/x", "removed d/gone", "unused b/z", "passed a/y"])
        #expect(report.items[0].mismatchedPixels == 12)
        #expect(report.items[0].artifacts.comparisonPNG == "a/x.compare.png")
        #expect(report.hasDifferences)
        let markdown = MarkdownReportWriter.render(report)
        #expect(markdown.contains("**1 changed · 0 new · 1 removed · 1 unused · 1 passed**"))
        #expect(markdown.contains("| 🔴 changed | `a/x` | 12 of 100 (12.00%) | pixels |"))
        #expect(markdown.contains("| ⚪ unused | `b/z` | — | no test checked it |"))
        #expect(markdown.contains("| ⚫ removed | `d/gone` | — | deleted |"))
        #expect(!markdown.contains("c/old"))
    }

    @Test("without a manifest: every result file counts, nothing is called unused")
    func withoutManifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.finishedRun(in: folder, manifest: false)
        let report = SnapshotReport.fromRun(artifactsRoot: folder.artifacts, snapshotRoot: folder.snapshots)
        #expect(report.items.map { "\($0.kind.rawValue) \($0.golden)" } == ["changed a/x", "changed c/old"])
    }

    @Test("a run where everything passed has no differences")
    func allPassed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try AtomicFileWriter().write(Data([1]), to: folder.snapshots.appendingPathComponent("a/x.png"))
        try CheckedGoldensManifest(artifactsRoot: folder.artifacts).append(["a/x"], snapshotRoot: folder.snapshots)
        let report = SnapshotReport.fromRun(artifactsRoot: folder.artifacts, snapshotRoot: folder.snapshots)
        #expect(!report.hasDifferences)
        #expect(report.count(.passed) == 1)
    }

    @Test("manifest: appended per process, read back by root; files of an earlier run are pruned")
    func manifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manifest = CheckedGoldensManifest(artifactsRoot: folder.artifacts)
        #expect(manifest.read() == nil)
        try manifest.append(["a/x"], snapshotRoot: folder.snapshots)
        try manifest.append(["a/y", "bad\tname"], snapshotRoot: folder.snapshots)
        #expect(manifest.processFile.lastPathComponent == "\(getppid())-\(getpid()).txt")
        let earlier = manifest.folder.appendingPathComponent("\(getppid() &+ 1)-7.txt")
        try AtomicFileWriter().write(Data("/elsewhere\tq/r\n".utf8), to: earlier)
        #expect(manifest.read() == [folder.snapshots.standardizedFileURL.path: ["a/x", "a/y"], "/elsewhere": ["q/r"]])
        manifest.pruneEarlierRuns()
        #expect(!FileManager.default.fileExists(atPath: earlier.path))
        #expect(manifest.read() == [folder.snapshots.standardizedFileURL.path: ["a/x", "a/y"]])
    }

    @Test("an assertion adds its golden to the run's manifest in the artifacts folder")
    func assertionWritesManifest() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(3, 3))
        h.assert(image(solid(3, 3)), record: .never)
        let checked = CheckedGoldensManifest(artifactsRoot: h.folder.artifacts).read()
        #expect(checked == [h.folder.snapshots.standardizedFileURL.path: ["SampleTests/sampleTest/sample/systemSmall.homeScreen@2x"]])
        let report = SnapshotReport.fromRun(artifactsRoot: h.folder.artifacts, snapshotRoot: h.folder.snapshots)
        #expect(report.items.map(\.kind) == [.passed])
    }
}
