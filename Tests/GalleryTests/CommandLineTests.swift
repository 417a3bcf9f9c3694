import Foundation
import Testing
import Graphics
import WidgetPreview
@testable import WidgetPreviewCLI

@Suite("command line")
struct CommandLineTests {
    @Test("every command has --help, exits 0 and documents the exit codes")
    func help() {
        for command in WidgetPreviewCommandLine.commands {
            let run = CLIRun([command.name, "--help"])
            #expect(run.code == 0, "\(command.name)")
            #expect(run.out.hasPrefix("usage: widget-preview \(command.name)"), "\(command.name)")
            #expect(run.out.contains("exit codes:"), "\(command.name)")
        }
        let top = CLIRun(["--help"])
        #expect(top.code == 0)
        for name in ["list", "render", "gallery", "verify", "diff", "report", "intents", "init"] { #expect(top.out.contains("  \(name) ")) }
        #expect(CLIRun([]).code == 2)
    }

    /// `--system-fonts DIR` reads SF Compact too (the watch places draw `.system` text with it): the help
    /// and the README's command summary say so beside the other families.
    @Test("--help and the README name every family --system-fonts reads, SF Compact included")
    func systemFontFamilies() throws {
        let top = CLIRun(["--help"]).out.replacingOccurrences(of: "\n", with: " ")
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardizedFileURL, encoding: .utf8)
        let summary = try #require(readme.range(of: "take --system-fonts DIR:").map { String(readme[$0.upperBound...].prefix(160)) })
            .replacingOccurrences(of: "\n", with: " ")
        for family in ["SF Pro /", "SF Pro Rounded", "SF Compact", "New York"] {
            #expect(top.contains(family), "--help: \(family)")
            #expect(summary.contains(family), "README: \(family)")
        }
    }

    @Test("an unknown command is a usage error with a suggestion")
    func unknownCommand() {
        let run = CLIRun(["galery"])
        #expect(run.code == 2)
        #expect(run.err == "error: unknown command 'galery'. Did you mean 'gallery'? Valid commands: list, render, gallery, verify, diff, report, intents, init")
    }

