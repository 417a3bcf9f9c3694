import Foundation
import Testing
import WidgetPreview
@testable import WidgetPreviewCLI

@Suite("gallery command")
struct GalleryCommandTests {
    static let expectedImages = [
        "Tile/sunny/systemSmall.homeScreen@2x", "Tile/sunny/systemSmall.homeScreenDark@2x",
        "Tile/sunny/systemSmall.homeScreenTinted@2x", "Tile/sunny/systemSmall.standBy@2x",
        "Tile/sunny/systemSmall.standByNight@2x", "Tile/sunny/systemSmall.iPadLockScreen@2x",
        "Tile/sunny/accessoryCircular.lockScreen@2x", "Tile/sunny/accessoryCircular.iPadLockScreen@2x",
        "Tile/sunny/accessoryRectangular.lockScreen@2x", "Tile/sunny/accessoryRectangular.iPadLockScreen@2x",
        "Tile/sunny/accessoryRectangular.smartStack@2x",
        "Tile/sunny/accessoryInline.lockScreen@2x", "Tile/sunny/accessoryInline.iPadLockScreen@2x",
        "Small-only/entry-1/systemSmall.homeScreen@2x", "Small-only/entry-1/systemSmall.homeScreenDark@2x",
        "Small-only/entry-1/systemSmall.homeScreenTinted@2x", "Small-only/entry-1/systemSmall.standBy@2x",
        "Small-only/entry-1/systemSmall.standByNight@2x", "Small-only/entry-1/systemSmall.iPadLockScreen@2x",
        "Badge/view/accessoryCircular.lockScreen@2x", "Badge/view/accessoryCircular.iPadLockScreen@2x",
    ]

