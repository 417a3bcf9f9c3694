import Foundation
import Testing

/// Builds `Examples/MyWidgets` (the README's example of a developer's package: widget code behind the
/// import shim, previews, a 3-line executable) against this package, then runs its CLI.
@Suite("example package")
struct ExamplePackageBuildTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Examples/MyWidgets builds with swift build and its CLI lists and renders its previews")
    func buildsTheExample() throws {
        guard let swift = Self.which("swift") else {
            print("skipped: `swift` is not on PATH, so the example package cannot be built")
            return
        }
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("wp-example-\(UUID().uuidString)", isDirectory: true)
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: work) }
        // The dependency is this checkout under the name the example uses ("WidgetPreview").
        try fm.createSymbolicLink(at: work.appendingPathComponent("WidgetPreview"), withDestinationURL: Self.packageRoot)
        let example = work.appendingPathComponent("MyWidgets", isDirectory: true)
        try fm.copyItem(at: Self.packageRoot.appendingPathComponent("Examples/MyWidgets"), to: example)
        let manifestURL = example.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let remote = #".package(url: "https://github.com/example/WidgetPreview.git", branch: "main")"#
        #expect(manifest.contains(remote))
        try manifest.replacingOccurrences(of: remote, with: #".package(path: "../WidgetPreview")"#)
            .write(to: manifestURL, atomically: true, encoding: .utf8)

        // One build: the library, the executable and the example's test target.
        let build = try Self.run(swift, ["build", "--package-path", example.path, "--build-tests"])
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        let binary = example.appendingPathComponent(".build/debug/my-widgets-preview").path
        try Self.expectLeanCommandLine(binary: binary)
        let list = try Self.run(binary, ["list", "--json"])
        #expect(list.status == 0)
        #expect(list.output.contains("{\"name\": \"Up next\", \"folder\": \"Up-next\", \"entries\": [\"soon\", \"long title\"], \"families\": [\"systemSmall\", \"accessoryRectangular\", \"accessoryInline\"]}"), "\(list.output)")
        let render = try Self.run(binary, ["render", "Up next", "--family", "accessoryRectangular", "-o", work.appendingPathComponent("r.png").path])
        #expect(render.status == 0, "\(render.output)")
        #expect(fm.fileExists(atPath: work.appendingPathComponent("r.png").path))

        // The developer's loop: `gallery` writes the goldens into the example's Snapshots/, then its own test
        // (the harness through `verify`) passes against them.
        let gallery = try Self.run(binary, ["gallery", "--jobs", "2"], in: example)
        #expect(gallery.status == 0, "\(gallery.output)")
        #expect(fm.fileExists(atPath: example.appendingPathComponent("Snapshots/Up-next/soon/systemSmall.homeScreen@2x.png").path))
        let test = try Self.run(swift, ["test", "--package-path", example.path, "--skip-build"], in: example, environment: ["CI": "true"])
        #expect(test.status == 0, "the example's test failed:\n\(test.output.suffix(4000))")
        if let look = ProcessInfo.processInfo.environment["WIDGET_PREVIEW_LOOK"] {
            try? fm.copyItem(at: example.appendingPathComponent("Snapshots"), to: URL(fileURLWithPath: look))
        }
    }

    /// A developer's command line links neither our example widgets nor a test framework: `WidgetPreviewCLI`
    /// depends on `GraphicsScenes` and `WidgetSnapshotCore`, not on `WidgetGallery` or `WidgetSnapshotTesting`.
    static func expectLeanCommandLine(binary: String) throws {
        // A debug binary's symbol table names each linked module in its mangled symbols (`16WidgetPreviewCLI`).
        let image = try Data(contentsOf: URL(fileURLWithPath: binary))
        func links(_ module: String) -> Bool { image.range(of: Data("\(module.utf8.count)\(module)".utf8)) != nil }
        #expect(links("WidgetPreviewCLI"), "no WidgetPreviewCLI symbols in my-widgets-preview: is it stripped?")
        for module in ["WidgetGallery", "WidgetSnapshotTesting"] {
            #expect(!links(module), "my-widgets-preview links \(module), which a developer's command line should not")
        }
        guard let readelf = which("readelf") else { return }   // ELF only (Linux); macOS has otool instead
        let needed = try run(readelf, ["-d", binary])
        #expect(needed.status == 0, "\(needed.output)")
        for library in ["libTesting", "libXCTest"] {
            #expect(!needed.output.contains(library), "my-widgets-preview links \(library):\n\(needed.output)")
        }
    }

    static func which(_ tool: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs a program, its standard output and error together in a file (no pipe to fill up).
    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("wp-example-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
