import Foundation
import Testing
@testable import WidgetPreviewCLI
@testable import WidgetPreviewDev

/// `bench`, the graphics test scene and the resvg oracle belong to WidgetPreview's own developers
/// (`widget-preview-dev`), not to the command line every widget developer links (`WidgetPreviewCLI`).
@Suite("developer command line")
struct DeveloperCommandLineTests {
    @Test("a widget developer's command line has no bench; widget-preview-dev lists it with its help")
    func benchIsDeveloperOnly() {
        let user = CLIRun(["bench", "--runs", "1"])
        #expect(user.code == 2)
        #expect(user.err.hasPrefix("error: unknown command 'bench'."), "\(user.err)")
        #expect(!CLIRun(["--help"]).out.contains("  bench "))
        let top = CLIRun(["--help"], extras: DeveloperExtras.bench)
        #expect(top.code == 0)
        #expect(top.out.contains("  bench     measure every widget"), "\(top.out)")
        let help = CLIRun(["bench", "--help"], extras: DeveloperExtras.bench)
        #expect(help.code == 0)
        #expect(help.out.hasPrefix("usage: widget-preview-dev bench"), "\(help.out)")
        #expect(help.out.contains("exit codes:"))
    }

    @Test("only widget-preview-dev draws the graphics test scene into the gallery")
    func graphicsTestSceneIsDeveloperOnly() throws {
        for (extras, draws) in [(CommandLineExtras(), false), (DeveloperExtras.bench, false), (DeveloperExtras.gallery, true)] {
            let root = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let run = CLIRun(["gallery", "--output", root.path], previews: [Fixtures.previews[2]], extras: extras)
            #expect(run.code == 0, "\(run.err)")
            let files = try tree(root).keys
            #expect(files.contains("GraphicsTestScene/scene@2x.png") == draws)
            let index = String(decoding: try Data(contentsOf: root.appendingPathComponent("README.md")), as: UTF8.self)
            #expect(index.contains("## Graphics test scene") == draws)
        }
    }

    /// This package's own `widget-preview` (beside the test binary) links no developer module; the
    /// developer executable does. A debug binary's symbols name each linked module (`14GraphicsScenes`).
    @Test("widget-preview links neither GraphicsScenes nor WidgetPreviewDev; widget-preview-dev links both",
          arguments: [("widget-preview", false), ("widget-preview-dev", true)])
    func linkedModules(executable: String, linksDeveloperModules: Bool) throws {
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let path = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(executable).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(path) is missing: build it with `swift build --build-tests` (swift test does)")
            return
        }
        let image = try Data(contentsOf: URL(fileURLWithPath: path))
        func links(_ module: String) -> Bool { image.range(of: Data("\(module.utf8.count)\(module)".utf8)) != nil }
        #expect(links("WidgetPreviewCLI"), "no WidgetPreviewCLI symbols in \(executable): is it stripped?")
        for module in ["GraphicsScenes", "WidgetPreviewDev"] {
            #expect(links(module) == linksDeveloperModules, "\(executable) links \(module): \(links(module))")
        }
    }
}
