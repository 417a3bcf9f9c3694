import Foundation
import Testing

/// Builds `Examples/MyWidgets` (the README's developer package: widget code behind the import shim, previews,
/// a 3-line executable, snapshot tests) once against this checkout, then runs its CLI, its tests and the
/// commands they print (ExampleAcceptCommandTests.swift). One test at a time: they share its `Snapshots/`.
@Suite("example package", .serialized)
struct ExamplePackageTests {
    @Test("Examples/MyWidgets builds against a local checkout and its CLI lists and renders its previews")
    func buildsTheExample() throws {
        guard let built = ExampleScratch.shared else { return }
        let scratch = try built.get()
        let fm = FileManager.default
        try Self.expectLeanCommandLine(binary: scratch.binary)
        let list = try scratch.run(scratch.binary, ["list", "--json"])
        #expect(list.status == 0)
        // The example's #Preview macros, found without a list; unnamed timeline entries are named by position.
        #expect(list.output.contains("{\"name\": \"Up next\", \"folder\": \"Up-next\", \"entries\": [\"entry-1\", \"entry-2\"], \"families\": [\"systemSmall\"]}"), "\(list.output)")
        #expect(list.output.contains("{\"name\": \"Lock Screen\", \"folder\": \"Lock-Screen\", \"entries\": [\"entry-1\", \"entry-2\"], \"families\": [\"accessoryRectangular\"]}"), "\(list.output)")
        let rendered = scratch.work.appendingPathComponent("r.png")
        let render = try scratch.run(scratch.binary, ["render", "Lock Screen", "--family", "accessoryRectangular", "-o", rendered.path])
        #expect(render.status == 0, "\(render.output)")
        #expect(fm.fileExists(atPath: rendered.path))

        // The developer's loop: `gallery` writes the gallery's goldens into the example's Snapshots/, a local
        // test run records the tests' goldens, then the tests (the harness, and the gallery through `verify`)
        // pass against them under CI.
        try scratch.recordGoldens()
        #expect(fm.fileExists(atPath: scratch.snapshots.appendingPathComponent("Up-next/entry-1/systemSmall.homeScreen@2x.png").path))
        #expect(fm.fileExists(atPath: scratch.snapshots.appendingPathComponent("CountdownTests/upNext/systemSmall.homeScreen@2x.png").path))
        let test = try scratch.run(scratch.swift, ["test", "--skip-build"])
        #expect(test.status == 0, "the example's test failed:\n\(test.output.suffix(4000))")
        // The developer's next `gallery` with nothing changed touches nothing, the tests' goldens included.
        let before = try scratch.snapshotFiles()
        let again = try scratch.run(scratch.binary, ["gallery"])
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("files: 0 written, "), "\(again.output)")
        #expect(try scratch.snapshotFiles() == before)
        if let look = ProcessInfo.processInfo.environment["WIDGET_PREVIEW_LOOK"] {
            try? fm.copyItem(at: scratch.snapshots, to: URL(fileURLWithPath: look))
        }
    }

    /// A developer's command line links neither our example widgets, nor our developer tools (the bench, the
    /// graphics test scene, the resvg oracle), nor a test framework: `WidgetPreviewCLI` depends on
    /// `WidgetSnapshotCore`, not on `WidgetGallery`, `GraphicsScenes`, `WidgetPreviewDev` or `WidgetSnapshotTesting`.
    static func expectLeanCommandLine(binary: String) throws {
        // A debug binary's symbol table names each linked module in its mangled symbols (`16WidgetPreviewCLI`).
        let image = try Data(contentsOf: URL(fileURLWithPath: binary))
        func links(_ module: String) -> Bool { image.range(of: Data("\(module.utf8.count)\(module)".utf8)) != nil }
        #expect(links("WidgetPreviewCLI"), "no WidgetPreviewCLI symbols in my-widgets-preview: is it stripped?")
        for module in ["WidgetGallery", "WidgetSnapshotTesting", "GraphicsScenes", "WidgetPreviewDev"] {
            #expect(!links(module), "my-widgets-preview links \(module), which a developer's command line should not")
        }
        guard let readelf = ExampleScratch.which("readelf") else { return }   // ELF only (Linux); macOS has otool instead
        let needed = try ExampleScratch.run(readelf, ["-d", binary])
        #expect(needed.status == 0, "\(needed.output)")
        for library in ["libTesting", "libXCTest"] {
            #expect(!needed.output.contains(library), "my-widgets-preview links \(library):\n\(needed.output)")
        }
    }
}
