import Foundation
import Testing
import Graphics
@testable import WidgetPreviewCLI

/// `render -o DIR/`, the sizes `render` prints, and bad option values on every command.
@Suite("render output folder, sizes and option errors")
struct RenderOutputCommandTests {
    static let defaultName = "Tile.sunny.systemSmall.homeScreen@2x.png"

    @Test("-o DIR/ creates the folder and writes the default name into it; an existing folder needs no slash")
    func intoFolder() throws {
        let work = try temporaryFolder("render-dir")
        defer { try? FileManager.default.removeItem(at: work) }
        let created = CLIRun(["render", "Tile", "-o", "out/nested/"], in: work)
        #expect(created.code == 0, "\(created.err)")
        let file = work.appendingPathComponent("out/nested/" + Self.defaultName)
        #expect(created.out == "wrote \(file.path) (340×340 px @2x)")
        #expect(try PNGCodec.decode(contentsOf: file).width == 340)
        // An existing folder, without the slash, and through a link to it.
        let again = CLIRun(["render", "Tile", "--format", "svg", "-o", "out"], in: work)
        #expect(again.code == 0, "\(again.err)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/Tile.sunny.systemSmall.homeScreen@2x.svg").path))
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("link").path, withDestinationPath: "out/nested")
        let linked = CLIRun(["render", "Tile", "--scale", "1", "-o", "link"], in: work)
        #expect(linked.code == 0, "\(linked.err)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/nested/Tile.sunny.systemSmall.homeScreen@1x.png").path))
        // Never a file named like the folder.
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out/nested.png").path))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("render prints SVG sizes in points and PNG sizes in pixels with the scale", arguments: [
        (["--format", "svg"], "Tile.sunny.systemSmall.homeScreen@2x.svg", "170×170 pt"),
        (["--family", "accessoryInline", "--place", "lockScreen", "--format", "svg"], "Tile.sunny.accessoryInline.lockScreen@2x.svg", "257×26 pt"),
        ([], "Tile.sunny.systemSmall.homeScreen@2x.png", "340×340 px @2x"),
        (["--scale", "3"], "Tile.sunny.systemSmall.homeScreen@3x.png", "510×510 px @3x"),
        (["--scale", "1.5"], "Tile.sunny.systemSmall.homeScreen@1.5x.png", "255×255 px @1.5x"),
    ])
    func sizes(options: [String], name: String, size: String) throws {
        let work = try temporaryFolder("render-size")
        defer { try? FileManager.default.removeItem(at: work) }
        let run = CLIRun(["render", "Tile"] + options, in: work)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out == "wrote \(work.appendingPathComponent(name).path) (\(size))")
    }

    @Test("a bad value names the command and the option, on every option of every command", arguments: [
        (["render", "Tile", "--scale", "x"], "render: --scale: expected a number above 0 and at most 8, got \"x\""),
        (["render", "Tile", "--scale", "0"], "render: --scale: expected a number above 0 and at most 8, got \"0\""),
        (["render", "Tile", "--scale", "inf"], "render: --scale: expected a number above 0 and at most 8, got \"inf\""),
        (["render", "Tile", "--format", "jpg"], "render: --format: expected png or svg, got \"jpg\""),
        (["render", "Tile", "--entry", "x"], "render: --entry: unknown entry 'x'. Valid entries: sunny"),
        (["render", "Tile", "--family", "x"], "render: --family: unknown family 'x'. Valid families: systemSmall, accessoryCircular, accessoryRectangular, accessoryInline"),
        (["render", "Tile", "--place", "x"], "render: --place: unknown place 'x'. Valid places: homeScreen, homeScreenDark, homeScreenTinted, lockScreen, standBy, standByNight, iPadLockScreen, iPadTodayView, smartStack, homeScreenClear"),
        (["render", "Tile", "-o"], "render: -o: needs a value"),
        (["render", "Tile", "--output"], "render: --output: needs a value"),
        (["gallery", "--jobs", "0"], "gallery: --jobs: expected a whole number of at least 1, got \"0\""),
        (["gallery", "--jobs", "two"], "gallery: --jobs: expected a whole number of at least 1, got \"two\""),
        (["gallery", "--shard", "3/2"], "gallery: --shard: expected i/n with 1 ≤ i ≤ n (e.g. 2/4), got \"3/2\""),
        (["gallery", "--output"], "gallery: --output: needs a value"),
        (["gallery", "--json=1"], "gallery: --json: takes no value, got \"1\""),
        (["verify", "--jobs", "-1"], "verify: --jobs: expected a whole number of at least 1, got \"-1\""),
        (["verify", "--shard", "x"], "verify: --shard: expected i/n with 1 ≤ i ≤ n (e.g. 2/4), got \"x\""),
        (["verify", "--record", "sometimes"], "verify: --record: unknown record mode 'sometimes'. Valid record modes: never, missing, all, failed"),
        (["verify", "--snapshots"], "verify: --snapshots: needs a value"),
        (["verify", "--report"], "verify: --report: needs a value"),
        (["diff", "a.png", "b.png", "--threshold", "2"], "diff: --threshold: expected a number from 0 to 1, got \"2\""),
        (["diff", "a.png", "b.png", "--alpha", "x"], "diff: --alpha: expected a number from 0 to 1, got \"x\""),
        (["diff", "a.png", "b.png", "--output"], "diff: --output: needs a value"),
        (["report", "--artifacts"], "report: --artifacts: needs a value"),
        (["report", "--snapshots"], "report: --snapshots: needs a value"),
        (["report", "--output"], "report: --output: needs a value"),
        (["bench", "--runs", "0"], "bench: --runs: expected a whole number of at least 1, got \"0\""),
        (["bench", "--rsvg-timer"], "bench: --rsvg-timer: needs a value"),
        (["bench", "--rsvg-timer", "/nonexistent/rsvg-timer"], "bench: --rsvg-timer: the librsvg timer /nonexistent/rsvg-timer is not an "
            + "executable; `make bench` builds it from Tools/bench/rsvg-timer.c (it needs Debian's librsvg2-dev)"),
        (["list", "--json=yes"], "list: --json: takes no value, got \"yes\""),
        (["version", "extra"], "version: unexpected argument 'extra'; it takes none"),
    ])
    func optionErrors(arguments: [String], message: String) {
        let run = CLIRun(arguments, extras: arguments.first == "bench" ? DeveloperExtras.bench : CommandLineExtras())
        #expect(run.code == 2)
        #expect(run.err == "error: " + message)
        #expect(run.out == "")
    }
}
