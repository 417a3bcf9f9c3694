import Foundation
import Testing

/// `render --locale`, run as the real `widget-preview` binary: the picture is the gallery's picture of the
/// preview in that locale (its committed golden), byte for byte.
@Suite("render --locale on the real binary")
struct RenderLocaleCommandTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test("--locale ja draws the Japanese String Catalog; without it, the preview's first locale (en)", arguments: [
        (["--locale", "ja"], "ja"), (["--locale", "en"], "en"), ([], "en"), (["--locale", "ar"], "ar"),
    ])
    func drawsTheLocale(options: [String], folder: String) throws {
        let run = try WidgetPreviewProcess.run(["render", "water", "--entry", "first-day", "--family", "systemSmall", "-o", "-"] + options)
        #expect(run.exitCode == 0, "\(run.err)")
        let golden = try Data(contentsOf: Self.snapshots.appendingPathComponent("water/\(folder)/first-day/systemSmall.homeScreen@2x.png"))
        #expect(run.out == golden, "render water \(options) is not Snapshots/water/\(folder)/first-day/systemSmall.homeScreen@2x.png")
    }

    @Test("a bad --locale is a usage error naming the option")
    func badLocale() throws {
        let list = try WidgetPreviewProcess.run(["render", "water", "--locale", "en,ja"])
        #expect(list.exitCode == 2)
        #expect(list.err == "error: render: --locale takes one locale, not 'en,ja'. Render each locale on its own, or draw them all with gallery --locales en,ja.\n")
        let bad = try WidgetPreviewProcess.run(["render", "water", "--locale", "j a"])
        #expect(bad.exitCode == 2)
        #expect(bad.err == "error: render: --locale: 'j a' is not a locale identifier (letters, digits, _ and -, such as en, ja_JP, zh-Hant). For example --locale ja.\n")
    }
}