    @Test("writes every preview × entry × family × place as PNG and SVG, sheets, mock-ups and the index")
    func writesTheGallery() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CLIRun(["gallery", "--output", root.path, "--jobs", "2"])
        #expect(run.code == 0, "\(run.err)")
        var expected = Set(Self.expectedImages.flatMap { [$0 + ".png", $0 + ".svg"] })
        for folder in ["Tile", "Small-only", "Badge"] {
            expected.insert("\(folder)/contact-sheet@2x.png")
            expected.insert("\(folder)/contact-sheet@2x.svg")
        }
        for folder in ["Tile", "Badge"] {   // previews with accessory families
            expected.insert("\(folder)/lock-screen@2x.png")
            expected.insert("\(folder)/lock-screen@2x.svg")
        }
        expected.insert("README.md")
        let files = try tree(root)
        #expect(Set(files.keys) == expected)
        #expect(run.out.contains("21 images"))
        #expect(run.out.contains("\(expected.count) written, 0 unchanged, 0 removed"))
        let index = String(decoding: files["README.md"] ?? Data(), as: UTF8.self)
        #expect(index.contains("<img src=\"Tile/contact-sheet@2x.svg\" alt=\"Tile: systemSmall, accessoryCircular"))
        #expect(index.contains("<img src=\"Tile/lock-screen@2x.svg\""))
        #expect(!index.contains("Small-only/lock-screen"))
    }

    @Test("a second run changes nothing: no file is rewritten")
    func secondRunChangesNothing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let first = try tree(root)
        let stamp = Date(timeIntervalSince1970: 1_000_000)
        for path in first.keys {
            try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: root.appendingPathComponent(path).path)
        }
        let second = CLIRun(["gallery", "--output", root.path, "--json"])
        #expect(second.code == 0)
        #expect(second.out.contains("\"written\": 0, \"unchanged\": \(first.count), \"removed\": []"))
        #expect(try tree(root) == first)
        for path in first.keys {
            let date = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.modificationDate] as? Date
            #expect(date == stamp, "\(path) was rewritten")
        }
    }

    @Test("lists orphaned goldens and removes them only with --prune; never removes what it did not write")
    func prunesOnlyWhatItOwns() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let fm = FileManager.default
        func put(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // Orphaned goldens (gallery names in a preview's folder), hand-made files, a test's goldens, the
        // folder of another set of previews, the graphics test scene.
        try put("Tile/sunny/systemMedium.homeScreen@2x.png", "old")
        try put("Tile/gone/systemSmall.homeScreen@2x.svg", "old")
        try put("Tile/notes.md", "mine")
        try put("Tile/sunny/my drawing.png", "mine")
        try put("WeatherTests/small/systemSmall.homeScreen@2x.png", "golden")
        try put("Other/contact-sheet@2x.png", "theirs")
        try put("Other/a/systemSmall.homeScreen@2x.png", "theirs")
        try put("GraphicsTestScene/scene.svg", "scene")
        let before = try tree(root)

        // "Badge" is no longer declared: its files, in the manifest, are orphaned too. Listed, not removed.
        let orphaned = ["Badge/contact-sheet@2x.png", "Badge/contact-sheet@2x.svg", "Badge/lock-screen@2x.png", "Badge/lock-screen@2x.svg",
                        "Badge/view/accessoryCircular.iPadLockScreen@2x.png", "Badge/view/accessoryCircular.iPadLockScreen@2x.svg",
                        "Badge/view/accessoryCircular.lockScreen@2x.png", "Badge/view/accessoryCircular.lockScreen@2x.svg",
                        "Tile/gone/systemSmall.homeScreen@2x.svg", "Tile/sunny/systemMedium.homeScreen@2x.png"]
        let stray = ["Other/", "Tile/notes.md", "Tile/sunny/my drawing.png"]
        let listed = CLIRun(["gallery", "--output", root.path, "--json"], previews: Array(Fixtures.previews.prefix(2)))
        #expect(listed.code == 0, "\(listed.err)")
        #expect(listed.out.contains("\"removed\": [], \"orphaned\": [\(orphaned.map { "\"\($0)\"" }.joined(separator: ", "))], "
            + "\"stray\": [\(stray.map { "\"\($0)\"" }.joined(separator: ", "))]"), "\(listed.out)")
        #expect(listed.err.contains("`gallery --prune` removes them"), "\(listed.err)")
        #expect(listed.err.contains("left alone (not written by widget-preview gallery): \(root.appendingPathComponent("Tile/notes.md").path)"))
        var expected = before
        expected["README.md"] = try tree(root)["README.md"]   // the index, without Badge
        #expect(try tree(root) == expected)

        // --prune lists, then removes exactly the orphaned goldens (and the folders they leave empty).
        let pruned = CLIRun(["gallery", "--output", root.path, "--prune"], previews: Array(Fixtures.previews.prefix(2)))
        #expect(pruned.code == 0, "\(pruned.err)")
        #expect(pruned.err.contains("removing 10 orphaned golden(s) that no preview produces:\n  Badge/contact-sheet@2x.png"), "\(pruned.err)")
        #expect(pruned.out.contains("10 removed, 3 stray left alone"), "\(pruned.out)")
        for path in orphaned { expected.removeValue(forKey: path) }
        #expect(try tree(root) == expected)
        #expect(!fm.fileExists(atPath: root.appendingPathComponent("Badge").path))
        #expect(!fm.fileExists(atPath: root.appendingPathComponent("Tile/gone").path))
        let manifest = try String(contentsOf: root.appendingPathComponent(GalleryManifest.fileName), encoding: .utf8)
        #expect(!manifest.contains("Badge/"))
    }

    @Test("without a manifest (a folder from before manifests) --prune removes nothing, lists, and writes one")
    func migratesWithoutAManifest() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let manifestURL = root.appendingPathComponent(GalleryManifest.fileName)
        try FileManager.default.removeItem(at: manifestURL)
        try Data("old".utf8).write(to: root.appendingPathComponent("Tile/sunny/systemMedium.homeScreen@2x.png"))
        let first = CLIRun(["gallery", "--output", root.path, "--prune"])
        #expect(first.code == 0)
        #expect(first.err.contains("no .widget-preview-manifest yet, so nothing is removed"), "\(first.err)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Tile/sunny/systemMedium.homeScreen@2x.png").path))
        #expect(FileManager.default.fileExists(atPath: manifestURL.path))
        let second = CLIRun(["gallery", "--output", root.path, "--prune"])
        #expect(second.out.contains("1 removed"), "\(second.out)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Tile/sunny/systemMedium.homeScreen@2x.png").path))
    }

    @Test("a folder whose manifest another executable wrote (another set of previews) is refused, untouched")
    func anotherExecutablesFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let theirs = URL(fileURLWithPath: "/work/MyWidgets/.build/debug/my-widgets-preview")
        #expect(CLIRun(["gallery", "--output", root.path], executable: theirs).code == 0)
        #expect(GalleryManifest.read(root: root)?.owner == "my-widgets-preview")
        let before = try tree(root)
        let manifest = try Data(contentsOf: root.appendingPathComponent(GalleryManifest.fileName))
        // WidgetPreview's own command line, with other previews, pruning: nothing written, nothing removed.
        let ours = CLIRun(["gallery", "--output", root.path, "--prune"], previews: Fixtures.twoEntries,
                          executable: URL(fileURLWithPath: "/work/WidgetPreview/.build/debug/widget-preview"))
        #expect(ours.code == 2)
        #expect(ours.err.contains("holds the gallery of my-widgets-preview, not of widget-preview"), "\(ours.err)")
        #expect(try tree(root) == before)
        #expect(try Data(contentsOf: root.appendingPathComponent(GalleryManifest.fileName)) == manifest)
        // Its own executable, and a test running the command line in-process, may.
        let own = CLIRun(["gallery", "--output", root.path, "--prune"], previews: Array(Fixtures.previews.prefix(2)), executable: theirs)
        #expect(own.out.contains("8 removed"), "\(own.out)")
        let bundle = URL(fileURLWithPath: "/work/MyWidgets/.build/debug/MyWidgetsPackageTests.xctest")
        #expect(CLIRun(["gallery", "--output", root.path], executable: bundle).code == 0)
        #expect(GalleryManifest.read(root: root)?.owner == "my-widgets-preview")
    }

    @Test("the manifest lists, in its documented format, exactly the files the gallery wrote")
    func manifestFormat() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let text = try String(contentsOf: root.appendingPathComponent(GalleryManifest.fileName), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "# widget-preview gallery manifest v1")
        let paths = lines.filter { !$0.hasPrefix("#") }
        #expect(paths == paths.sorted())
        #expect(Set(paths) == Set(try tree(root).keys))
        #expect(GalleryManifest.read(root: root)?.files == Set(paths))
        // Not ours without the header, and never a path outside the folder.
        try Data("Tile/notes.md\n".utf8).write(to: root.appendingPathComponent(GalleryManifest.fileName))
        #expect(GalleryManifest.read(root: root) == nil)
        try Data("# widget-preview gallery manifest v1\n../x.png\n/etc/passwd\na//b.png\nTile/ok.png\n".utf8)
            .write(to: root.appendingPathComponent(GalleryManifest.fileName))
        #expect(GalleryManifest.read(root: root)?.files == ["Tile/ok.png"])
    }

    @Test("--jobs 1 and --jobs 4 write byte-identical files")
    func jobsAreByteIdentical() throws {
        let a = try temporaryFolder(), b = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        #expect(CLIRun(["gallery", "--output", a.path, "--jobs", "1"]).code == 0)
        #expect(CLIRun(["gallery", "--output", b.path, "--jobs", "4"]).code == 0)
        let (ta, tb) = (try tree(a), try tree(b))
        #expect(ta.count == 53)
        #expect(ta == tb)
    }

    @Test("shards split the images deterministically: disjoint, together the whole gallery")
    func shards() throws {
        let whole = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: whole) }
        #expect(CLIRun(["gallery", "--output", whole.path]).code == 0)
        let images = try tree(whole).filter { $0.key.contains("/") && !$0.key.contains("contact-sheet") && !$0.key.contains("lock-screen") }
        var union: [String: Data] = [:]
        var counts: [Int] = []
        for i in 1...3 {
            let part = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: part) }
            let run = CLIRun(["gallery", "--output", part.path, "--shard", "\(i)/3"])
            #expect(run.code == 0)
            let files = try tree(part)
            #expect(!files.keys.contains("README.md"))
            for (k, v) in files {
                #expect(union[k] == nil, "\(k) in two shards")
                union[k] = v
            }
            counts.append(files.count / 2)
        }
        #expect(counts == [7, 7, 7])
        #expect(union == images)
        // Round-robin in plan order: the first image is in shard 1, the second in shard 2.
        let plan = try GalleryPlan.images(of: Fixtures.previews)
        #expect(Shard(index: 1, count: 3).select(plan).map(\.stem).prefix(2)
                == ["Tile/sunny/systemSmall.homeScreen@2x", "Tile/sunny/systemSmall.standBy@2x"])
    }

    @Test("bad --shard and --jobs are usage errors")
    func badOptions() {
        for arguments in [["--shard", "4/3"], ["--shard", "0/2"], ["--shard", "x"], ["--jobs", "0"], ["--jobz", "2"]] {
            let run = CLIRun(["gallery"] + arguments)
            #expect(run.code == 2, "\(arguments)")
            #expect(run.err.hasPrefix("error: gallery:"), "\(run.err)")
        }
        #expect(CLIRun(["gallery", "--jobz", "2"]).err.contains("Did you mean '--jobs'?"))
    }

    @Test("names that collide after sanitising are an error naming both")
    func collisions() {
        let previews = [Preview("Up next", widget: { SmallOnlyWidget() }, timeline: { Fixtures.sunny }),
                        Preview("Up/next", widget: { SmallOnlyWidget() }, timeline: { Fixtures.rainy })]
        let run = CLIRun(["gallery", "--output", "/nonexistent-wp"], previews: previews)
        #expect(run.code == 2)
        #expect(run.err.contains("Up next") && run.err.contains("Up/next"), "\(run.err)")
    }

    @Test("the default folder is $WIDGET_SNAPSHOT_ROOT, else Snapshots/ of the package above the current directory")
    func defaultRoot() throws {
        let package = try temporaryFolder("package")
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let sources = package.appendingPathComponent("Sources/App", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let previews = [Fixtures.previews[2]]
        #expect(CLIRun(["gallery"], previews: previews, in: sources).code == 0)
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Snapshots/Badge/view/accessoryCircular.lockScreen@2x.png").path))
        #expect(CLIRun(["gallery"], previews: previews, environment: ["WIDGET_SNAPSHOT_ROOT": "Goldens"], in: sources).code == 0)
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Goldens/Badge/contact-sheet@2x.svg").path))
    }

    @Test("plain progress lines off a terminal, and the graphics test scene when asked")
    func progressAndScene() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CLIRun(["gallery", "--output", root.path], previews: [Fixtures.previews[2]], extras: DeveloperExtras.gallery)
        #expect(run.code == 0)
        #expect(run.err == "gallery: 1/2 images\ngallery: 2/2 images")
        let files = try tree(root).keys.sorted()
        #expect(files.filter { $0.hasPrefix("GraphicsTestScene/") }
                == ["GraphicsTestScene/scene.svg", "GraphicsTestScene/scene@1x.png", "GraphicsTestScene/scene@2x.png", "GraphicsTestScene/scene@3x.png"])
        let index = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(index.contains("<img src=\"GraphicsTestScene/scene.svg\""))
    }

    @Test("families the widget does not support are skipped with a note; a failing render is exit 2 and keeps the old files")
    func skippedAndFailed() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let wrongFamily = [Preview("Wrong", as: .systemLarge, widget: { SmallOnlyWidget() }, timeline: { Fixtures.sunny })]
        let skipped = CLIRun(["gallery", "--output", root.path, "--json"], previews: wrongFamily)
        #expect(skipped.code == 0)
        #expect(skipped.out.contains("\"images\": 0,") && skipped.out.contains("\"skipped\": 3,"), "\(skipped.out)")
        #expect(skipped.err.contains("gallery: skipped: SmallOnlyWidget does not support systemLarge"), "\(skipped.err)")

        #expect(CLIRun(["gallery", "--output", root.path], previews: [Fixtures.previews[2]]).code == 0)
        let before = try tree(root)
        let wrongEntry = [Fixtures.previews[2], Preview("Mismatch", widget: { TileWidget() }, timeline: { OtherEntry(date: .now) })]
        let failed = CLIRun(["gallery", "--output", root.path], previews: wrongEntry)
        #expect(failed.code == 2)
        #expect(failed.err.contains("gallery: failed: Mismatch / entry-1 / systemSmall.homeScreen@2x:"), "\(failed.err)")
        // Nothing pruned and no index written when an image failed.
        #expect(try tree(root).filter { !$0.key.hasPrefix("Mismatch/") } == before)
    }
}

struct OtherEntry: TimelineEntry {
    let date: Date
}
