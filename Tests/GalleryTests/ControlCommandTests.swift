import Foundation
import Testing
import WidgetGallery
import Graphics
import WidgetPreview
@testable import WidgetPreviewCLI

/// Controls in the command line: `list` prints their sizes, `render` draws one size, the gallery files
/// one image per entry and size.
@Suite("controls in list, render and the gallery")
struct ControlCommandTests {
    private var previews: [Preview] { galleryPreviews.filter { $0.name == "front-door-control" } }

    @Test("the gallery plan has each entry in the four sizes, filed by size and place")
    func plan() throws {
        let stems = try GalleryPlan.images(of: previews).map(\.stem)
        #expect(stems.count == 12)
        #expect(stems.prefix(4) == ["front-door-control/preview/small.controlCenter@2x", "front-door-control/preview/medium.controlCenter@2x",
                                    "front-door-control/preview/large.controlCenter@2x", "front-door-control/preview/lockScreen.lockScreen@2x"])
        #expect(stems.last == "front-door-control/off/lockScreen.lockScreen@2x")
    }

    @Test("the mock-up is Control Center's four-column grid over the Lock Screen's buttons; the gallery owns its file")
    func mockup() throws {
        let preview = try #require(previews.first)
        let list = try ControlCenterMockup.displayList(of: preview, place: .lockScreen, text: SheetText())
        // 48 pt heading, 73 + 24 + 73 pt grid (the 430×932 iPhone's), 32 pt below it; 140 pt of Lock Screen.
        #expect(list.size == Size(width: 430, height: 390))
        var onSmall = RenderContext.lockScreen
        onSmall.device = .iPhone393x852
        // 48 + 68 + 22 + 68 + 32 + 140 on the 393×852 iPhone's grid.
        #expect(try ControlCenterMockup.displayList(of: preview, place: onSmall, text: SheetText()).size == Size(width: 430, height: 378))
        var watch = RenderContext.lockScreen
        watch.device = .watch45mm
        #expect(throws: CLIError.self) { try ControlCenterMockup.displayList(of: preview, place: watch, text: SheetText()) }
        #expect(GalleryLeftovers.isGalleryName("control-center@2x.png"))
        #expect(GalleryLeftovers.isGalleryName("on/medium.controlCenter@2x.svg"))
    }

    @Test("verify after gallery counts the Control Center mock-up as the gallery's own picture, not a stray golden")
    func verifyKnowsTheMockup() throws {
        let root = try temporaryFolder("controls-verify")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent(".artifacts").path, "CI": "true"]
        let gallery = CLIRun(["gallery", "--output", root.path], previews: previews)
        #expect(gallery.code == 0, "\(gallery.err)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("front-door-control/control-center@2x.png").path))
        let verify = CLIRun(["verify", "--snapshots", root.path, "--json"], previews: previews, environment: env)
        #expect(verify.code == 0, "\(verify.out)\n\(verify.err)")
        #expect(verify.out.contains("\"stray\": []"), "\(verify.out)")
        #expect(!verify.err.contains("stray golden"), "\(verify.err)")
    }

    @Test("list prints a control's entries and sizes, in text and JSON")
    func list() {
        let text = CLIRun(["list"], previews: previews)
        #expect(text.code == 0)
        #expect(text.out.contains("front-door-control\n  entries:  preview, on, off\n  control:  small (controlCenter), medium (controlCenter), "
            + "large (controlCenter), lockScreen (lockScreen)"), "\(text.out)")
        let json = CLIRun(["list", "--json"], previews: previews)
        #expect(json.out.contains("\"families\": [], \"controls\": [\"small\", \"medium\", \"large\", \"lockScreen\"]}"), "\(json.out)")
    }

    @Test("render draws one size of a control; a size it lacks or a place that is not its own is a usage error")
    func render() throws {
        let folder = try temporaryFolder("control-render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = CLIRun(["render", "front-door-control", "--entry", "off", "--family", "medium", "-o", folder.path + "/"], previews: previews)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.hasSuffix("front-door-control.off.medium.controlCenter@2x.png (388×194 px @2x)"), "\(run.out)")
        let wrongSize = CLIRun(["render", "front-door-control", "--family", "systemSmall"], previews: previews)
        #expect(wrongSize.code == 2)
        #expect(wrongSize.err.contains("small, medium, large, lockScreen"), "\(wrongSize.err)")
        let wrongPlace = CLIRun(["render", "front-door-control", "--family", "small", "--place", "lockScreen"], previews: previews)
        #expect(wrongPlace.code == 2)
        #expect(wrongPlace.err.contains("drawn in controlCenter"), "\(wrongPlace.err)")
    }
}
