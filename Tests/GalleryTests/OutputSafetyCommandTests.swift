import Foundation
import Testing
@testable import WidgetPreviewCLI
#if canImport(Glibc)
import Glibc
#endif

/// `widget-preview render -o …` on every kind of path, and a full, closed or broken standard output, run
/// as a user runs them: the real executable as a child process. Every failure is exit 2 with one line on
/// standard error; nothing but a regular file is ever replaced.
@Suite("output safety (the real widget-preview)")
struct OutputSafetyCommandTests {
    static let render = ["render", "upnext", "--family", "systemSmall", "--place", "homeScreen"]
    static let defaultName = "upnext.full.systemSmall.homeScreen@2x.png"
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// One line, ending in a newline, and nothing else.
    static func isOneLine(_ text: String) -> Bool {
        text.hasSuffix("\n") && text.dropLast().firstIndex(of: "\n") == nil
    }

    @Test("-o - and -o /dev/stdout stream the PNG to standard output, and print nothing else there")
    func standardOutput() throws {
        for target in ["-", "/dev/stdout"] {
            let run = try WidgetPreviewProcess.run(Self.render + ["-o", target])
            #expect(run.exitCode == 0, "\(run.err)")
            #expect(run.out.prefix(8) == Self.pngSignature, "\(target)")
            #expect(run.err == "")
        }
        let svg = try WidgetPreviewProcess.run(Self.render + ["--format", "svg", "-o", "-"])
        #expect(svg.exitCode == 0)
        #expect(String(decoding: svg.out.prefix(4), as: UTF8.self) == "<svg" || String(decoding: svg.out.prefix(5), as: UTF8.self) == "<?xml")
    }

    @Test("-o /dev/null is written through and stays a device; -o /dev/full is exit 2 with one line")
    func devices() throws {
        let null = try WidgetPreviewProcess.run(Self.render + ["-o", "/dev/null"])
        #expect(null.exitCode == 0, "\(null.err)")
        #expect(String(decoding: null.out, as: UTF8.self) == "wrote /dev/null (340×340 px @2x)\n")
        #expect(Self.fileType("/dev/null") == S_IFCHR)
        let full = try WidgetPreviewProcess.run(Self.render + ["-o", "/dev/full"])
        #expect(full.exitCode == 2)
        #expect(full.err == "error: render: Could not write to /dev/full (a character device, written in place): No space left on device.\n")
        #expect(full.out.isEmpty)
        #expect(Self.fileType("/dev/full") == S_IFCHR)
    }

    @Test("a full, broken or closed standard output is exit 2 with one line, never a crash or a silent SIGPIPE",
          arguments: [
            ("render -o - >/dev/full", WidgetPreviewProcess.StandardOutput.path("/dev/full"),
             "error: render: Could not write to standard output: No space left on device.\n"),
            ("render -o - | head -c0", .brokenPipe, "error: render: Could not write to standard output: Broken pipe.\n"),
            ("render -o - >&-", .closed, "error: render: Could not write to standard output: Bad file descriptor.\n"),
          ])
    func brokenRenderOutput(shell: String, stdout: WidgetPreviewProcess.StandardOutput, message: String) throws {
        let run = try WidgetPreviewProcess.run(Self.render + ["-o", "-"], stdout: stdout)
        #expect(run.signal == nil, "\(shell): killed by signal \(run.signal ?? 0)")
        #expect(run.exitCode == 2, "\(shell)")
        #expect(run.err == message, "\(shell)")
    }

    @Test("list, --version and render's summary line on a full, broken or closed standard output: exit 2, one line",
          arguments: [["list"], ["list", "--json"], ["--version"], ["render", "upnext", "-o", "/dev/null"]])
    func brokenLineOutput(arguments: [String]) throws {
        for (stdout, reason) in [(WidgetPreviewProcess.StandardOutput.path("/dev/full"), "No space left on device"),
                                 (.brokenPipe, "Broken pipe"), (.closed, "Bad file descriptor")] {
            let run = try WidgetPreviewProcess.run(arguments, stdout: stdout)
            #expect(run.signal == nil, "\(arguments) \(stdout): killed by signal \(run.signal ?? 0)")
            #expect(run.exitCode == 2, "\(arguments) \(stdout)")
            #expect(run.err == "error: could not write to standard output: \(reason)\n", "\(arguments) \(stdout)")
        }
    }

    @Test("a symbolic link's target is replaced and the link kept; a FIFO is written through")
    func linkAndFifo() throws {
        let folder = try temporaryFolder("output-kinds")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.png")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.png")
        let run = try WidgetPreviewProcess.run(Self.render + ["-o", link.path])
        #expect(run.exitCode == 0, "\(run.err)")
        #expect(Self.fileType(link.path) == S_IFLNK)
        #expect(try Data(contentsOf: target).prefix(8) == Self.pngSignature)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.png", "real.png"])

        let fifo = folder.appendingPathComponent("pipe.svg").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        // A small SVG fits in the pipe's buffer, so the child finishes before the test reads.
        let svg = try WidgetPreviewProcess.run(["render", "upnext", "--family", "accessoryInline", "--format", "svg", "-o", fifo])
        #expect(svg.exitCode == 0, "\(svg.err)")
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).contains("</svg>"))
        #expect(Self.fileType(fifo) == S_IFIFO)
    }

    @Test("a socket is refused naming it; a folder without '/' and a file with '/' are errors; nothing is written")
    func refused() throws {
        let folder = try temporaryFolder("output-refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let socketPath = folder.appendingPathComponent("s.sock").path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let socketRun = try WidgetPreviewProcess.run(Self.render + ["-o", socketPath])
        #expect(socketRun.exitCode == 2)
        #expect(socketRun.err == "error: render: Cannot write \(socketPath): it is a socket, which is never replaced. "
            + "A socket cannot be opened as a file; give the path of a file.\n")
        #expect(Self.fileType(socketPath) == S_IFSOCK)

        let file = folder.appendingPathComponent("file.png")
        try Data("keep".utf8).write(to: file)
        let fileAsFolder = try WidgetPreviewProcess.run(Self.render + ["-o", file.path + "/"])
        #expect(fileAsFolder.exitCode == 2)
        #expect(fileAsFolder.err == "error: render: -o \(file.path)/: \(file.path) is a file, not a folder; "
            + "drop the trailing '/' to replace the file, or name a folder\n")
        #expect(try Data(contentsOf: file) == Data("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["file.png", "s.sock"])
    }

    @Test("--version and version print the version once defined")
    func version() throws {
        for arguments in [["--version"], ["version"]] {
            let run = try WidgetPreviewProcess.run(arguments)
            #expect(run.exitCode == 0)
            #expect(String(decoding: run.out, as: UTF8.self) == "WidgetPreview \(WidgetPreviewVersion.current)\n")
        }
    }
}
