import Foundation
import Testing
import WidgetPreview
import WidgetSnapshotTesting
@testable import WidgetPreviewCLI
#if canImport(Glibc)
import Glibc
#endif

/// An unreadable golden in a read-only snapshot folder. File permissions do not stop root, so when the
/// tests run as root the child (this test binary, `PermissionChild`) runs as `nobody` through
/// `setpriv`; as any other user it runs as that user.
enum PermissionSandbox {
    static let setpriv = "/usr/bin/setpriv"

    static var isRoot: Bool { geteuid() == 0 }

    /// Why the test cannot run here, or nil.
    static let unavailableReason: String? = {
        guard let binary = try? FullDiskSandbox.testBinary() else { return "the test binary cannot be found through /proc/self/exe" }
        guard isRoot else { return nil }
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            return "the tests run as root, whom file permissions do not stop, and \(setpriv) (util-linux) is missing to run the check as nobody"
        }
        // As nobody the child must run the test binary and read the bundled fonts; a checkout in a folder
        // only root may enter (such as /root) allows neither.
        // Tests/GalleryTests/PermissionTests.swift → the package's Fonts/ (the font the renderer loads first).
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts/Inter/Inter-Regular.otf")
        guard let folder = try? temporaryFolder("permission-probe") else { return "no temporary folder" }
        defer { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        let probe = FullDiskSandbox.run([setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c",
                                         "test -r \"$1\" && test -x \"$2\"", "sh",
                                         font.path, binary],
                                        environment: [:], in: folder)
        guard probe.code == 0 else {
            return "the tests run as root, whom file permissions do not stop, and nobody (the user the check runs as) "
                + "cannot read this checkout's test binary or fonts (a folder only root may enter, such as /root); "
                + "run the tests as a normal user or from a checkout others can read"
        }
        return nil
    }()

    static var comment: Comment { Comment(rawValue: unavailableReason ?? "") }

    /// Runs `PermissionChild` as nobody (root) or as this user; returns the child's report.
    static func run(work: URL) throws -> (report: String, outcome: FullDiskSandbox.Outcome) {
        let report = work.appendingPathComponent("report.txt")
        FileManager.default.createFile(atPath: report.path, contents: nil, attributes: [.posixPermissions: 0o666])
        let child = [try FullDiskSandbox.testBinary(), "--testing-library", "swift-testing", "--filter", "PermissionChild"]
        let command = isRoot ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] + child : child
        let outcome = FullDiskSandbox.run(command, environment: [PermissionChild.workVariable: work.path,
                                                                 "HOME": work.path],
                                          in: work)
        return ((try? String(contentsOf: report, encoding: .utf8)) ?? "", outcome)
    }
}

/// The child side: does nothing unless `PermissionTests` started this process.
@Suite("Permission child (runs only inside PermissionTests)")
struct PermissionChild {
    static let workVariable = "WP_PERMISSION_WORK"
    static let work = ProcessInfo.processInfo.environment[workVariable]

    @Test("record and gallery into a read-only folder", .enabled(if: work != nil, "only inside PermissionTests"))
    func child() throws {
        let work = URL(fileURLWithPath: try #require(Self.work))
        let messages = FullDiskChild.recordSnapshot(root: work.appendingPathComponent("snap"), version: 2)
        let gallery = CLIRun(["gallery", "--output", work.appendingPathComponent("gallery").path, "--jobs", "1"])
        let text = messages.joined(separator: "\n---\n") + "\n=== gallery exit \(gallery.code)\n" + gallery.err
        try Data(text.utf8).write(to: work.appendingPathComponent("report.txt"))
    }
}

@Suite("Unreadable golden, read-only snapshot folder")
struct PermissionTests {
    @Test("record mode all: the unreadable golden and the read-only folder are failures naming the file, nothing changes",
          .enabled(if: PermissionSandbox.unavailableReason == nil, PermissionSandbox.comment))
    func readOnly() throws {
        let work = try temporaryFolder("permissions")
        let fm = FileManager.default
        defer {
            // Give the folders back their write bit so they can be removed.
            if let e = fm.enumerator(atPath: work.path) {
                while let item = e.nextObject() as? String {
                    try? fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.appendingPathComponent(item).path)
                }
            }
            try? fm.removeItem(at: work)
        }
        try fm.setAttributes([.posixPermissions: 0o777], ofItemAtPath: work.path)
        let snap = work.appendingPathComponent("snap", isDirectory: true)
        _ = FullDiskChild.recordSnapshot(root: snap, version: 1)
        try fm.removeItem(at: snap.appendingPathComponent("artifacts"))
        let stem = "FullDiskTests/record/golden/systemSmall.homeScreen@2x"
        let png = snap.appendingPathComponent(stem + ".png"), svg = snap.appendingPathComponent(stem + ".svg")
        let gallery = work.appendingPathComponent("gallery", isDirectory: true)
        let first = gallery.appendingPathComponent("Tile/sunny/systemSmall.homeScreen@2x.png")
        try fm.createDirectory(at: first.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: first)
        let before = (try tree(snap), try tree(gallery))

        // The PNG golden unreadable, every folder read-only (r-x for everyone).
        try fm.setAttributes([.posixPermissions: 0o000], ofItemAtPath: png.path)
        try fm.setAttributes([.posixPermissions: 0o444], ofItemAtPath: svg.path)
        for folder in ["FullDiskTests/record/golden", "FullDiskTests/record", "FullDiskTests", ""] {
            try fm.setAttributes([.posixPermissions: 0o555], ofItemAtPath: snap.appendingPathComponent(folder).path)
        }
        for folder in ["Tile/sunny", "Tile", ""] {
            try fm.setAttributes([.posixPermissions: 0o555], ofItemAtPath: gallery.appendingPathComponent(folder).path)
        }

        let (report, outcome) = try PermissionSandbox.run(work: work)
        #expect(outcome.code == 0, "\(outcome.out)\n\(outcome.err)")
        let parts = report.components(separatedBy: "\n=== gallery exit ")
        let harness = try #require(parts.first), cli = parts.count > 1 ? parts[1] : ""
        #expect(harness.contains("cannot read the golden \(png.path): it is not readable (permission denied); "
            + "give the test process read access to it"), "\(harness)")
        #expect(harness.contains("Could not record the golden: Could not write \(png.path): Permission denied. "
            + "Check that the folder exists and is writable."), "\(harness)")
        #expect(cli.hasPrefix("2\n"), "\(cli)")
        #expect(cli.hasSuffix("\nerror: gallery: Could not write \(first.path): Permission denied. Check that the folder exists and is writable."),
                "\(cli)")

        for folder in [snap, gallery] { try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        try fm.setAttributes([.posixPermissions: 0o644], ofItemAtPath: png.path)
        #expect(try tree(snap) == before.0)
        #expect(try tree(gallery) == before.1)
    }
}
