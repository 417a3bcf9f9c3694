import Foundation
import Testing
import WidgetPreview
@testable import WidgetPreviewCLI

/// `--locales` and `Preview(locales:)`: one folder per locale under the preview's when more than one is
/// drawn; gallery, verify and the accept command it prints all keep working.
@Suite("locales in the gallery and verify")
struct LocalesCommandTests {
    @Test("several locales are filed under <preview>/<locale>/; one locale keeps the usual names")
    func plan() throws {
        var preview = Fixtures.previews[0]
        preview.locales = ["en", "ja", "ar"]
        let stems = try GalleryPlan.images(of: [preview]).map(\.stem)
        #expect(stems.count == 3 * 13)
        #expect(stems.prefix(2) == ["Tile/en/sunny/systemSmall.homeScreen@2x", "Tile/en/sunny/systemSmall.homeScreenDark@2x"])
        #expect(stems.contains("Tile/ar/sunny/accessoryInline.iPadLockScreen@2x"))
        #expect(try GalleryPlan.images(of: [preview]).map { $0.locale ?? "" }.filter { $0 == "ja" }.count == 13)
        preview.locales = ["ja"]
        let single = try GalleryPlan.images(of: [preview])
        #expect(single.first?.stem == "Tile/sunny/systemSmall.homeScreen@2x")
        #expect(single.first?.locale == "ja")
        #expect(GalleryLeftovers.isGalleryName("ja/sunny/systemSmall.homeScreen@2x.png"))
    }

    @Test("gallery --locales writes each locale; a second run changes nothing; verify --locales passes and its accept command works")
    func galleryAndVerify() throws {
        let root = try temporaryFolder("locales")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent(".artifacts").path, "CI": "true"]
        let first = CLIRun(["gallery", "--output", root.path, "--locales", "en,ja"], previews: [Fixtures.previews[0]])
        #expect(first.code == 0, "\(first.err)")
        for locale in ["en", "ja"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Tile/\(locale)/sunny/systemSmall.homeScreen@2x.png").path))
        }
        let again = CLIRun(["gallery", "--output", root.path, "--locales", "en,ja", "--json"], previews: [Fixtures.previews[0]])
        #expect(again.code == 0)
        #expect(again.out.hasPrefix("{\"images\": 26, \"written\": 0, "), "\(again.out)")
        #expect(again.out.contains("\"orphaned\": [], \"stray\": []"), "\(again.out)")

        let ok = CLIRun(["verify", "--snapshots", root.path, "--locales", "en,ja", "--json"], previews: [Fixtures.previews[0]], environment: env)
        #expect(ok.code == 0, "\(ok.err)")
        #expect(ok.out.hasPrefix("{\"checked\": 26, \"passed\": 26, \"failed\": 0"), "\(ok.out)")

        // A changed golden: the failure names the accept command with the same --locales, which records it.
        let changed = root.appendingPathComponent("Tile/ja/sunny/systemSmall.homeScreen@2x.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tile/ja/sunny/systemSmall.homeScreenDark@2x.png"), to: changed)
        let program = URL(fileURLWithPath: "/opt/bin/my-previews")
        let bad = CLIRun(["verify", "--snapshots", root.path, "--locales", "en,ja"], previews: [Fixtures.previews[0]], environment: env,
                         executable: program)
        #expect(bad.code == 1)
        let printed = bad.out + "\n" + bad.err
        #expect(printed.contains("/opt/bin/my-previews verify --record failed --snapshots \(root.path) --locales en,ja"), "\(printed)")
        let accept = CLIRun(["verify", "--record", "failed", "--snapshots", root.path, "--locales", "en,ja"],
                            previews: [Fixtures.previews[0]], environment: env)
        #expect(accept.code == 1)   // recorded: the run that records still reports the difference it fixed
        let after = CLIRun(["verify", "--snapshots", root.path, "--locales", "en,ja"], previews: [Fixtures.previews[0]], environment: env)
        #expect(after.code == 0, "\(after.out)\n\(after.err)")
    }

    @Test("bad --locales are usage errors that say what a locale identifier is")
    func badLocales() {
        let empty = CLIRun(["gallery", "--output", "/nonexistent-wp", "--locales", "en,,ja"])
        #expect(empty.code == 2)
        #expect(empty.err == "error: gallery: --locales: '' is not a locale identifier (letters, digits, _ and -, such as en, ja_JP, zh-Hant). "
            + "Give a comma-separated list, e.g. --locales en,ja,ar.")
        let twice = CLIRun(["verify", "--locales", "ja,ja"])
        #expect(twice.code == 2)
        #expect(twice.err == "error: verify: --locales: 'ja' is listed twice. List each locale once.")
    }
}
