import Foundation
import WidgetSnapshotCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error of the command line, written with `write(2)` through the one
/// writer: a full, closed or broken standard output is remembered and turned into exit 2 with one line
/// (`FileHandle.write` would trap, `print` would lose it in its buffer, SIGPIPE would kill silently).
final class StandardStreams: @unchecked Sendable {
    static let shared = StandardStreams()
    /// One lock per stream: a slow reader of standard output never holds up progress on standard error.
    private let outputLock = NSLock()
    private let errorLock = NSLock()
    private let writer = AtomicFileWriter()
    private var outputFailure: Int32?

    /// Before a command runs: SIGPIPE ignored (a closed pipe becomes `EPIPE`, reported), and a closed
    /// descriptor 0, 1 or 2 taken by `/dev/null` opened read-only, so no file the command opens lands on
    /// it (a temporary file as "standard output") and writing there still fails (`EBADF`).
    static func prepareProcess() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            _ = open("/dev/null", O_RDONLY | O_CLOEXEC)
        }
    }

    /// Forgets an earlier failure (one per run).
    func reset() { outputLock.withLock { outputFailure = nil } }

    /// Writes `text` and a newline to standard output; after the first failure, nothing more is tried.
    func output(_ text: String) {
        outputLock.withLock {
            guard outputFailure == nil else { return }
            outputFailure = writer.writeAll(Data((text + "\n").utf8), to: STDOUT_FILENO)
        }
    }

    /// Writes `text` as is to standard error; a failure there has nowhere to be reported.
    func error(_ text: String) {
        errorLock.withLock { _ = writer.writeAll(Data(text.utf8), to: STDERR_FILENO) }
    }

    /// The one line for a failed standard output, or nil.
    var failureMessage: String? {
        outputLock.withLock {
            outputFailure.map { "could not write to standard output: \(String(cString: strerror($0)))" }
        }
    }
}
