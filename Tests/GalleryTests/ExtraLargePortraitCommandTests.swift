import Foundation
import Testing
import WidgetPreview
@testable import WidgetPreviewCLI

/// A developer's widget that lists iOS 27's systemExtraLargePortrait: `list` shows it, `render --family`
/// draws it on the iPhone Home Screen and in the iPad Today View, and for iOS 26 it is a usage error naming
/// the release and `--os 27`; the gallery draws it in the four places and skips it for iOS 26.
@Suite("systemExtraLargePortrait on the command line")
struct ExtraLargePortraitCommandTests {
    struct AgendaWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "agenda", provider: TileProvider()) { entry in
                Text(entry.title).containerBackground(Color.teal, for: .widget)
            }
            .supportedFamilies([.systemSmall, .systemExtraLargePortrait])
        }
    }

    private var previews: [Preview] { [Preview("Agenda", widget: { AgendaWidget() }, timeline: { Fixtures.sunny })] }

    @Test("list and render --family systemExtraLargePortrait: 364×594 pt on the iPhone, 342×529 pt in the iPad Today View")
    func listAndRender() throws {
        let root = try temporaryFolder("portrait-render")
        defer { try? FileManager.default.removeItem(at: root) }
        let list = CLIRun(["list"], previews: previews)
        #expect(list.out.contains("  families: systemSmall, systemExtraLargePortrait\n"), "\(list.out)")
        let file = root.appendingPathComponent("agenda.png").path
        let phone = CLIRun(["render", "Agenda", "--family", "systemExtraLargePortrait", "-o", file], previews: previews)
        #expect(phone.code == 0, "\(phone.err)")
        #expect(phone.out == "wrote \(file) (728×1188 px @2x)")
        let pad = CLIRun(["render", "Agenda", "--family", "systemExtraLargePortrait", "--place", "iPadTodayView", "-o", file],
                         previews: previews)
        #expect(pad.out == "wrote \(file) (684×1058 px @2x)", "\(pad.err)")
        let old = CLIRun(["render", "Agenda", "--family", "systemExtraLargePortrait", "--os", "26", "-o", file], previews: previews)
        #expect(old.code == 2)
        #expect(old.err.contains("iOS 26 has no systemExtraLargePortrait widget: WidgetKit added it in iOS 27; draw it for iOS 27 or later "
            + "(RenderContext.os = .iOS27, --os 27) or pick another family"), "\(old.err)")
    }

    @Test("the gallery draws it on the three Home Screens and in the iPad Today View; --os 26 skips it with the reason")
    func gallery() throws {
        let stems = try GalleryPlan.images(of: previews).map(\.stem).filter { $0.contains("systemExtraLargePortrait") }
        #expect(stems == ["homeScreen", "homeScreenDark", "homeScreenTinted", "iPadTodayView"].map {
            "Agenda/entry-1/systemExtraLargePortrait.\($0)@2x"
        })
        let root = try temporaryFolder("portrait-gallery")
        defer { try? FileManager.default.removeItem(at: root) }
        let old = CLIRun(["gallery", "--output", root.path, "--os", "26"], previews: previews)
        #expect(old.code == 0, "\(old.err)")
        #expect(old.err.contains("gallery: skipped: iOS 26 has no systemExtraLargePortrait widget"), "\(old.err)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(
            "Agenda/iOS26/entry-1/systemExtraLargePortrait.homeScreen@2x.png").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Agenda/iOS26/entry-1/systemSmall.homeScreen@2x.png").path))
    }
}
