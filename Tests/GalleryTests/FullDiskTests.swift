import Foundation
import Testing
import Graphics
import WidgetPreview
import WidgetSnapshotTesting
@testable import WidgetPreviewCLI

/// A real full disk: a 64 KiB tmpfs mounted in a private user + mount namespace
/// (`unshare --user --map-root-user --mount`, util-linux), so neither root nor the host's mounts are
/// needed or touched. The test binary runs itself inside it as the child (`FullDiskChild`, selected by
/// `WP_FULL_DISK_ROLE`), writing to the tmpfs after it has been filled up to one free page.
enum FullDiskSandbox {
    static let unshare = "/usr/bin/unshare"
    /// Bytes left free on the tmpfs: one page, less than any file the children write.
    static let freeBytes = 4096

    /// Why the sandbox cannot run on this machine, or nil when it can (probed once).
    static let unavailableReason: String? = probe()

    static var isAvailable: Bool { unavailableReason == nil }
    static var reasonComment: Comment {
        Comment(rawValue: "a real full disk needs a tmpfs mounted in a user namespace, and here "
            + (unavailableReason ?? "it works") + "; the seam tests (DiskFullTests, GalleryDiskFullTests) still run")
    }

    private static func probe() -> String? {
        guard FileManager.default.isExecutableFile(atPath: unshare) else {
            return "\(unshare) (util-linux) is not installed"
        }
        guard (try? testBinary()) != nil else { return "the test binary cannot be found through /proc/self/exe" }
        guard let folder = try? temporaryFolder("probe") else { return "no temporary folder" }
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run([unshare, "--user", "--map-root-user", "--mount", "/bin/sh", "-c",
                          "mount -t tmpfs -o size=4k tmpfs \"$1\"", "sh", folder.path], environment: [:], in: folder)
        guard result.code == 0 else {
            return "`unshare --user --map-root-user --mount` + `mount -t tmpfs` failed (\(result.err.trimmingCharacters(in: .whitespacesAndNewlines))): "
                + "user namespaces are disabled (sysctl user.max_user_namespaces or kernel.unprivileged_userns_clone) "
                + "or blocked by the container's seccomp/AppArmor profile"
        }
        return nil
    }

    static func testBinary() throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    struct Outcome {
        var code: Int32
        var out: String
        var err: String
    }

