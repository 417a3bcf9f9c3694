import Foundation
import Testing
@testable import WidgetSnapshotTesting
#if canImport(Glibc)
import Glibc
#endif

/// The one writer on every kind of path: it replaces only regular files (a symbolic link's target, the
/// link kept), writes devices, FIFOs and descriptors in place, and refuses folders and sockets naming the
/// path. The tests run as root in CI, so they check what happens to each kind, not permissions.
@Suite("Atomic writes by kind of path")
struct OutputKindTests {
    static func fileType(_ path: String, followingLinks: Bool = false) -> mode_t {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Every entry below `folder` (files, links, FIFOs, sockets; folders by their contents), without
    /// following links: a temporary file left anywhere would show here.
    static func entries(_ folder: URL, prefix: String = "") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().flatMap { name -> [String] in
            let path = folder.appendingPathComponent(name).path
            return fileType(path) == S_IFDIR ? entries(URL(fileURLWithPath: path), prefix: prefix + name + "/") : [prefix + name]
        }
    }

    @Test("a regular file is replaced atomically and keeps its permission bits")
    func regularFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: file)
        chmod(file.path, 0o600)
        #expect(try OutputTarget.resolve(file) == .replace(file))
        try AtomicFileWriter().write(Data("new".utf8), to: file)
        #expect(try Data(contentsOf: file) == Data("new".utf8))
        var info = stat()
        stat(file.path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(Self.entries(folder.url) == ["out.png"])
    }

    @Test("a symbolic link: its target is replaced (temporary file beside the target), the link kept")
    func symbolicLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let targets = folder.url.appendingPathComponent("real", isDirectory: true)
        let links = folder.url.appendingPathComponent("links", isDirectory: true)
        try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let target = targets.appendingPathComponent("golden.png")
        try Data("old".utf8).write(to: target)
        // A relative link, through a second link: the chain is followed to the file.
        let inner = links.appendingPathComponent("inner.png")
        try FileManager.default.createSymbolicLink(atPath: inner.path, withDestinationPath: "../real/golden.png")
        let outer = links.appendingPathComponent("outer.png")
        try FileManager.default.createSymbolicLink(atPath: outer.path, withDestinationPath: inner.path)
        let writer = AtomicFileWriter(beforeCommit: { [targets] temporary in
            // Beside the target (same file system, so the rename is atomic), not beside the link.
            #expect(temporary.deletingLastPathComponent().standardizedFileURL.path == targets.standardizedFileURL.path)
        })
        try writer.write(Data("new".utf8), to: outer)
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        #expect(Self.fileType(outer.path) == S_IFLNK)
        #expect(Self.fileType(inner.path) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: inner.path) == "../real/golden.png")
        #expect(Self.fileType(target.path) == S_IFREG)
        #expect(Self.entries(folder.url) == ["links/inner.png", "links/outer.png", "real/golden.png"])
    }

    @Test("a dangling link: its target is created, the link kept")
    func danglingLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let link = folder.url.appendingPathComponent("link.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.svg")
        try AtomicFileWriter().write("<svg/>", to: link)
        #expect(Self.fileType(link.path) == S_IFLNK)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("made.svg"), encoding: .utf8) == "<svg/>")
        #expect(Self.entries(folder.url) == ["link.svg", "made.svg"])
    }

    @Test("a folder is an error naming it; nothing is written, the folder is untouched")
    func folderIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.url.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data([1]).write(to: target.appendingPathComponent("inside"))
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        for path in [target, link] {
            #expect(throws: SnapshotHarnessError.notWritable(path: path.path, kind: path == target ? "a folder" : "a link to the folder \(target.path)",
                                                             advice: "Give the path of a file.")) {
                try AtomicFileWriter().write(Data([2]), to: path)
            }
        }
        #expect(Self.entries(folder.url) == ["link", "out.png/inside"])
        #expect(Self.fileType(target.path) == S_IFDIR)
        // Several files as one change: the folder stops the write before the regular file is touched.
        let other = folder.url.appendingPathComponent("other.svg")
        try Data("old".utf8).write(to: other)
        #expect(throws: SnapshotHarnessError.self) { try AtomicFileWriter().write([(Data("new".utf8), other), (Data([2]), target)]) }
        #expect(try Data(contentsOf: other) == Data("old".utf8))
    }

    @Test("a socket is refused naming it (open(2) cannot open one)")
    func socketIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("s.sock").path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let url = URL(fileURLWithPath: path)
        #expect(throws: SnapshotHarnessError.notWritable(path: path, kind: "a socket",
                                                         advice: "A socket cannot be opened as a file; give the path of a file.")) {
            try AtomicFileWriter().write(Data([1]), to: url)
        }
        #expect(Self.fileType(path) == S_IFSOCK)
        #expect(Self.entries(folder.url) == ["s.sock"])
    }

    @Test("a character device is written in place, never replaced: /dev/null directly and through a link")
    func characterDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let link = folder.url.appendingPathComponent("null.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        #expect(try OutputTarget.resolve(link) == .writeThrough(URL(fileURLWithPath: "/dev/null"), kind: "a character device"))
        try AtomicFileWriter().write(Data(repeating: 7, count: 100_000), to: link)
        try AtomicFileWriter().write(Data([1, 2, 3]), to: URL(fileURLWithPath: "/dev/null"))
        #expect(Self.fileType(link.path) == S_IFLNK)
        #expect(Self.fileType("/dev/null") == S_IFCHR)
        #expect(Self.entries(folder.url) == ["null.png"])
    }

    @Test("/dev/full fails with one clear line and is left a device")
    func fullDevice() throws {
        #expect(throws: SnapshotHarnessError.writeThroughFailed(target: "/dev/full (a character device, written in place)",
                                                                reason: "No space left on device")) {
            try AtomicFileWriter().write(Data([1]), to: URL(fileURLWithPath: "/dev/full"))
        }
        let message = SnapshotHarnessError.writeThroughFailed(target: "/dev/full (a character device, written in place)",
                                                              reason: "No space left on device").description
        #expect(message == "Could not write to /dev/full (a character device, written in place): No space left on device.")
        #expect(!message.contains("\n"))
        #expect(Self.fileType("/dev/full") == S_IFCHR)
    }

    @Test("a FIFO is opened and written, not replaced")
    func fifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("pipe.svg").path
        #expect(mkfifo(path, 0o644) == 0)
        // The reader's end first (non-blocking open succeeds without a writer), so the writer's open returns.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFileWriter().write("<svg>fifo</svg>", to: URL(fileURLWithPath: path))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 15)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "<svg>fifo</svg>")
        #expect(Self.fileType(path) == S_IFIFO)
        #expect(Self.entries(folder.url) == ["pipe.svg"])
    }

    @Test("/dev/stdout, /dev/fd/N and /proc/self/fd/N are written on the descriptor itself")
    func descriptors() throws {
        #expect(try OutputTarget.resolve(URL(fileURLWithPath: "/dev/stdout")) == .descriptor(1, name: "standard output"))
        #expect(try OutputTarget.resolve(URL(fileURLWithPath: "/dev/stderr")) == .descriptor(2, name: "standard error"))
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        for path in ["/dev/fd/\(ends[1])", "/proc/self/fd/\(ends[1])"] {
            #expect(try OutputTarget.resolve(URL(fileURLWithPath: path)) == .descriptor(ends[1], name: "file descriptor \(ends[1])"))
            try AtomicFileWriter().write("ab", to: URL(fileURLWithPath: path))
        }
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "abab")
        // A descriptor whose reader is gone: EPIPE is an error naming it (SIGPIPE is ignored here, as the
        // command line does).
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var broken: [Int32] = [0, 0]
        #expect(pipe(&broken) == 0)
        close(broken[0])
        defer { close(broken[1]) }
        #expect(throws: SnapshotHarnessError.writeThroughFailed(target: "file descriptor \(broken[1])", reason: "Broken pipe")) {
            try AtomicFileWriter().write("x", to: URL(fileURLWithPath: "/dev/fd/\(broken[1])"))
        }
    }

    @Test("the run's manifest of checked goldens goes through the writer: a full disk keeps the lines already there")
    func manifestThroughTheWriter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manifest = CheckedGoldensManifest(artifactsRoot: folder.artifacts)
        try manifest.append(["a/x"], snapshotRoot: folder.snapshots)
        let full = AtomicFileWriter(writeCall: { _, bytes in bytes.count > 8 ? -Int(ENOSPC) : bytes.count })
        #expect(throws: SnapshotHarnessError.self) { try manifest.append(["a/y"], snapshotRoot: folder.snapshots, writer: full) }
        let root = folder.snapshots.standardizedFileURL.path
        #expect(try String(contentsOf: manifest.processFile, encoding: .utf8) == root + "\ta/x\n")
        #expect(Self.entries(manifest.folder) == [manifest.processFile.lastPathComponent])
        try manifest.append(["a/y"], snapshotRoot: folder.snapshots)
        #expect(try String(contentsOf: manifest.processFile, encoding: .utf8) == root + "\ta/x\n" + root + "\ta/y\n")
    }
}