    @Test("list prints previews, entries, families and places; --json for CI")
    func list() {
        let run = CLIRun(["list"])
        #expect(run.code == 0)
        #expect(run.out.hasPrefix("Tile\n  entries:  sunny\n  families: systemSmall, accessoryCircular, accessoryRectangular, accessoryInline\nSmall only\n  entries:  entry-1\n"))
        #expect(run.out.hasSuffix("\n  smartStack        accessoryRectangular 184×80.5 pt\n  homeScreenClear   systemSmall 170×170 pt, "
            + "systemMedium 364×170 pt, systemLarge 364×382 pt, systemExtraLargePortrait 364×594 pt"), "\(run.out)")
        #expect(run.out.contains("\n  homeScreen        systemSmall 170×170 pt, systemMedium 364×170 pt, systemLarge 364×382 pt, "
            + "systemExtraLargePortrait 364×594 pt\n"), "\(run.out)")
        #expect(run.out.contains("\n  iPadTodayView     systemSmall 155×155 pt, systemMedium 342×155 pt, systemLarge 342×342 pt, "
            + "systemExtraLargePortrait 342×529 pt\n"), "\(run.out)")
        #expect(run.out.contains("\n  lockScreen        accessoryCircular 76×76 pt, accessoryRectangular 172×76 pt, accessoryInline 257×26 pt\n"), "\(run.out)")
        #expect(!run.out.contains("\u{1B}"))
        let json = CLIRun(["list", "--json"])
        #expect(json.code == 0)
        #expect(json.out.hasPrefix("{\"previews\": [{\"name\": \"Tile\", \"folder\": \"Tile\", \"entries\": [\"sunny\"], \"families\": [\"systemSmall\", \"accessoryCircular\", \"accessoryRectangular\", \"accessoryInline\"]}, {\"name\": \"Small only\", \"folder\": \"Small-only\""))
        #expect((try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) != nil)
    }

    @Test("colour only on a terminal and never with NO_COLOR")
    func colours() {
        #expect(CLIRun(["list"], terminal: true).out.contains("\u{1B}[1mTile\u{1B}[0m"))
        #expect(!CLIRun(["list"], environment: ["NO_COLOR": "1"], terminal: true).out.contains("\u{1B}"))
        #expect(CLIRun(["nope"], terminal: true).err.hasPrefix("\u{1B}[31merror:"))
        #expect(CLIRun(["nope"], environment: ["NO_COLOR": ""], terminal: true).err.hasPrefix("error:"))
    }

    @Test("render writes the PNG and the SVG of one image, matching the gallery's")
    func render() throws {
        let folder = try temporaryFolder("render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = CLIRun(["render", "Tile", "--family", "accessoryRectangular", "--place", "smartStack"], in: folder)
        #expect(run.code == 0, "\(run.err)")
        let png = folder.appendingPathComponent("Tile.sunny.accessoryRectangular.smartStack@2x.png")
        let bitmap = try PNGCodec.decode(contentsOf: png)
        let size = try #require(DeviceProfile.watch45mm.size(of: .accessoryRectangular))
        #expect(bitmap.width == Int((Double(size.width)).rounded(.up)) * 2)
        #expect(run.out == "wrote \(png.path) (\(bitmap.width)×\(bitmap.height) px @2x)")

        let svg = CLIRun(["render", "Small only", "-o", "small.svg"], in: folder)
        #expect(svg.code == 0, "\(svg.err)")
        let text = try String(contentsOf: folder.appendingPathComponent("small.svg"), encoding: .utf8)
        #expect(text.hasPrefix("<svg") || text.hasPrefix("<?xml"))

        let scaled = CLIRun(["render", "Badge", "--scale", "1", "--format", "png", "-o", "badge.png"], in: folder)
        #expect(scaled.code == 0, "\(scaled.err)")
        let badge = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("badge.png"))
        let circular = try #require(DeviceProfile.iPhone430x932.size(of: .accessoryCircular))
        #expect(badge.width == Int(Double(circular.width).rounded(.up)))
    }

    @Test("render errors name the valid names and the nearest one", arguments: [
        (["render", "Tyle"], "render: unknown preview 'Tyle'. Did you mean 'Tile'? Valid previews: Tile, Small only, Badge"),
        (["render", "Tile", "--entry", "suny"], "render: --entry: unknown entry 'suny'. Did you mean 'sunny'? Valid entries: sunny"),
        (["render", "Tile", "--family", "systemSmal"], "render: --family: unknown family 'systemSmal'. Did you mean 'systemSmall'? Valid families: systemSmall, accessoryCircular, accessoryRectangular, accessoryInline"),
        (["render", "Tile", "--family", "systemLarge"], "render: --family: preview 'Tile' is not drawn in systemLarge. Valid families: systemSmall, accessoryCircular, accessoryRectangular, accessoryInline"),
        (["render", "Tile", "--place", "lockscreen"], "render: --place: unknown place 'lockscreen'. Did you mean 'lockScreen'? Valid places: homeScreen, homeScreenDark, homeScreenTinted, lockScreen, standBy, standByNight, iPadLockScreen, iPadTodayView, smartStack, homeScreenClear"),
        (["render", "Tile", "--format", "jpg"], "render: --format: expected png or svg, got \"jpg\""),
        (["render", "Tile", "--scale", "0"], "render: --scale: expected a number above 0 and at most 8, got \"0\""),
        (["render"], "render: expected one preview name, got 0. Previews: Tile, Small only, Badge"),
    ])
    func renderErrors(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.code == 2)
        #expect(run.err == "error: " + message)
    }

    @Test("a family the widget does not support is a render error naming the supported ones")
    func unsupportedFamily() {
        let previews = [Preview("Wrong", as: .systemLarge, widget: { SmallOnlyWidget() }, timeline: { Fixtures.sunny })]
        let run = CLIRun(["render", "Wrong"], previews: previews)
        #expect(run.code == 2)
        #expect(run.err.contains("does not support systemLarge"), "\(run.err)")
    }
}
