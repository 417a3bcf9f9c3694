import Foundation
import Testing
import WidgetPreview
import WidgetSnapshotTesting
@testable import WidgetPreviewCLI

/// Two previews (or entries) whose names become the same folder after sanitising: every command that
/// files images by name stops with exit 2 before rendering or writing anything, naming both and saying
/// to rename one.
@Suite("names that collide after sanitising, through the command line")
struct NameCollisionCommandTests {
    /// Pairs of names that sanitising folds together, with the folder both get.
    static let pairs: [(String, String, String)] = [
        ("Weather/Today", "Weather Today", "Weather-Today"),   // `/` and a space both become `-`
        ("Café", "Cafe", "Cafe"),                              // the accent is dropped
        ("../Up next", "Up next", "Up-next"),                  // `..` and `/` go
        ("Rain: 4 pm", "Rain 4 pm!", "Rain-4-pm"),             // punctuation runs become one `-`, trimmed
    ]

    static func previews(_ first: String, _ second: String) -> [Preview] {
        [Preview(first, widget: { SmallOnlyWidget() }, timeline: { Fixtures.sunny }),
         Preview("Badge", families: [.accessoryCircular]) { Text("12") },
         Preview(second, widget: { SmallOnlyWidget() }, timeline: { Fixtures.rainy })]
    }

    static func message(_ command: String, _ first: String, _ second: String, _ folder: String) -> String {
        "error: \(command): previews '\(first)' and '\(second)' both get the folder '\(folder)' after sanitising, so "
            + "their images would overwrite each other. Rename one of the two previews so their names differ in "
            + "letters or digits."
    }

    @Test("gallery: exit 2 naming both, nothing written", arguments: pairs)
    func gallery(pair: (String, String, String)) throws {
        let root = try temporaryFolder("collide-gallery")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CLIRun(["gallery", "--output", root.path], previews: Self.previews(pair.0, pair.1))
        #expect(run.code == 2)
        #expect(run.err == Self.message("gallery", pair.0, pair.1, pair.2))
        #expect(run.out == "")
        #expect(try tree(root) == [:])
    }

