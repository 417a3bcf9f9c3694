import Foundation
import WidgetPreviewCLI
#if canImport(Glibc)
import Glibc
#endif

/// What a finished child process used, as the kernel counted it (`wait4`): Foundation's `Process` does not
/// report peak memory, which the benchmark needs for a whole gallery run.
struct ChildProcessUsage {
    var exitStatus: Int32
    var wallSeconds: Double
    /// User plus system CPU time.
    var cpuSeconds: Double
    /// Peak resident set size (`ru_maxrss`).
    var peakMemoryKiB: Int
}

enum ChildProcess {
    /// This program's own executable, so the benchmark can time its own commands as a user runs them.
    static var currentExecutable: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    /// Runs `executable` with `arguments` and waits for it; standard output goes to `outputFile` (discarded
    /// when nil), standard error is discarded.
    static func run(_ executable: String, _ arguments: [String], outputFile: String? = nil) throws -> ChildProcessUsage {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputFile ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw CLIError("could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw CLIError("waiting for \(executable) failed: \(String(cString: strerror(errno)))") }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let exited = status & 0x7f == 0
        return ChildProcessUsage(exitStatus: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), wallSeconds: wall,
                                 cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakMemoryKiB: usage.ru_maxrss)
    }
}