    /// Runs `arguments` with its output in files (no pipe can fill up and block it), at most 5 minutes.
    static func run(_ arguments: [String], environment: [String: String], in folder: URL) -> Outcome {
        let out = folder.appendingPathComponent("stdout.txt"), err = folder.appendingPathComponent("stderr.txt")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["300"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        guard let outHandle = try? FileHandle(forWritingTo: out), let errHandle = try? FileHandle(forWritingTo: err) else {
            return Outcome(code: -1, out: "", err: "cannot open the output files in \(folder.path)")
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        do { try process.run() } catch { return Outcome(code: -1, out: "", err: "\(error)") }
        process.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        let text = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        return Outcome(code: process.terminationStatus, out: text(out), err: text(err))
    }

    /// What a sandboxed child run left behind.
    struct Run {
        /// `df` of the tmpfs just before the child ran: free bytes.
        var freeBeforeChild: Int?
        /// The child's report (`FullDiskChild.report`).
        var report: String
        /// Every file on the tmpfs after the child (filler removed), relative path → bytes.
        var after: [String: Data]
        var outcome: Outcome
    }

    /// Mounts a 64 KiB tmpfs, copies `before` onto it, fills it up to `freeBytes`, runs the test binary's
    /// `FullDiskChild` with `role`, and copies what is left back out.
    static func run(role: String, before: URL, work: URL) throws -> Run {
        let disk = work.appendingPathComponent("disk", isDirectory: true)
        let after = work.appendingPathComponent("after", isDirectory: true)
        let report = work.appendingPathComponent("report.txt")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let script = """
            set -u
            disk=$1; before=$2; after=$3; free=$4; shift 4
            mount -t tmpfs -o size=64k tmpfs "$disk" || exit 97
            cp -R "$before/." "$disk/" || exit 98
            cat /dev/zero > "$disk/.filler" 2>/dev/null
            truncate -s "-$free" "$disk/.filler" || exit 99
            echo "free $(df -B1 --output=avail "$disk" | tail -n 1 | tr -d ' ')"
            "$@"
            echo "child exit $?"
            rm -f "$disk/.filler"
            mkdir -p "$after" && cp -R "$disk/." "$after/"
            """
        let outcome = run([unshare, "--user", "--map-root-user", "--mount", "/bin/sh", "-c", script, "sh",
                           disk.path, before.path, after.path, String(freeBytes),
                           try testBinary(), "--testing-library", "swift-testing", "--filter", "FullDiskChild"],
                          environment: [FullDiskChild.roleVariable: role, FullDiskChild.rootVariable: disk.path,
                                        FullDiskChild.reportVariable: report.path],
                          in: work)
        let free = outcome.out.split(separator: "\n").first { $0.hasPrefix("free ") }.flatMap { Int($0.dropFirst(5)) }
        return Run(freeBeforeChild: free, report: (try? String(contentsOf: report, encoding: .utf8)) ?? "",
                   after: try tree(after), outcome: outcome)
    }
}

/// The child side: does nothing unless `FullDiskSandbox` started this process on a full tmpfs.
@Suite("Full-disk child (runs only inside FullDiskTests' sandbox)")
struct FullDiskChild {
    static let roleVariable = "WP_FULL_DISK_ROLE"
    static let rootVariable = "WP_FULL_DISK_ROOT"
    static let reportVariable = "WP_FULL_DISK_REPORT"
    static let environment = ProcessInfo.processInfo.environment
    static var role: String? { environment[roleVariable] }

    /// Writes the child's report where the parent reads it (outside the full tmpfs).
    static func report(_ text: String) throws {
        guard let path = environment[reportVariable] else { return }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("gallery on the full disk", .enabled(if: role == "gallery", "only inside FullDiskTests' sandbox"))
    func gallery() throws {
        let root = try #require(Self.environment[Self.rootVariable])
        // One worker: which other images fit on the disk before the failure would depend on timing.
        let run = CLIRun(["gallery", "--output", root, "--jobs", "1"])
        // `render` over the same file (its failed gallery write gave the page back).
        let render = CLIRun(["render", "Tile", "--family", "systemSmall", "--place", "homeScreen",
                             "-o", root + "/Tile/sunny/systemSmall.homeScreen@2x.png"])
        try Self.report("exit \(run.code)\n\(run.err)\n=== render exit \(render.code)\n\(render.err)")
    }

    @Test("record mode all on the full disk", .enabled(if: role == "record", "only inside FullDiskTests' sandbox"))
    func record() throws {
        let root = try #require(Self.environment[Self.rootVariable])
        let messages = Self.recordSnapshot(root: URL(fileURLWithPath: root), version: 2)
        try Self.report(messages.joined(separator: "\n---\n"))
    }

    /// The harness path a test takes: the public `assertSnapshot` under record mode `all`, failures
    /// collected instead of reported. `version` picks the picture (a text-heavy one, so its PNG is larger
    /// than a page).
    static func recordSnapshot(root: URL, version: Int) -> [String] {
        let messages = Messages()
        var configuration = SnapshotConfiguration(record: .all, snapshotDirectory: root.path,
                                                  artifactsDirectory: root.appendingPathComponent("artifacts").path)
        configuration.issueSink = { messages.add($0.message) }
        withSnapshotConfiguration(configuration) {
            assertSnapshot(of: VStack(alignment: .leading) {
                Text("Version \(version)").font(.headline)
                Text("The quick brown fox jumps over the lazy dog, \(version) times over, in a widget that fills up a disk.")
            }, families: [.systemSmall], named: "golden", fileID: "GalleryTests/FullDiskTests.swift", testName: "record()")
        }
        return messages.all
    }

    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ text: String) { lock.withLock { items.append(text) } }
        var all: [String] { lock.withLock { items } }
    }
}

@Suite("A real full disk (tmpfs in a user namespace)", .serialized)
struct FullDiskTests {
    static let goldenStem = "FullDiskTests/record/golden/systemSmall.homeScreen@2x"

