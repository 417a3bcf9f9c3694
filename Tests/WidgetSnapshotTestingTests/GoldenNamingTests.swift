import Foundation
import Testing
@testable import WidgetSnapshotTesting

@Suite("Golden names")
struct GoldenNamingTests {
    @Test("sanitising keeps readable names and removes everything unsafe", arguments: [
        ("smallLayout", "smallLayout"),
        ("Weather widget", "Weather-widget"),
        ("a/b\\c", "a-b-c"),
        ("../../etc/passwd", "etc-passwd"),
        ("..", "unnamed-a3c2b4d6"),
        ("v1..2", "v1.2"),
        (".hidden", "hidden"),
        ("Café Crème", "Cafe-Creme"),
        ("tab\there\u{0}nul\u{7}", "tab-here-nul"),
        ("CON", "_CON"),
        ("nul.txt", "_nul.txt"),
        ("COM1", "_COM1"),
        ("COM10", "COM10"),
        ("emoji 🌧 rain", "emoji-rain"),
        ("snake_case-and.dots", "snake_case-and.dots"),
        ("", "unnamed"),
    ])
    func sanitise(raw: String, expected: String) {
        if raw == ".." {
            #expect(FileNameSanitizer.component(raw) == "unnamed-" + FileNameSanitizer.stableHash(".."))
        } else {
            #expect(FileNameSanitizer.component(raw) == expected)
        }
    }

    @Test("non-Latin names stay distinct through a stable hash")
    func nonLatin() {
        let rain = FileNameSanitizer.component("雨")
        let weather = FileNameSanitizer.component("天気 widget")
        #expect(rain == "unnamed-" + FileNameSanitizer.stableHash("雨"))
        #expect(weather == "widget-" + FileNameSanitizer.stableHash("天気 widget"))
        #expect(rain != FileNameSanitizer.component("雪"))
        #expect(FileNameSanitizer.stableHash("") == "811c9dc5")
        #expect(FileNameSanitizer.stableHash("a") == "e40c292c")
    }

    @Test("long names are cut with a hash so two long names stay apart")
    func long() {
        let a = String(repeating: "x", count: 300) + "a"
        let b = String(repeating: "x", count: 300) + "b"
        #expect(FileNameSanitizer.component(a).utf8.count == FileNameSanitizer.maxLength)
        #expect(FileNameSanitizer.component(a) != FileNameSanitizer.component(b))
        #expect(FileNameSanitizer.component(String(repeating: "y", count: 80)) == String(repeating: "y", count: 80))
    }

    @Test("every sanitised component is a plain file name", arguments: [
        "a/../../b", "\u{202E}evil", "x\ny", "  ", "😀", "%2e%2e", "~", "C:\\Windows", "a:b*c?d\"e<f>g|h",
    ])
    func safeCharacters(raw: String) {
        let c = FileNameSanitizer.component(raw)
        #expect(!c.isEmpty)
        #expect(c != "." && c != ".." && !c.hasPrefix("."))
        #expect(c.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) })
    }

