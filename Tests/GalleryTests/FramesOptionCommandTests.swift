import Foundation
import Testing
import Graphics
import WidgetPreview
@testable import WidgetPreviewCLI

/// `--frames measured` on gallery and verify, as on render: the measured frames' images are filed under
/// `<preview>/measured/` (after a release's folder), so the published sizes' goldens stay as they are,
/// and verify's printed accept command repeats it.
@Suite("--frames in gallery and verify")
struct FramesOptionCommandTests {
    @Test("measured frames file a preview's images under <preview>/measured/, or <preview>/iOS18/measured/ with iOS 18")
    func plan() throws {
        var preview = Fixtures.previews[0]
        let usual = try GalleryPlan.images(of: [preview]).map(\.stem)
        preview.frames = .measured
        #expect(try GalleryPlan.images(of: [preview]).map(\.stem) == usual.map { $0.replacingOccurrences(of: "Tile/", with: "Tile/measured/") })
        #expect(GalleryPlan.folder(of: preview) == "Tile/measured")
        preview.os = .iOS18
        #expect(GalleryPlan.folder(of: preview) == "Tile/iOS18/measured")
        #expect(GalleryPlan.settingsTitle(of: preview) == " (iOS 18, measured frames)")
        preview.frames = .published
        #expect(try GalleryPlan.images(of: [preview]).map(\.stem) == usual.map { $0.replacingOccurrences(of: "Tile/", with: "Tile/iOS18/") })
    }

    @Test("gallery --frames measured adds Tile/measured/ with 174.67-pt small widgets and leaves the published files; verify --frames measured prints an accept command that records")
    func galleryAndVerify() throws {
        let root = try temporaryFolder("frames")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent(".artifacts").path, "CI": "true"]
        let previews = [Fixtures.previews[0]]
        let (defaults, after) = try gallerySettingKeepsDefaults(root: root, setting: ["--frames", "measured"], previews: previews)
        #expect(after["Tile/measured/sunny/systemSmall.homeScreen@2x.png"] != nil)
        // 174.67 pt on a whole-point canvas at 2x; the published 170 pt is 340 px.
        let bitmap = try PNGCodec.decode(contentsOf: root.appendingPathComponent("Tile/measured/sunny/systemSmall.homeScreen@2x.png"))
        #expect(bitmap.width == 350 && bitmap.height == 350)
        #expect(after["Tile/measured/contact-sheet@2x.png"] != nil)
        // The default run again: nothing to write, nothing orphaned (the measured folder is another setting's).
        let again = CLIRun(["gallery", "--output", root.path, "--json"], previews: previews)
        #expect(again.out.contains("\"written\": 0, "), "\(again.out)")
        #expect(again.out.contains("\"orphaned\": [], \"stray\": []"), "\(again.out)")

        let ok = CLIRun(["verify", "--snapshots", root.path, "--frames", "measured", "--json"], previews: previews, environment: env)
        #expect(ok.code == 0, "\(ok.err)")

        // A changed measured golden: the failure prints the accept command with --frames measured; run as
        // printed, it records.
        try expectPrintedAcceptCommandRecords(root: root, setting: ["--frames", "measured"], folder: "measured", previews: previews,
                                              environment: env)
        // The published sizes' goldens were never touched.
        #expect(try tree(root).filter { !$0.key.contains("/measured/") && !$0.key.hasPrefix(".artifacts") } == defaults)
    }

    @Test("--frames with a table WidgetPreview does not have, or twice, is a usage error on gallery and verify")
    func badTable() {
        let unknown = CLIRun(["gallery", "--frames", "guessed"])
        #expect(unknown.code == 2)
        #expect(unknown.err == "error: gallery: --frames guessed: expected published or measured (default published, Apple's HIG sizes)")
        let twice = CLIRun(["verify", "--frames", "measured", "--frames=published"])
        #expect(twice.code == 2)
        #expect(twice.err == "error: verify: --frames is given twice; give one table (published or measured)")
    }
}
