import Foundation
import Testing
@testable import WidgetPreviewCLI

@Suite("verify command")
struct VerifyCommandTests {
    @Test("passes on a fresh gallery, fails (exit 1) on a changed or missing golden, and reports")
    func verify() throws {
        let root = try temporaryFolder("verify")
        let artifacts = try temporaryFolder("artifacts")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: artifacts) }
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": artifacts.path, "CI": "true"]
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)

        let ok = CLIRun(["verify", "--snapshots", root.path, "--json"], environment: env)
        #expect(ok.code == 0, "\(ok.err)")
        #expect(ok.out == "{\"checked\": 21, \"passed\": 21, \"failed\": 0, \"recorded\": 0, \"record\": \"never\", \"failures\": [], "
            + "\"stray\": [], \"unused\": []}")

        // A changed golden (another image's pixels) and a missing one.
        let changed = root.appendingPathComponent("Tile/sunny/systemSmall.homeScreen@2x.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tile/sunny/systemSmall.homeScreenDark@2x.png"), to: changed)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Badge/view/accessoryCircular.lockScreen@2x.png"))
        let report = artifacts.appendingPathComponent("report")
        let bad = CLIRun(["verify", "--snapshots", root.path, "--report", report.path], environment: env)
        #expect(bad.code == 1)
        #expect(bad.out.hasPrefix("verify: 21 images checked, 2 differ (record mode never"), "\(bad.out)")
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("report.md").path))
        // CI never records: the missing golden is still missing.
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Badge/view/accessoryCircular.lockScreen@2x.png").path))

        // Recording the missing one (explicitly) writes it; the changed one still fails.
        let record = CLIRun(["verify", "--snapshots", root.path, "--record", "missing"], environment: env)
        #expect(record.code == 1)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Badge/view/accessoryCircular.lockScreen@2x.png").path))
        let failedMode = CLIRun(["verify", "--snapshots", root.path, "--record", "failed"], environment: env)
        #expect(failedMode.code == 1)
        #expect(CLIRun(["verify", "--snapshots", root.path], environment: env).code == 0)
    }

    @Test("a shard verifies its part only")
    func shard() throws {
        let root = try temporaryFolder("verify-shard")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let run = CLIRun(["verify", "--snapshots", root.path, "--shard", "2/3", "--json"], environment: ["CI": "1", "WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent(".a").path])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.hasPrefix("{\"checked\": 7, "))
    }

    @Test("an unknown record mode is a usage error with the valid modes")
    func badRecordMode() {
        let run = CLIRun(["verify", "--record", "sometimes"])
        #expect(run.code == 2)
        #expect(run.err == "error: verify: --record: unknown record mode 'sometimes'. Valid record modes: never, missing, all, failed")
    }

    @Test("`report` after `verify` counts what `verify --report` counts: checked, changed, accepted, stray, unused")
    func reportMatchesVerify() throws {
        let root = try temporaryFolder("verify-report")
        let artifacts = try temporaryFolder("artifacts")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: artifacts) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let fm = FileManager.default
        // A changed golden, a stray one (a family the preview no longer has), a test's golden, a stray file.
        let changed = root.appendingPathComponent("Tile/sunny/systemSmall.homeScreen@2x.png")
        try fm.removeItem(at: changed)
        try fm.copyItem(at: root.appendingPathComponent("Tile/sunny/systemSmall.homeScreenDark@2x.png"), to: changed)
        try fm.copyItem(at: root.appendingPathComponent("Tile/sunny/systemSmall.standBy@2x.png"),
                        to: root.appendingPathComponent("Tile/sunny/systemMedium.homeScreen@2x.png"))
        try fm.createDirectory(at: root.appendingPathComponent("WeatherTests/rain"), withIntermediateDirectories: true)
        try fm.copyItem(at: root.appendingPathComponent("Tile/sunny/systemSmall.standBy@2x.png"),
                        to: root.appendingPathComponent("WeatherTests/rain/systemSmall.homeScreen@2x.png"))
        try Data("mine".utf8).write(to: root.appendingPathComponent("Tile/notes.md"))

        let byVerify = artifacts.appendingPathComponent("by-verify")
        let verify = CLIRun(["verify", "--snapshots", root.path, "--record", "failed", "--report", byVerify.path],
                            environment: ["WIDGET_SNAPSHOT_ARTIFACTS": artifacts.path, "CI": "true"])
        #expect(verify.code == 1)
        #expect(verify.out.hasPrefix("verify: 21 images checked, 1 differ, 1 recorded, 1 stray, 1 unused"), "\(verify.out)")
        #expect(verify.err.contains("stray golden (no preview produces it; `gallery --prune` removes it): Tile/sunny/systemMedium.homeScreen@2x"))
        #expect(verify.err.contains("unused golden (verify checked no image there; a test may): WeatherTests/rain/systemSmall.homeScreen@2x"))
        #expect(verify.err.contains("not written by widget-preview gallery (left alone): Tile/notes.md"))

        let byReport = artifacts.appendingPathComponent("by-report")
        let report = CLIRun(["report", "--artifacts", artifacts.path, "--snapshots", root.path, "--output", byReport.path])
        #expect(report.code == 1, "\(report.err)")
        let markdown = try String(contentsOf: byReport.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(markdown == (try String(contentsOf: byVerify.appendingPathComponent("report.md"), encoding: .utf8)))
        #expect(markdown.contains("**1 changed · 0 new · 0 removed · 1 stray · 1 unused · 20 passed**"), "\(markdown)")
        #expect(markdown.contains("| 🔴 changed | `Tile/sunny/systemSmall.homeScreen@2x` |"), "\(markdown)")
        #expect(markdown.contains("pixels, re-recorded |"), "\(markdown)")
        #expect(markdown.contains("| 🟤 stray | `Tile/sunny/systemMedium.homeScreen@2x` | — | no preview produces it (gallery --prune removes it) |"))
        #expect(markdown.contains("| ⚪ unused | `WeatherTests/rain/systemSmall.homeScreen@2x` | — | no test checked it |"))
        #expect(!markdown.contains("contact-sheet") && !markdown.contains("lock-screen"), "\(markdown)")
    }
}
