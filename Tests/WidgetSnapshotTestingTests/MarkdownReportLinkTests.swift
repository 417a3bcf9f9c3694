import Foundation
import Testing
@testable import WidgetSnapshotTesting

/// The Markdown report as a GitHub job summary and pull-request comment: pictures linked from the uploaded
/// artifact (GitHub shows no local files or `data:` images there), and never longer than a comment may be.
@Suite("Markdown report for GitHub")
struct MarkdownReportLinkTests {
    @Test("a run page or zip is linked once, above the table")
    func artifactLinkedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = MarkdownReportWriter.render(try sampleReport(in: folder),
                                               artifactURL: "https://github.com/me/app/actions/runs/42")
        #expect(text == """
            ## Widget snapshots

            **2 changed · 1 new · 1 removed · 2 unused · 1 passed**

            The expected, actual and diff images of each change are in [the uploaded artifact](https://github.com/me/app/actions/runs/42).

            | Status | Image | Mismatched pixels | What changed |
            |---|---|--:|---|
            | 🔴 changed | `WeatherTests/rainy/systemMedium.homeScreen@2x` | — | size 364×170 → 372×170 |
            | 🔴 changed | `WeatherTests/rainy/systemSmall.homeScreen@2x` | 312 of 28,900 (1.08%) | pixels, SVG |
            | 🟡 new | `WeatherTests/sunny <b>&</b>/accessoryCircular.lockScreen@2x` | — | no golden, recorded |
            | ⚫ removed | `Gallery/deleted/systemSmall.standBy@2x` | — | deleted |
            | ⚪ unused | `Old/gone/systemSmall.homeScreen@2x` | — | no test checked it |
            | ⚪ unused | `Z\\|pipe/x@2x` | — | no test checked it |

            """)
    }

    @Test("a folder URL serving the files links each row's expected, actual and diff PNG")
    func picturesLinkedPerRow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = MarkdownReportWriter.render(try sampleReport(in: folder), artifactURL: "https://me.github.io/app/run-42/")
        #expect(text == """
            ## Widget snapshots

            **2 changed · 1 new · 1 removed · 2 unused · 1 passed**

            | Status | Image | Mismatched pixels | What changed |
            |---|---|--:|---|
            | 🔴 changed | `WeatherTests/rainy/systemMedium.homeScreen@2x`<br>[expected](https://me.github.io/app/run-42/WeatherTests/rainy/systemMedium.homeScreen@2x.expected.png) · [actual](https://me.github.io/app/run-42/WeatherTests/rainy/systemMedium.homeScreen@2x.actual.png) | — | size 364×170 → 372×170 |
            | 🔴 changed | `WeatherTests/rainy/systemSmall.homeScreen@2x`<br>[expected](https://me.github.io/app/run-42/WeatherTests/rainy/systemSmall.homeScreen@2x.expected.png) · [actual](https://me.github.io/app/run-42/WeatherTests/rainy/systemSmall.homeScreen@2x.actual.png) · [diff](https://me.github.io/app/run-42/WeatherTests/rainy/systemSmall.homeScreen@2x.diff.png) | 312 of 28,900 (1.08%) | pixels, SVG |
            | 🟡 new | `WeatherTests/sunny <b>&</b>/accessoryCircular.lockScreen@2x`<br>[actual](https://me.github.io/app/run-42/WeatherTests/sunny%20%3Cb%3E&%3C/b%3E/accessoryCircular.lockScreen@2x.actual.png) | — | no golden, recorded |
            | ⚫ removed | `Gallery/deleted/systemSmall.standBy@2x` | — | deleted |
            | ⚪ unused | `Old/gone/systemSmall.homeScreen@2x` | — | no test checked it |
            | ⚪ unused | `Z\\|pipe/x@2x` | — | no test checked it |

            """)
    }

    @Test("thousands of changes stay under a pull-request comment's 65,536 characters")
    func staysUnderGitHubsLimits() {
        let long = String(repeating: "VeryLongSuiteName", count: 6)
        let items = (0..<5_000).map { i in
            SnapshotReport.Item(kind: .changed, golden: "\(long)/test\(i)/systemMedium.homeScreenTinted@2x",
                                mismatchedPixels: 312, totalPixels: 28_900, problems: [.pixels(mismatched: 312, total: 28_900, allowed: 0, threshold: 0.1)],
                                artifacts: SnapshotArtifacts(actualPNG: "\(long)/test\(i)/a.actual.png", expectedPNG: "\(long)/test\(i)/a.expected.png",
                                                             diffPNG: "\(long)/test\(i)/a.diff.png"))
        }
        let text = MarkdownReportWriter.render(SnapshotReport(items: items, artifactsRoot: nil),
                                               artifactURL: "https://example.com/" + String(repeating: "a", count: 200) + "/")
        #expect(text.utf8.count <= MarkdownReportWriter.maxBytes)
        // Each row here is about 1.2 kB: the budget is used up to the last row that fits.
        #expect(text.utf8.count > MarkdownReportWriter.maxBytes - 1_500, "the budget is used, not wasted")
        #expect(text.contains("**5000 changed · 0 new · 0 removed · 0 unused · 0 passed**"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| 🔴") }.count
        #expect(rows > 40 && text.hasSuffix("\n… and \(5_000 - rows) more; see the HTML report.\n"))
    }

    @Test("the artifact URL comes from WIDGET_SNAPSHOT_ARTIFACT_URL, else GitHub Actions' run")
    func artifactURLFromEnvironment() {
        let github = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "me/app", "GITHUB_RUN_ID": "42"]
        #expect(ArtifactLink.fromEnvironment(github) == "https://github.com/me/app/actions/runs/42")
        #expect(ArtifactLink.fromEnvironment(github.merging(["WIDGET_SNAPSHOT_ARTIFACT_URL": "https://x.example/r/"]) { $1 })
                == "https://x.example/r/")
        #expect(ArtifactLink.fromEnvironment(["GITHUB_RUN_ID": "42"]) == nil)
        #expect(ArtifactLink.fromEnvironment([:]) == nil)
    }
}
