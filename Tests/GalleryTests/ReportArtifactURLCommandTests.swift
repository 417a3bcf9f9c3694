import Foundation
import Testing
@testable import WidgetPreviewCLI

/// The Markdown report's links to the uploaded artifact, through the commands CI runs: `verify --report`
/// with `WIDGET_SNAPSHOT_ARTIFACT_URL`, and `report --artifact-url`.
@Suite("report links the artifact")
struct ReportArtifactURLCommandTests {
    @Test("each row links files that exist in the artifacts folder; a zip's URL is linked once")
    func links() throws {
        let root = try temporaryFolder("report-links")
        let artifacts = try temporaryFolder("report-links-artifacts")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: artifacts) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let changed = root.appendingPathComponent("Tile/sunny/systemSmall.homeScreen@2x.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tile/sunny/systemSmall.homeScreenDark@2x.png"), to: changed)

        let served = "https://example.com/run-7/"
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": artifacts.path, "CI": "true", "WIDGET_SNAPSHOT_ARTIFACT_URL": served]
        let reportFolder = artifacts.appendingPathComponent("report")
        #expect(CLIRun(["verify", "--snapshots", root.path, "--report", reportFolder.path], environment: env).code == 1)
        let markdown = try String(contentsOf: reportFolder.appendingPathComponent("report.md"), encoding: .utf8)
        let row = try #require(markdown.split(separator: "\n").first { $0.contains("Tile/sunny/systemSmall.homeScreen@2x`") })
        let links = row.components(separatedBy: "](" + served).dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(links.count == 3, "expected, actual and diff: \(row)")
        for link in links {
            let path = try #require(String(link).removingPercentEncoding)
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(path).path), "\(path) is not in the artifacts")
        }

        let output = try temporaryFolder("report-links-output")
        defer { try? FileManager.default.removeItem(at: output) }
        let zip = "https://github.com/me/app/actions/runs/7/artifacts/99"
        let run = CLIRun(["report", "--artifacts", artifacts.path, "--snapshots", root.path, "--output", output.path,
                          "--artifact-url", zip])
        #expect(run.code == 1, "\(run.err)")
        let summary = try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(summary.contains("\nThe expected, actual and diff images of each change are in [the uploaded artifact](\(zip)).\n"))
        #expect(!summary.contains("](" + served))
    }
}
