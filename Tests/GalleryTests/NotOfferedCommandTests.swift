import Foundation
import Testing
import Graphics
import WidgetPreview
@testable import WidgetPreviewCLI

/// A widget with `containerBackgroundRemovable(false)` is not offered where backgrounds are removed
/// (StandBy, the iPad Lock Screen): `render` warns and writes nothing, `gallery` writes no image for those
/// places and says so in its log and contact sheet.
@Suite("places that do not offer a widget")
struct NotOfferedCommandTests {
    struct FixedTileWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "fixed-tile", provider: TileProvider()) { entry in
                Text(entry.title).containerBackground(Color.orange, for: .widget)
            }
            .containerBackgroundRemovable(false)
            .supportedFamilies([.systemSmall])
        }
    }

    static var preview: Preview {
        Preview("Fixed", widget: { FixedTileWidget() }, timeline: { PreviewEntry("sunny", Fixtures.sunny) })
    }

    @Test("render in StandBy warns, naming the widget and the place, and writes nothing")
    func renderWarns() throws {
        let work = try temporaryFolder("not-offered-render")
        defer { try? FileManager.default.removeItem(at: work) }
        let run = CLIRun(["render", "Fixed", "--place", "standBy", "-o", "fixed.png"], previews: [Self.preview], in: work)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("warning: Fixed / sunny: fixed-tile is not offered in standBy"), "\(run.err)")
        #expect(run.err.contains("containerBackgroundRemovable(false)") && run.err.contains("nothing written"))
        #expect(run.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("fixed.png").path))
        // On the Home Screen it is drawn.
        let home = CLIRun(["render", "Fixed", "--place", "homeScreen", "-o", "home.png"], previews: [Self.preview], in: work)
        #expect(home.code == 0 && !home.err.contains("not offered"), "\(home.err)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("home.png").path))
    }

    @Test("gallery writes no image where the widget is not offered, logs each, and its contact sheet has a cell saying so")
    func galleryLeavesThePlacesOut() throws {
        let work = try temporaryFolder("not-offered-gallery")
        defer { try? FileManager.default.removeItem(at: work) }
        let run = CLIRun(["gallery", "--output", work.path, "--json"], previews: [Self.preview], in: work)
        #expect(run.code == 0, "\(run.err)")
        let entry = work.appendingPathComponent("Fixed/sunny")
        let files = try FileManager.default.contentsOfDirectory(atPath: entry.path).sorted()
        #expect(files == ["systemSmall.homeScreen@2x.png", "systemSmall.homeScreen@2x.svg",
                          "systemSmall.homeScreenDark@2x.png", "systemSmall.homeScreenDark@2x.svg",
                          "systemSmall.homeScreenTinted@2x.png", "systemSmall.homeScreenTinted@2x.svg"])
        for place in ["standBy", "standByNight", "iPadLockScreen"] {
            #expect(run.err.contains("gallery: not offered: Fixed / sunny / systemSmall.\(place)@2x: fixed-tile is not offered in \(place)"),
                    "\(run.err)")
        }
        #expect(run.out.contains("\"images\": 3,") && run.out.contains("\"notOffered\": 3,"), "\(run.out)")
        let sheet = try String(contentsOf: work.appendingPathComponent("Fixed/contact-sheet@2x.svg"), encoding: .utf8)
        #expect(sheet.contains("Not offered here"))
        #expect(sheet.components(separatedBy: "Not offered here").count - 1 == 3)
    }
}
