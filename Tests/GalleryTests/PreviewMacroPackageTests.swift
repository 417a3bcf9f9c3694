import Foundation
import Graphics
import Testing

/// Builds `Tests/Fixtures/PreviewMacroPackage` (a widget extension written as for Xcode: every `#Preview`
/// form, an `@main` bundle with `if #available` and `if`/`else`, no list of previews) against this checkout,
/// then runs the extension itself as the command line.
@Suite("#Preview and @main in a developer's package")
struct PreviewMacroPackageTests {
    /// The fixture copied to a temporary folder with its dependency pointing at this checkout.
    static func fixture() throws -> (work: URL, package: URL) {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("wp-macro-\(UUID().uuidString)", isDirectory: true)
        let package = work.appendingPathComponent("PreviewMacroPackage", isDirectory: true)
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        try fm.copyItem(at: ExampleScratch.packageRoot.appendingPathComponent("Tests/Fixtures/PreviewMacroPackage"), to: package)
        let manifestURL = package.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let local = #".package(name: "WidgetPreview", path: "../../..")"#
        #expect(manifest.contains(local))
        try manifest.replacingOccurrences(of: local, with: ".package(name: \"WidgetPreview\", path: \"\(ExampleScratch.packageRoot.path)\")")
            .write(to: manifestURL, atomically: true, encoding: .utf8)
        return (work, package)
    }

