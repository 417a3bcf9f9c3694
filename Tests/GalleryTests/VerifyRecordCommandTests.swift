import Foundation
import Testing
@testable import WidgetPreviewCLI

/// `verify`'s accept command names the developer's executable (never WidgetPreview's demo gallery); the
/// example package runs it for real (ExampleAcceptCommandTests.swift).
@Suite("verify's accept command")
struct VerifyRecordCommandTests {
    /// A developer's package: an executable that starts the CLI, another executable, a test target.
    static func package() throws -> URL {
        let root = try temporaryFolder("record-command")
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "MyWidgets", targets: [
                .executableTarget(name: "tool"),
                .executableTarget(
                    name: "my-widgets-preview", dependencies: []),
                .testTarget(name: "MyWidgetsTests"),
            ])
            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (target, code) in [("tool", "print(1)\n"), ("my-widgets-preview", "import WidgetPreviewCLI\nWidgetPreviewCommandLine.main(previews: p)\n")] {
            let folder = root.appendingPathComponent("Sources/\(target)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try code.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("run with `swift run`, the product itself; from the test bundle, the target that starts the CLI")
    func namesTheDevelopersExecutable() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let built = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/my-widgets-preview")
        #expect(VerifyRecordCommand.forExecutable(built, packageRoot: root, options: []).text(.failed)
            == "swift run my-widgets-preview verify --record failed")
        let bundle = root.appendingPathComponent(".build/debug/MyWidgetsPackageTests.xctest")
        #expect(VerifyRecordCommand.forExecutable(bundle, packageRoot: root, options: ["--snapshots", "My Goldens", "--shard", "1/2"])
            .text(.missing) == "swift run my-widgets-preview verify --record missing --snapshots 'My Goldens' --shard 1/2")
        // Declared in the manifest but run from elsewhere (an installed copy): still the package's product.
        #expect(VerifyRecordCommand.forExecutable(URL(fileURLWithPath: "/usr/local/bin/tool"), packageRoot: root, options: []).text(.failed)
            == "swift run tool verify --record failed")
    }

    @Test("a binary from outside the package is named by its path; without any executable, the tests run again")
    func fallbacks() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(VerifyRecordCommand.forExecutable(URL(fileURLWithPath: "/opt/wp tools/widget-preview"), packageRoot: root, options: [])
            .text(.failed) == "'/opt/wp tools/widget-preview' verify --record failed")
        let bare = try temporaryFolder("record-command-bare")
        defer { try? FileManager.default.removeItem(at: bare) }
        try "// swift-tools-version:6.0\n".write(to: bare.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let bundle = bare.appendingPathComponent(".build/debug/BarePackageTests.xctest")
        #expect(VerifyRecordCommand.forExecutable(bundle, packageRoot: bare, options: []).text(.failed)
            == "WIDGET_SNAPSHOT_RECORD=failed swift test")
        #expect(VerifyRecordCommand.forExecutable(nil, packageRoot: bare, options: []).text(.missing)
            == "WIDGET_SNAPSHOT_RECORD=missing swift test")
    }

    @Test("the failure message of a changed golden prints the command, never `gallery`")
    func printedInTheFailure() throws {
        let root = try temporaryFolder("verify-accept")
        let artifacts = try temporaryFolder("artifacts")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: artifacts) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let changed = root.appendingPathComponent("Tile/sunny/systemSmall.homeScreen@2x.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tile/sunny/systemSmall.homeScreenDark@2x.png"), to: changed)
        let run = CLIRun(["verify", "--snapshots", root.path], environment: ["WIDGET_SNAPSHOT_ARTIFACTS": artifacts.path, "CI": "true"])
        #expect(run.code == 1)
        // In-process, no executable is known: the tests are run again in record mode `failed`.
        #expect(run.err.contains("If the new image is right, accept it with:\n  WIDGET_SNAPSHOT_RECORD=failed swift test"), "\(run.err)")
        #expect(!run.err.contains("widget-preview gallery"))
    }
}