    @Test("assertSnapshot recording over an existing golden on a full disk keeps it and says the disk is full",
          .enabled(if: FullDiskSandbox.isAvailable, FullDiskSandbox.reasonComment))
    func harnessRecord() throws {
        let work = try temporaryFolder("fulldisk-record")
        defer { try? FileManager.default.removeItem(at: work) }
        let before = work.appendingPathComponent("before", isDirectory: true)
        // The old golden, recorded for real; the new picture's PNG is bigger than the one free page.
        _ = FullDiskChild.recordSnapshot(root: before, version: 1)
        let old = try tree(before).filter { !$0.key.hasPrefix("artifacts/") }
        #expect(old.keys.sorted() == [Self.goldenStem + ".png", Self.goldenStem + ".svg"])
        try FileManager.default.removeItem(at: before.appendingPathComponent("artifacts"))
        let probe = work.appendingPathComponent("probe", isDirectory: true)
        _ = FullDiskChild.recordSnapshot(root: probe, version: 2)
        let newPNG = try Data(contentsOf: probe.appendingPathComponent(Self.goldenStem + ".png"))
        #expect(newPNG.count > FullDiskSandbox.freeBytes)
        #expect(newPNG != old[Self.goldenStem + ".png"])

        let run = try FullDiskSandbox.run(role: "record", before: before, work: work)
        #expect(run.outcome.out.contains("child exit 0"), "\(run.outcome.out)\n\(run.outcome.err)")
        #expect(run.freeBeforeChild == FullDiskSandbox.freeBytes)
        // Both old goldens byte for byte, no temp file, no half-written artifact. The run's manifest of
        // checked goldens (written after the failed write gave its page back) holds whole lines only.
        let manifests = run.after.filter { $0.key.hasPrefix("artifacts/checked/") }
        #expect(run.after.filter { !$0.key.hasPrefix("artifacts/checked/") } == old, "\(run.after.keys.sorted())")
        for (_, data) in manifests {
            #expect(String(decoding: data, as: UTF8.self) == "\(work.appendingPathComponent("disk").path)\t\(Self.goldenStem)\n")
        }
        let disk = work.appendingPathComponent("disk").path
        let full = SnapshotHarnessError.diskFull(path: "\(disk)/\(Self.goldenStem).png", reason: "No space left on device")
        #expect(run.report.contains("Could not record the golden: \(full)"), "\(run.report)")
        #expect(run.report.contains("Free some space on that disk and run again."))
    }

    @Test("widget-preview gallery and render on a full disk keep the old golden, exit 2 and say the disk is full",
          .enabled(if: FullDiskSandbox.isAvailable, FullDiskSandbox.reasonComment))
    func galleryCommand() throws {
        let work = try temporaryFolder("fulldisk-gallery")
        defer { try? FileManager.default.removeItem(at: work) }
        // The gallery's first file, from an earlier run of a different picture.
        let first = "Tile/sunny/systemSmall.homeScreen@2x.png"
        let before = work.appendingPathComponent("before", isDirectory: true)
        try FileManager.default.createDirectory(at: before.appendingPathComponent("Tile/sunny"), withIntermediateDirectories: true)
        let oldGolden = try PNGCodec.encode(Bitmap(width: 3, height: 2, pixels: [UInt8](repeating: 200, count: 24)))
        try oldGolden.write(to: before.appendingPathComponent(first))
        // The new image is bigger than the free page, so its write fails part-way.
        let rendered = CLIRun(["render", "Tile", "--family", "systemSmall", "--place", "homeScreen", "-o", "new.png"], in: work)
        #expect(rendered.code == 0, "\(rendered.err)")
        #expect(try Data(contentsOf: work.appendingPathComponent("new.png")).count > FullDiskSandbox.freeBytes)

        let run = try FullDiskSandbox.run(role: "gallery", before: before, work: work)
        #expect(run.outcome.out.contains("child exit 0"), "\(run.outcome.out)\n\(run.outcome.err)")
        #expect(run.freeBeforeChild == FullDiskSandbox.freeBytes)
        #expect(run.after == [first: oldGolden], "\(run.after.keys.sorted())")
        let disk = work.appendingPathComponent("disk").path
        let full = SnapshotHarnessError.diskFull(path: "\(disk)/\(first)", reason: "No space left on device")
        let parts = run.report.components(separatedBy: "\n=== render exit ")
        let gallery = parts[0], render = parts.count > 1 ? parts[1] : ""
        // Progress lines between depend on the worker threads' timing.
        #expect(gallery.hasPrefix("exit 2\ngallery: "), "\(run.report)")
        #expect(gallery.hasSuffix("\ngallery: 21/21 images\nerror: gallery: \(full)"), "\(run.report)")
        #expect(render == "2\nerror: render: \(full)", "\(run.report)")
    }
}