    /// One copy of the fixture and one build of WidgetPreview for both halves (a cold build takes minutes).
    @Test("the fixture package: every #Preview form and @main, then its bad previews")
    func fixturePackage() throws {
        guard let swift = ExampleScratch.which("swift") else {
            print("skipped: `swift` is not on PATH, so the fixture package cannot be built")
            return
        }
        let (work, package) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: work) }
        try extensionIsTheCommandLine(swift: swift, work: work, package: package)
        try badPreviews(swift: swift, work: work, package: package)
    }

    /// Every `#Preview` form compiles, is discovered in source order across modules, and the `@main`
    /// extension lists, renders and builds the gallery.
    func extensionIsTheCommandLine(swift: String, work: URL, package: URL) throws {
        func run(_ program: String, _ arguments: [String], _ directory: URL?, _ environment: [String: String]) throws
            -> (status: Int32, output: String) { try ExampleScratch.run(program, arguments, in: directory, environment: environment) }

        let build = try run(swift, ["build", "--package-path", package.path, "--product", "MyWidgetExtension"], nil, [:])
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        // The Live Activity form compiles without a warning: it is drawn.
        #expect(!build.output.contains("does not draw Live Activities"), "\(build.output.suffix(3000))")
        let binary = package.appendingPathComponent(".build/debug/MyWidgetExtension").path

        let list = try run(binary, ["list", "--json"], nil, [:])
        #expect(list.status == 0, "\(list.output)")
        let json = try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any]
        let previews = json?["previews"] as? [[String: Any]] ?? []
        // Module, then file, then line; unnamed previews named by file and line; the bundle's widget without a
        // preview (NoteWidget) last, as its placeholder; RingWidget (the `if` branch not taken) only by its preview.
        #expect(previews.map { $0["name"] as? String ?? "?" } == [
            "CountWidget.swift:36", "Count medium", "Count from provider", "Delivery", "Mood", "Views.swift:15",
            "Greeting with traits", "Ring", "Badge", "Badge.swift:22", "NoteWidget",
        ])
        #expect(previews.map { $0["families"] as? [String] ?? [] } == [
            ["systemSmall"], ["systemMedium"], ["accessoryCircular"], [], ["systemSmall"], ["systemSmall"],
            ["systemSmall"], ["accessoryCircular"], ["systemSmall"], ["systemMedium"], ["systemSmall"],
        ])
        #expect(previews.map { $0["entries"] as? [String] ?? [] }[0...3] == [
            ["entry-1", "entry-2"], ["entry-1"], ["entry-1", "entry-2"], ["state-1", "state-2"],
        ])

        let render = try run(binary, ["render", "Mood", "-o", work.appendingPathComponent("mood.png").path], nil, [:])
        #expect(render.status == 0, "\(render.output)")

        let snapshots = work.appendingPathComponent("Snapshots", isDirectory: true)
        let gallery = try run(binary, ["gallery", "--output", snapshots.path, "--jobs", "2"], nil, [:])
        #expect(gallery.status == 0, "\(gallery.output)")
        // The App Intent provider's timeline for the preview's intent: the green background and the 😀 of `.happy`.
        let mood = try PNGCodec.decode(contentsOf: snapshots.appendingPathComponent("Mood/entry-1/systemSmall.homeScreen@2x.png"))
        #expect(mood.width == 340 && mood.height == 340)
        let corner = mood[30, 170]
        #expect(corner.g > 150 && corner.r < 120 && corner.b < 150, "\(corner)")
        let centre = mood[170, 150]
        #expect(centre.r > 200 && centre.g > 150 && centre.b < 100, "the emoji's yellow: \(centre)")
        for image in ["CountWidget.swift-36/entry-2/systemSmall.homeScreen@2x.png",
                      "Count-from-provider/entry-2/accessoryCircular.lockScreen@2x.png",
                      "Badge.swift-22/view/systemMedium.homeScreen@2x.png",
                      "NoteWidget/placeholder/systemSmall.standBy@2x.png",
                      "Greeting-with-traits/view/systemSmall.homeScreenDark@2x.svg"] {
            #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(image).path), "\(image) is missing")
        }
        // The provider form shows the provider's timeline (counts 10 and 20), not the snapshot or placeholder.
        let provided = try PNGCodec.decode(contentsOf: snapshots.appendingPathComponent("Count-from-provider/entry-1/accessoryCircular.lockScreen@2x.png"))
        let other = try PNGCodec.decode(contentsOf: snapshots.appendingPathComponent("Count-from-provider/entry-2/accessoryCircular.lockScreen@2x.png"))
        #expect(provided.pixels != other.pixels)
        // The Live Activity (`as: .content`) is drawn on the Lock Screen, light and dark, for each state.
        for image in ["Delivery/state-1/activity.lock-screen@2x.png", "Delivery/state-2/activity.lock-screen-dark@2x.svg"] {
            #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(image).path), "\(image) is missing")
        }
    }

    /// Bad previews: errors name the file and line at run time, and the compiler's stand at the macro.
    func badPreviews(swift: String, work: URL, package: URL) throws {
        func run(_ program: String, _ arguments: [String], _ directory: URL?, _ environment: [String: String]) throws
            -> (status: Int32, output: String) { try ExampleScratch.run(program, arguments, in: directory, environment: environment) }

        let build = try run(swift, ["build", "--package-path", package.path, "--product", "bad-previews"], nil, [:])
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        let binary = package.appendingPathComponent(".build/debug/bad-previews").path
        let family = try run(binary, ["render", "Wrong family", "--family", "accessoryCircular", "-o", work.appendingPathComponent("a.png").path], nil, [:])
        #expect(family.status == 2)
        #expect(family.output.contains("bad_previews/BadPreviews.swift:26: #Preview 'Wrong family': HomeOnlyWidget does not support accessoryCircular"),
                "\(family.output)")
        let entry = try run(binary, ["render", "Wrong entry", "-o", work.appendingPathComponent("b.png").path], nil, [:])
        #expect(entry.status == 2)
        #expect(entry.output.contains("bad_previews/BadPreviews.swift:32: #Preview 'Wrong entry': "), "\(entry.output)")
        #expect(entry.output.contains("OtherEntry"), "\(entry.output)")
        let gallery = try run(binary, ["gallery", "--output", work.appendingPathComponent("Snapshots").path], nil, [:])
        #expect(gallery.status == 2)
        #expect(gallery.output.contains("previews 'Twice' (bad_previews/BadPreviews.swift:38) and 'Twice' (bad_previews/BadPreviews.swift:40) both get the folder 'Twice'"),
                "\(gallery.output)")

        // `@main struct LonelyWidget: Widget` in a target without WidgetPreviewCLI: one line saying what to add.
        let lonelyBuild = try run(swift, ["build", "--package-path", package.path, "--product", "LonelyWidget"], nil, [:])
        #expect(lonelyBuild.status == 0, "\(lonelyBuild.output.suffix(3000))")
        let lonely = try run(package.appendingPathComponent(".build/debug/LonelyWidget").path, ["list"], nil, [:])
        #expect(lonely.status == 2)
        #expect(lonely.output == "error: LonelyWidget has no WidgetPreview command line linked in: add "
                + #".product(name: "WidgetPreviewCLI", package: "WidgetPreview") to its target's dependencies in Package.swift"# + "\n",
                "\(lonely.output)")

        let compile = try run(swift, ["build", "--package-path", package.path, "--target", "CompileErrors"], nil, [:])
        #expect(compile.status != 0)
        #expect(compile.output.contains("CompileErrors.swift:10:2: error: 'Preview(_:widget:relevanceEntries:)' is unavailable: WidgetPreview does not draw relevance widgets"),
                "\(compile.output.suffix(4000))")
        #expect(compile.output.contains("CompileErrors.swift:13:15: error: type 'WidgetFamily' has no member 'systemHuge'"),
                "\(compile.output.suffix(4000))")
        #expect(compile.output.contains("CompileErrors.swift:17:5: error: write #Preview at file scope (outside any type or function)"),
                "\(compile.output.suffix(4000))")
    }
}
