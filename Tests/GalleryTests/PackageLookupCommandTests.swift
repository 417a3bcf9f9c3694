import Foundation
import Testing
@testable import WidgetPreviewCLI

/// `verify`, `gallery` and `report` outside a Swift package or with a missing snapshot folder: exit 2, a
/// message that names the path (or every folder searched for Package.swift) and what to do, and nothing
/// created — no `Snapshots/`, no `.build/`.
@Suite("package lookup and missing folders")
struct PackageLookupCommandTests {
    /// Every folder from `folder` up to `/`, as the message lists them.
    static func searched(from folder: URL) -> String {
        var folders: [String] = []
        var current = folder.standardizedFileURL
        while true {
            folders.append(current.path)
            if current.path == "/" { break }
            current = current.deletingLastPathComponent()
        }
        return folders.joined(separator: ", ")
    }

    static func entries(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("verify --snapshots on a missing folder is exit 2 naming it; nothing is created; the printed command records it")
    func missingSnapshots() throws {
        let work = try temporaryFolder("verify-missing")
        defer { try? FileManager.default.removeItem(at: work) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: work.appendingPathComponent("Package.swift"))
        let missing = work.appendingPathComponent("Snapshotz").path
        for record in ["never", "missing", "all"] {
            let run = CLIRun(["verify", "--snapshots", missing, "--record", record], in: work)
            #expect(run.code == 2)
            #expect(run.err == "error: verify: the snapshot folder \(missing) (from --snapshots) does not exist; nothing was created. "
                + "Pass the folder that holds your goldens with --snapshots DIR, or record them there first with the gallery "
                + "command: gallery --output \(missing)")
            #expect(Self.entries(work) == ["Package.swift"])
        }
        // The package's default Snapshots/ missing: the same error, naming it.
        let fallback = CLIRun(["verify"], in: work)
        #expect(fallback.code == 2)
        #expect(fallback.err.hasPrefix("error: verify: the snapshot folder \(work.path)/Snapshots (the package's default) does not exist;"))
        #expect(Self.entries(work) == ["Package.swift"])
        // Through $WIDGET_SNAPSHOT_ROOT, and a file where the folder should be.
        let variable = CLIRun(["verify"], environment: ["WIDGET_SNAPSHOT_ROOT": "Goldens"], in: work)
        #expect(variable.code == 2)
        #expect(variable.err.hasPrefix("error: verify: the snapshot folder \(work.path)/Goldens (from $WIDGET_SNAPSHOT_ROOT) does not exist;"))
        try Data().write(to: work.appendingPathComponent("file"))
        let file = CLIRun(["verify", "--snapshots", "file"], in: work)
        #expect(file.err == "error: verify: the snapshot folder \(work.path)/file (from --snapshots) is a file, not a folder. "
            + "Pass the folder that holds your goldens with --snapshots DIR.")
        #expect(Self.entries(work) == ["Package.swift", "file"])
        // The command the message prints, then verify passes.
        #expect(CLIRun(["gallery", "--output", missing], in: work).code == 0)
        let verify = CLIRun(["verify", "--snapshots", missing], environment: ["CI": "1"], in: work)
        #expect(verify.code == 0, "\(verify.err)")
    }

    @Test("verify, gallery and report outside a package say where they looked for Package.swift and create nothing",
          arguments: [
            (["verify"], "verify", "Snapshots/ folder to use", "pass the snapshot folder with --snapshots DIR"),
            (["gallery"], "gallery", "Snapshots/ folder to use", "pass the snapshot folder with --output DIR"),
            (["report"], "report", "default .build/snapshot-artifacts folder", "pass the folder with --artifacts DIR"),
          ])
    func outsideAPackage(arguments: [String], command: String, purpose: String, instead: String) throws {
        let work = try temporaryFolder("no-package")
        defer { try? FileManager.default.removeItem(at: work) }
        let inner = work.appendingPathComponent("a/b", isDirectory: true)
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let run = CLIRun(arguments, environment: ["CI": "1"], in: inner)
        #expect(run.code == 2)
        #expect(run.err == "error: \(command): not inside a Swift package: no Package.swift in \(Self.searched(from: inner)), "
            + "so there is no \(purpose). Run it from your package's folder (the one with Package.swift), or \(instead).")
        #expect(Self.entries(inner) == [])
        #expect(Self.entries(work) == ["a"])
    }

    @Test("outside a package, verify with --snapshots works and leaves nothing in the current directory")
    func outsideWithFolder() throws {
        let work = try temporaryFolder("no-package-ok")
        defer { try? FileManager.default.removeItem(at: work) }
        let snapshots = work.appendingPathComponent("goldens").path
        #expect(CLIRun(["gallery", "--output", snapshots], in: work).code == 0)
        // A changed golden leaves artifacts: not in the current directory.
        let changed = URL(fileURLWithPath: snapshots).appendingPathComponent("Tile/sunny/systemSmall.homeScreen@2x.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: snapshots).appendingPathComponent("Tile/sunny/systemSmall.homeScreenDark@2x.png"),
                                         to: changed)
        let run = CLIRun(["verify", "--snapshots", snapshots], environment: ["CI": "1"], in: work)
        #expect(run.code == 1, "\(run.err)")
        #expect(Self.entries(work) == ["goldens"])
    }
}