    @Test("verify: exit 2 naming both, nothing recorded even where it would record missing goldens", arguments: pairs)
    func verify(pair: (String, String, String)) throws {
        let root = try temporaryFolder("collide-verify")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CLIRun(["verify", "--snapshots", root.appendingPathComponent("Snapshots").path, "--record", "missing"],
                         previews: Self.previews(pair.0, pair.1),
                         environment: ["WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent("artifacts").path])
        #expect(run.code == 2)
        #expect(run.err == Self.message("verify", pair.0, pair.1, pair.2))
        #expect(try tree(root) == [:])
    }

    @Test("render: either colliding preview is exit 2 naming both; a preview outside the pair still renders")
    func render() throws {
        let folder = try temporaryFolder("collide-render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = Self.previews("Weather/Today", "Weather Today")
        for name in ["Weather/Today", "Weather Today"] {
            let run = CLIRun(["render", name], previews: previews, in: folder)
            #expect(run.code == 2)
            #expect(run.err == Self.message("render", "Weather/Today", "Weather Today", "Weather-Today"))
        }
        #expect(try tree(folder) == [:])
        let badge = CLIRun(["render", "Badge", "-o", "badge.png"], previews: previews, in: folder)
        #expect(badge.code == 0, "\(badge.err)")
        #expect(try tree(folder).keys.sorted() == ["badge.png"])
    }

    @Test("list: still lists everything (to find them), then exit 2 naming both; --json stays valid JSON")
    func list() throws {
        let previews = Self.previews("Weather/Today", "Weather Today")
        let run = CLIRun(["list"], previews: previews)
        #expect(run.code == 2)
        #expect(run.out.hasPrefix("Weather/Today\n  entries:  entry-1\n  families: systemSmall\nBadge\n"), "\(run.out)")
        #expect(run.out.contains("\nWeather Today\n  entries:  entry-1\n"))
        #expect(run.err == Self.message("list", "Weather/Today", "Weather Today", "Weather-Today"))
        let json = CLIRun(["list", "--json"], previews: previews)
        #expect(json.code == 2)
        #expect(json.err == Self.message("list", "Weather/Today", "Weather Today", "Weather-Today"))
        #expect(json.out.contains("{\"name\": \"Weather Today\", \"folder\": \"Weather-Today\""))
        #expect((try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) != nil)
    }

    @Test("list names every colliding pair, one line each")
    func listsEveryPair() {
        let previews = Self.previews("A/B", "A B") + Self.previews("Café", "Cafe")
        let run = CLIRun(["list"], previews: previews)
        #expect(run.code == 2)
        #expect(run.err.split(separator: "\n").count == 3, "\(run.err)")
        #expect(run.err.hasPrefix("error: list: previews 'A/B' and 'A B' both get the folder 'A-B'"))
        // The second `Badge` is the same name twice: also a collision.
        #expect(run.err.contains("\nlist: previews 'Badge' and 'Badge' both get the folder 'Badge'"))
        #expect(run.err.contains("\nlist: previews 'Café' and 'Cafe' both get the folder 'Cafe'"))
    }

    @Test("two entries of one preview that collide: exit 2 naming the preview and both entries")
    func entries() throws {
        let root = try temporaryFolder("collide-entries")
        defer { try? FileManager.default.removeItem(at: root) }
        let previews = [Preview("Tile", widget: { TileWidget() }, timeline: {
            PreviewEntry("rain/heavy", Fixtures.rainy)
            PreviewEntry("rain heavy", Fixtures.sunny)
        })]
        let expected = "preview 'Tile': entries 'rain/heavy' and 'rain heavy' both get the folder 'rain-heavy' after "
            + "sanitising, so their images would overwrite each other. Rename one of the two entries so their names "
            + "differ in letters or digits."
        expectGalleryAndVerifyRefuse(previews, in: root, with: expected)
        let render = CLIRun(["render", "Tile", "-o", root.appendingPathComponent("x.png").path], previews: previews)
        #expect(render.code == 2)
        #expect(render.err == "error: render: " + expected)
        #expect(try tree(root) == [:])
    }

    @Test("an entry named like a setting folder (a release's, in any case, or 'measured') collides with that folder: exit 2 naming the preview and entry",
          arguments: [("iOS18", "iOS18", "iOS 18 images"), ("ios26", "ios26", "iOS 26 images"), ("Measured", "Measured", "measured frames' images")])
    func settingFolder(names: (String, String, String)) throws {
        let root = try temporaryFolder("collide-setting")
        defer { try? FileManager.default.removeItem(at: root) }
        let previews = [Preview("Tile", widget: { TileWidget() }, timeline: {
            PreviewEntry("sunny", Fixtures.sunny)
            PreviewEntry(names.0, Fixtures.rainy)
        })]
        let expected = "preview 'Tile': entry '\(names.0)' gets the folder '\(names.1)', the folder the preview's \(names.2) go in "
            + "('Tile/\(names.1)/'), so their images would mix with the entry's. Rename the entry so its name is not a release "
            + "(iOS18, iOS26, iOS27) or 'measured'."
        expectGalleryAndVerifyRefuse(previews, in: root, with: expected)
        #expect(try tree(root) == [:])
    }

    @Test("names that differ only in case collide: one folder on macOS and Windows, where the goldens are checked out too")
    func caseOnly() throws {
        let root = try temporaryFolder("collide-case")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CLIRun(["gallery", "--output", root.path], previews: Self.previews("Rain", "rain"))
        #expect(run.code == 2)
        #expect(run.err == "error: gallery: previews 'Rain' and 'rain' get the folders 'Rain' and 'rain', the same folder on "
            + "macOS and Windows (their file systems ignore case), so their images would overwrite each other. Rename one "
            + "of the two previews so their names differ in letters or digits (not only in case).")
        #expect(try tree(root) == [:])
    }

    @Test("names that only look alike stay apart: non-Latin names get a hash")
    func distinctNamesPass() throws {
        let root = try temporaryFolder("collide-none")
        defer { try? FileManager.default.removeItem(at: root) }
        let previews = [Preview("天気", widget: { SmallOnlyWidget() }, timeline: { Fixtures.sunny }),
                        Preview("雨", widget: { SmallOnlyWidget() }, timeline: { Fixtures.rainy }),
                        Preview("Rain", widget: { SmallOnlyWidget() }, timeline: { Fixtures.rainy })]
        #expect(PreviewNameCollision.all(in: previews) == [])
        #expect(CLIRun(["list"], previews: previews).code == 0)
        let run = CLIRun(["gallery", "--output", root.path], previews: previews)
        #expect(run.code == 0, "\(run.err)")
        let folders = Set(try tree(root).keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        #expect(folders == ["README.md", "Rain",
                            "unnamed-" + FileNameSanitizer.stableHash("天気"), "unnamed-" + FileNameSanitizer.stableHash("雨")])
    }
}

@Suite("hostile preview names through the command line")
struct HostilePreviewNameTests {
    @Test("/, .., spaces, symbols, non-Latin letters and device names: sanitised folders, all inside the output folder")
    func staysInsideTheRoot() throws {
        let outer = try temporaryFolder("hostile-names")
        defer { try? FileManager.default.removeItem(at: outer) }
        let root = outer.appendingPathComponent("Snapshots", isDirectory: true)
        let names = ["../../escape", "a/b/c", "  spaced  out ", "Wetter ☀️ heute", "..", "/", "CON", "Ünïcødé/../名前"]
        let previews = names.map { name in Preview(name, families: [.accessoryCircular]) { Text("1") } }
        let run = CLIRun(["gallery", "--output", root.path], previews: previews)
        #expect(run.code == 0, "\(run.err)")
        // Nothing next to the output folder, nothing above it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: outer.path) == ["Snapshots"])
        let folders = Set(try tree(root).keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        let hash = FileNameSanitizer.stableHash
        // `ø` has no decomposition: a lost letter, so that name gets a hash.
        let expected: Set<String> = ["README.md", "escape", "a-b-c", "spaced-out", "Wetter-heute", "unnamed-" + hash(".."),
                                     "unnamed-" + hash("/"), "_CON", "Unic-de-" + hash("Ünïcødé/../名前")]
        #expect(folders == expected)
        // `list --json` names the same folders.
        let list = CLIRun(["list", "--json"], previews: previews)
        #expect(list.code == 0)
        #expect(list.out.contains("{\"name\": \"../../escape\", \"folder\": \"escape\""))
    }
}

/// `gallery` and `verify` both stop with exit 2 and exactly `expected` before writing anything.
private func expectGalleryAndVerifyRefuse(_ previews: [Preview], in root: URL, with expected: String) {
    let gallery = CLIRun(["gallery", "--output", root.path], previews: previews)
    #expect(gallery.code == 2)
    #expect(gallery.err == "error: gallery: " + expected)
    let verify = CLIRun(["verify", "--snapshots", root.path], previews: previews,
                        environment: ["CI": "1", "WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent("a").path])
    #expect(verify.code == 2)
    #expect(verify.err == "error: verify: " + expected)
}
