import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the real `widget-preview` executable (built beside the test binary by `swift build --build-tests`
/// and `swift test`) as a child process with its standard output set up as a test needs: a file, a
/// device, a pipe nobody reads, or closed. Standard error goes to a file.
enum WidgetPreviewProcess {
    enum StandardOutput {
        /// A file the test reads afterwards.
        case file
        /// Opened for writing, such as /dev/full.
        case path(String)
        /// The write end of a pipe whose read end is closed (`| head -c0`).
        case brokenPipe
        /// Not open at all (`>&-`).
        case closed
    }

    struct Outcome {
        /// The exit code, or nil when a signal ended the process.
        var exitCode: Int32?
        var signal: Int32?
        var out: Data
        var err: String
    }

    /// The executable beside this test binary.
    static func executable() throws -> String {
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let path = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("widget-preview").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "\(path) is missing: build it with `swift build --build-tests` (swift test does)")
        }
        return path
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    static func run(_ arguments: [String], stdout: StandardOutput = .file) throws -> Outcome {
        let executable = try executable()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wp-child-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let outFile = work.appendingPathComponent("stdout"), errFile = work.appendingPathComponent("stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var pipeEnds: [Int32] = [-1, -1]
        switch stdout {
        case .file: posix_spawn_file_actions_addopen(&actions, 1, outFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .path(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        case .brokenPipe:
            guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed") }
            close(pipeEnds[0])
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // SIGPIPE as a shell leaves it (the test runner may ignore it, and exec keeps an ignored signal).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        guard spawned == 0 else { throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signalled = status & 0x7f
        return Outcome(exitCode: signalled == 0 ? (status >> 8) & 0xff : nil, signal: signalled == 0 ? nil : signalled,
                       out: (try? Data(contentsOf: outFile)) ?? Data(),
                       err: (try? String(contentsOf: errFile, encoding: .utf8)) ?? "")
    }
}
