import Foundation
import Testing
import Typography
import WidgetPreview

/// `--system-fonts DIR` and `WIDGET_PREVIEW_SYSTEM_FONTS`, on the real `widget-preview` binary: bundled fonts
/// renamed as Apple's SF Pro files stand in for them, and the SVG's glyph ids name the face that drew.
@Suite("--system-fonts and WIDGET_PREVIEW_SYSTEM_FONTS on the real binary")
struct SystemFontsCommandTests {
    private static func folder() throws -> URL {
        let fonts = try FontLocator.locate()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wp-sf-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (file, name) in [("Inter/Inter-Medium.otf", "SF-Pro-Text-Regular.otf"), ("Inter/Inter-Black.otf", "SF-Pro-Text-Semibold.otf"),
                             ("Quicksand/Quicksand-Bold.ttf", "SF-Pro-Display-Bold.otf")] {
            try FileManager.default.copyItem(at: fonts.appendingPathComponent(file), to: dir.appendingPathComponent(name))
        }
        return dir
    }

    @Test("the option and the variable draw .system text with the folder's files; without them, the bundled fonts")
    func drawsWithTheFolder() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = try WidgetPreviewProcess.executable()
        let render = ["render", "water", "--entry", "first-day", "--family", "systemSmall", "--format", "svg", "-o", "-"]
        let plain = try ExampleScratch.run(binary, render, unset: [SystemFontSetting.environmentVariable])
        #expect(plain.status == 0, "\(plain.output)")
        #expect(!plain.output.contains("SF-Pro-") && plain.output.contains("-g-Inter-"))
        let option = try ExampleScratch.run(binary, render + ["--system-fonts", dir.path], unset: [SystemFontSetting.environmentVariable])
        #expect(option.status == 0, "\(option.output)")
        #expect(option.output.contains("-g-SF-Pro-Text-Regular.g") || option.output.contains("-g-SF-Pro-Text-Semibold.g"), "\(option.output.prefix(600))")
        let variable = try ExampleScratch.run(binary, render, environment: [SystemFontSetting.environmentVariable: dir.path])
        #expect(variable.status == 0, "\(variable.output)")
        #expect(variable.output == option.output)
    }

    @Test("a folder holding only the variable SF-Pro.ttf is taken; every size draws an instance of it")
    func variableFileOnly() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TypographyTests/Fixtures/VariableFont/RobotoFlex-opsz-wght-subset.ttf")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wp-sf-var-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: fixture, to: dir.appendingPathComponent("SF-Pro.ttf"))
        let binary = try WidgetPreviewProcess.executable()
        let render = ["render", "water", "--entry", "first-day", "--family", "systemSmall", "--format", "svg", "-o", "-",
                      "--system-fonts", dir.path]
        let result = try ExampleScratch.run(binary, render, unset: [SystemFontSetting.environmentVariable])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("-g-SF-Pro-wght") && result.output.contains("-opsz"), "\(result.output.prefix(600))")
    }

    @Test("a folder that is missing or holds no Apple font file is a usage error naming it")
    func badFolder() throws {
        let binary = try WidgetPreviewProcess.executable()
        let missing = try ExampleScratch.run(binary, ["render", "water", "--system-fonts", "/nonexistent-wp-fonts"])
        #expect(missing.status == 2)
        #expect(missing.output.contains("error: render: --system-fonts /nonexistent-wp-fonts: no such folder"), "\(missing.output)")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("wp-sf-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try ExampleScratch.run(binary, ["gallery", "--system-fonts", empty.path])
        #expect(none.status == 2)
        #expect(none.output.contains("error: gallery: --system-fonts \(empty.path): no Apple system font file in"), "\(none.output)")
    }
}

/// The accept command `verify --system-fonts DIR` prints repeats the option, so it records the pictures
/// drawn with those fonts (and a check without the option sees the difference).
@Suite("verify --system-fonts and its accept command")
struct SystemFontsAcceptCommandTests {
    @Test("the printed accept command keeps --system-fonts and records what was checked")
    func acceptCommandRepeatsTheOption() throws {
        let fonts = try FontLocator.locate()
        let dir = try temporaryFolder("sf-accept-fonts")
        let root = try temporaryFolder("sf-accept")
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Inter/Inter-Black.otf"), to: dir.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Inter/Inter-Black.otf"), to: dir.appendingPathComponent("SF-Pro-Text-Semibold.otf"))
        let env = ["WIDGET_SNAPSHOT_ARTIFACTS": root.appendingPathComponent(".artifacts").path, "CI": "true"]
        let previews = [Fixtures.previews[0]]
        let gallery = CLIRun(["gallery", "--output", root.path], previews: previews)
        #expect(gallery.code == 0, "\(gallery.err)")
        let program = URL(fileURLWithPath: "/opt/bin/my-previews")
        let changed = CLIRun(["verify", "--snapshots", root.path, "--system-fonts", dir.path], previews: previews, environment: env, executable: program)
        #expect(changed.code == 1, "the stand-in SF Pro draws differently from the bundled fonts")
        let printed = changed.out + "\n" + changed.err
        #expect(printed.contains("/opt/bin/my-previews verify --record failed --snapshots \(root.path) --system-fonts \(dir.path)"), "\(printed.suffix(2000))")
        let accept = CLIRun(["verify", "--record", "failed", "--snapshots", root.path, "--system-fonts", dir.path], previews: previews, environment: env)
        #expect(accept.code == 1)
        let after = CLIRun(["verify", "--snapshots", root.path, "--system-fonts", dir.path], previews: previews, environment: env)
        #expect(after.code == 0, "\(after.out)\n\(after.err)")
        let bundled = CLIRun(["verify", "--snapshots", root.path], previews: previews, environment: env)
        #expect(bundled.code == 1)
    }
}