    @Test("golden paths: <folders>/<family>.<place>@<scale>x.png inside the root")
    func location() throws {
        let root = URL(fileURLWithPath: "/tmp/root/Snapshots")
        let name = GoldenName(folders: ["Weather Tests", "../up", "rainy day"],
                              variant: SnapshotVariant(family: "systemSmall", place: "homeScreen", scale: 2))
        let location = try GoldenLocation(root: root, name: name)
        #expect(location.stem == "Weather-Tests/up/rainy-day/systemSmall.homeScreen@2x")
        #expect(location.png.path == "/tmp/root/Snapshots/Weather-Tests/up/rainy-day/systemSmall.homeScreen@2x.png")
        #expect(location.svg.path == "/tmp/root/Snapshots/Weather-Tests/up/rainy-day/systemSmall.homeScreen@2x.svg")
        let odd = GoldenName(folders: ["p"], variant: SnapshotVariant(family: "accessoryInline", place: "lockScreen", scale: 1.5))
        #expect(try odd.relativeStem() == "p/accessoryInline.lockScreen@1.5x")
        #expect(throws: SnapshotHarnessError.emptyName) {
            try GoldenName(folders: [], variant: Harness.small).relativeStem()
        }
    }

    @Test("two names that collide after sanitising get a clear error; the same name twice is fine")
    func collision() throws {
        let registry = GoldenNameRegistry()
        try registry.claim("/r/a-b.png", owner: "a b")
        try registry.claim("/r/a-b.png", owner: "a b")
        #expect(throws: SnapshotHarnessError.nameCollision(path: "/r/a-b.png", first: "a b", second: "a/b")) {
            try registry.claim("/r/a-b.png", owner: "a/b")
        }
        let root = URL(fileURLWithPath: "/tmp/r")
        #expect(throws: SnapshotHarnessError.self) {
            try GoldenNameRegistry.checkUnique([GoldenName(folders: ["Weather widget"], variant: Harness.small),
                                                GoldenName(folders: ["Weather/widget"], variant: Harness.small)], root: root)
        }
        try GoldenNameRegistry.checkUnique([GoldenName(folders: ["a"], variant: Harness.small),
                                            GoldenName(folders: ["b"], variant: Harness.small)], root: root)
    }

    @Test("colliding assertions: the second one fails with a message naming both")
    func collidingAssertions() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        let registry = GoldenNameRegistry()
        h.assert(image(solid(2, 2)), named: "rain day", registry: registry)
        let second = h.assert(image(solid(2, 2)), named: "rain/day", registry: registry)
        #expect(second[0].status == .error)
        #expect(h.issues.messages.last?.contains("Two snapshots map to the same golden") == true)
        #expect(h.issues.messages.last?.contains("rain day") == true)
        #expect(h.issues.messages.last?.contains("rain/day") == true)
    }

    @Test("the default root is Snapshots/ of the package above the calling file")
    func packageRoot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = folder.url.appendingPathComponent("MyPackage")
        let tests = package.appendingPathComponent("Tests/MyTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let file = tests.appendingPathComponent("WeatherTests.swift").path
        #expect(PackageRootLocator.packageRoot(above: file)?.path == package.standardizedFileURL.path)
        #expect(PackageRootLocator.packageRoot(above: "relative/path.swift") == nil)

        var config = SnapshotConfiguration()
        config.environment = SnapshotEnvironment([:])
        let settings = try withSnapshotConfiguration(config) {
            try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: nil, filePath: file)
        }
        #expect(settings.snapshotRoot.path == package.appendingPathComponent("Snapshots").standardizedFileURL.path)
        #expect(settings.artifactsRoot.path == package.appendingPathComponent(".build/snapshot-artifacts").standardizedFileURL.path)

        config.environment = SnapshotEnvironment(["WIDGET_SNAPSHOT_ROOT": "Goldens", "WIDGET_SNAPSHOT_ARTIFACTS": "/tmp/art"])
        let overridden = try withSnapshotConfiguration(config) {
            try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: nil, filePath: file)
        }
        #expect(overridden.snapshotRoot.path == package.appendingPathComponent("Goldens").standardizedFileURL.path)
        #expect(overridden.artifactsRoot.path == "/tmp/art")
        let perCall = try withSnapshotConfiguration(config) {
            try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: "/x/y", filePath: file)
        }
        #expect(perCall.snapshotRoot.path == "/x/y")
    }

    @Test("the caller gives the golden folders and the test filter")
    func caller() {
        let caller = SnapshotCaller(fileID: "MyTests/WeatherTests.swift", filePath: #filePath, line: 3, column: 5,
                                    testName: "rainy(day:)")
        #expect(caller.goldenFolders(named: nil) == ["WeatherTests", "rainy"])
        #expect(caller.goldenFolders(named: "night") == ["WeatherTests", "rainy", "night"])
        // Running under Swift Testing: the label is this test's ID, the filter selects exactly this test (its
        // ID is followed by `/` and its source location; a suite's ID would be the whole suite).
        #expect(caller.testFilter == "WidgetSnapshotTestingTests.GoldenNamingTests/caller")
        #expect(caller.acceptFilter == #"^WidgetSnapshotTestingTests\.GoldenNamingTests/caller\(\)/"#)
        #expect(caller.acceptCommand == #"swift test --filter '^WidgetSnapshotTestingTests\.GoldenNamingTests/caller\(\)/'"#)
    }
}
