import Foundation
import Testing
import Graphics
import WidgetPreview
@testable import WidgetPreviewCLI

/// `--assets PATH`: a folder of catalogs (an extension's folder) given on the command line reaches the render.
@Suite("--assets on the command line")
struct AssetsOptionCommandTests {
    /// A view preview filled with `Color("Fill")`, and an extension folder whose catalog makes it green.
    static var preview: Preview { Preview("Swatch", families: [.systemSmall]) { Color("Fill") } }

    static func extensionFolder(in work: URL) throws -> URL {
        let folder = work.appendingPathComponent("MyWidgetExtension")
        let colorSet = folder.appendingPathComponent("Assets.xcassets/Fill.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"255","blue":"0","alpha":"1.000"}}}]}"#.utf8)
            .write(to: colorSet.appendingPathComponent("Contents.json"))
        return folder
    }

    @Test("render --assets DIR draws the catalog's colour; without it the colour is clear and the warning says what to add")
    func render() throws {
        let work = try temporaryFolder("assets-option")
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try Self.extensionFolder(in: work)
        let run = CLIRun(["render", "Swatch", "--assets", "MyWidgetExtension", "-o", "with.png"], previews: [Self.preview], in: work)
        #expect(run.code == 0, "\(run.err)")
        let with = try PNGCodec.decode(contentsOf: work.appendingPathComponent("with.png"))
        #expect(with[170, 170] == (0, 255, 0, 255))
        let without = CLIRun(["render", "Swatch", "-o", "without.png"], previews: [Self.preview], in: work)
        #expect(without.code == 0)
        #expect(without.err.contains("no colour named \"Fill\"") && without.err.contains("--assets PATH"))
        let clear = try PNGCodec.decode(contentsOf: work.appendingPathComponent("without.png"))
        #expect(clear[170, 170] != (0, 255, 0, 255))
    }

    @Test("verify --assets prints an accept command that repeats --assets, and running it records the catalog's colour")
    func acceptCommandRepeatsTheOption() throws {
        let work = try temporaryFolder("assets-accept")
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = try Self.extensionFolder(in: work)
        let root = work.appendingPathComponent("Snapshots")
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": work.appendingPathComponent(".artifacts").path, "CI": "true"]
        let gallery = CLIRun(["gallery", "--output", root.path], previews: [Self.preview])
        #expect(gallery.code == 0, "\(gallery.err)")
        let program = URL(fileURLWithPath: "/opt/bin/my-previews")
        let changed = CLIRun(["verify", "--snapshots", root.path, "--assets", folder.path], previews: [Self.preview],
                             environment: env, executable: program)
        #expect(changed.code == 1, "the catalog's green differs from the clear golden drawn without it")
        let printed = changed.out + "\n" + changed.err
        #expect(printed.contains("/opt/bin/my-previews verify --record failed --snapshots \(root.path) --assets \(folder.path)"),
                "\(printed.suffix(2000))")
        let accept = CLIRun(["verify", "--record", "failed", "--snapshots", root.path, "--assets", folder.path],
                            previews: [Self.preview], environment: env)
        #expect(accept.code == 1)
        let stems = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        let homeScreen = try #require(stems.first { $0.hasSuffix("systemSmall.homeScreen@2x.png") })
        let golden = try PNGCodec.decode(contentsOf: root.appendingPathComponent(homeScreen))
        #expect(golden[170, 170] == (0, 255, 0, 255))
        let after = CLIRun(["verify", "--snapshots", root.path, "--assets", folder.path], previews: [Self.preview], environment: env)
        #expect(after.code == 0, "\(after.out)\n\(after.err)")
    }

    @Test("--assets with no folder or a missing one is a usage error naming the option", arguments: [
        (["render", "Swatch", "--assets"], "render: --assets needs a folder"),
        (["gallery", "--assets", "nowhere"], "gallery: --assets nowhere: no such folder"),
    ])
    func errors(arguments: [String], message: String) throws {
        let work = try temporaryFolder("assets-option-error")
        defer { try? FileManager.default.removeItem(at: work) }
        let run = CLIRun(arguments, previews: [Self.preview], in: work)
        #expect(run.code == 2)
        #expect(run.err.contains(message), "\(run.err)")
    }
}
