import Foundation
import Testing
import Graphics
import WidgetPreview
@testable import WidgetPreviewCLI

/// `--os 18|26` on render, gallery and verify: the release a preview is drawn for; another release than
/// the default files its images under `<preview>/iOS18/`, and verify's printed accept command repeats it.
@Suite("--os in render, gallery and verify")
struct OSOptionCommandTests {
    @Test("the default release keeps the usual names; iOS 18 files its images and sheet under <preview>/iOS18/")
    func plan() throws {
        var preview = Fixtures.previews[0]
        let usual = try GalleryPlan.images(of: [preview]).map(\.stem)
        #expect(usual.first == "Tile/sunny/systemSmall.homeScreen@2x")
        preview.os = .iOS18
        let old = try GalleryPlan.images(of: [preview]).map(\.stem)
        #expect(old == usual.map { $0.replacingOccurrences(of: "Tile/", with: "Tile/iOS18/") })
        #expect(GalleryPlan.folder(of: preview) == "Tile/iOS18")
        preview.os = .iOS27
        #expect(try GalleryPlan.images(of: [preview]).map(\.stem) == usual)
        preview.os = .iOS26
        #expect(GalleryPlan.folder(of: preview) == "Tile/iOS26")
    }

    @Test("render --os 18 draws iOS 18's system colours: the Tile's orange background is (255, 149, 0), iOS 26's (255, 141, 40)")
    func renderColours() throws {
        let root = try temporaryFolder("os-render")
        defer { try? FileManager.default.removeItem(at: root) }
        func pixel(_ release: String) throws -> [Int] {
            let file = root.appendingPathComponent("tile-\(release).png")
            let run = CLIRun(["render", "Tile", "--os", release, "--scale", "1", "-o", file.path])
            #expect(run.code == 0, "\(run.err)")
            let p = try PNGCodec.decode(contentsOf: file)[4, 85]
            return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        }
        #expect(try pixel("18") == [255, 149, 0, 255])
        #expect(try pixel("26") == [255, 141, 40, 255])
        #expect(try pixel("27") == [255, 141, 40, 255])   // iOS 27 keeps iOS 26's colours
    }

    @Test("gallery --os 18 adds Tile/iOS18/ and leaves the default's files; verify --os 18 prints an accept command with --os 18 that records")
    func galleryAndVerify() throws {
        let root = try temporaryFolder("os")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent(".artifacts").path, "CI": "true"]
        let previews = [Fixtures.previews[0]]
        let (defaults, after) = try gallerySettingKeepsDefaults(root: root, setting: ["--os", "18"], previews: previews)
        #expect(after["Tile/iOS18/sunny/systemSmall.homeScreen@2x.png"] != nil)
        #expect(after["Tile/iOS18/contact-sheet@2x.png"] != nil)
        #expect(after["Tile/iOS18/sunny/systemSmall.homeScreen@2x.png"] != after["Tile/sunny/systemSmall.homeScreen@2x.png"])
        // The default run again: nothing to write, nothing orphaned (the iOS 18 folder is another release's).
        let again = CLIRun(["gallery", "--output", root.path, "--json"], previews: previews)
        #expect(again.out.contains("\"written\": 0, "), "\(again.out)")
        #expect(again.out.contains("\"orphaned\": [], \"stray\": []"), "\(again.out)")

        let ok = CLIRun(["verify", "--snapshots", root.path, "--os", "18", "--json"], previews: previews, environment: env)
        #expect(ok.code == 0, "\(ok.err)")
        #expect(ok.out.hasPrefix("{\"checked\": 13, \"passed\": 13, \"failed\": 0"), "\(ok.out)")

        // A changed iOS 18 golden: the failure prints the accept command with --os 18; run as printed, it records.
        try expectPrintedAcceptCommandRecords(root: root, setting: ["--os", "18"], folder: "iOS18", previews: previews,
                                              environment: env)
        // The default release's goldens were never touched.
        #expect(try tree(root).filter { !$0.key.contains("iOS18") && !$0.key.hasPrefix(".artifacts") } == defaults)
    }

    @Test("render --place homeScreenClear draws iOS 26's clear glass over the wallpaper; with --os 18 it warns")
    func clearHomeScreen() throws {
        let root = try temporaryFolder("os-clear")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("clear.png")
        let run = CLIRun(["render", "Tile", "--place", "homeScreenClear", "--scale", "1", "-o", file.path])
        #expect(run.code == 0, "\(run.err)")
        #expect(!run.err.contains("does not have"))
        let corner = try PNGCodec.decode(contentsOf: file)[0, 169]
        #expect(corner.a == 255)   // the wallpaper behind the rounded corner
        let old = CLIRun(["render", "Tile", "--place", "homeScreenClear", "--os", "18", "-o", root.appendingPathComponent("old.png").path])
        #expect(old.code == 0)
        #expect(old.err.contains("homeScreenClear is an appearance iOS 18 does not have; drawn as its tinted Home Screen"), "\(old.err)")
    }

    @Test("render --frames measured draws iOS 26's measured frame (174.67 pt: 525 px at 3x on a whole-point canvas); iOS 18 measured the published 170")
    func measuredFrames() throws {
        let root = try temporaryFolder("os-frames")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("tile.png").path
        #expect(CLIRun(["render", "Tile", "--scale", "3", "-o", file]).out == "wrote \(file) (510×510 px @3x)")
        #expect(CLIRun(["render", "Tile", "--scale", "3", "--frames", "measured", "-o", file]).out == "wrote \(file) (525×525 px @3x)")
        #expect(CLIRun(["render", "Tile", "--scale", "3", "--frames", "measured", "--os", "18", "-o", file]).out
            == "wrote \(file) (510×510 px @3x)")
        let bad = CLIRun(["render", "Tile", "--frames", "guessed"])
        #expect(bad.code == 2)
        #expect(bad.err.contains("--frames") && bad.err.contains("published or measured"), "\(bad.err)")
    }

    @Test("a release WidgetPreview does not draw, or --os twice, is a usage error naming the releases")
    func badRelease() {
        let unknown = CLIRun(["render", "Tile", "--os", "17"])
        #expect(unknown.code == 2)
        #expect(unknown.err == "error: render: --os 17: not a release WidgetPreview draws; give one of 18, 26, 27 (default 27, the newest)")
        let twice = CLIRun(["gallery", "--os", "18", "--os=26"])
        #expect(twice.code == 2)
        #expect(twice.err == "error: gallery: --os is given twice; give one release (18, 26, 27)")
        let missing = CLIRun(["verify", "--os"])
        #expect(missing.code == 2)
        #expect(missing.err == "error: verify: --os needs a release: 18, 26, 27")
        #expect(CLIRun(["render", "Tile", "--os", "iOS18", "-o", "/dev/null"]).code == 0)
    }
}
