import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see either the old contents or the new, never a half-written file.
///
/// The data goes to a temporary file in the same folder (same file system, so `rename` is atomic), which
/// then replaces the target. On any error — disk full, permission, a crash hook in tests — the temporary
/// file is removed and the old file is untouched.
package struct AtomicFileWriter: Sendable {
    /// Writes bytes to an open file descriptor: the number written, or `-errno` on failure. The default
    /// is `write(2)`; tests inject a disk that fills up after some bytes (`-ENOSPC`).
    package typealias WriteCall = @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int

    /// Runs after the temporary file is complete and before it replaces the target; tests inject
    /// failures (a full disk, an interruption) here.
    package var beforeCommit: (@Sendable (_ temporary: URL) throws -> Void)?
    /// Whether missing parent folders are created.
    package var createsFolders: Bool
    /// How bytes reach the temporary file (see `WriteCall`).
    package var writeCall: WriteCall

    package init(createsFolders: Bool = true, beforeCommit: (@Sendable (URL) throws -> Void)? = nil,
                 writeCall: @escaping WriteCall = AtomicFileWriter.systemWrite) {
        self.createsFolders = createsFolders
        self.beforeCommit = beforeCommit
        self.writeCall = writeCall
    }

    /// `write(2)`, retried on `EINTR`.
    package static let systemWrite: WriteCall = { descriptor, bytes in
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
        while true {
            let written = systemWriteCall(descriptor, base, bytes.count)
            if written >= 0 { return written }
            if errno != EINTR { return -Int(errno) }
        }
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    package func write(_ data: Data, to url: URL) throws {
        try write([(data, url)])
    }

    /// Writes several files as one change as far as a file system allows: every temporary file is written
    /// first, and only when all are complete do they replace their targets. A full disk while writing any
    /// of them leaves every target as it was (a golden's PNG and SVG never end up from different runs).
    package func write(_ files: [(data: Data, url: URL)]) throws {
        var temporaries: [URL] = []
        var committed = 0
        defer {
            for temporary in temporaries.dropFirst(committed) { unlink(temporary.path) }
        }
        for (data, url) in files {
            temporaries.append(try writeTemporary(data, for: url))
        }
        for (index, (_, url)) in files.enumerated() {
            let temporary = temporaries[index]
            if let beforeCommit {
                do { try beforeCommit(temporary) } catch {
                    throw SnapshotHarnessError.writeFailed(path: url.path, reason: Self.reason(error))
                }
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw Self.error(errno, writing: url)
            }
            committed += 1
        }
    }

    /// Writes `data` to a new temporary file beside `url` and returns it; on failure nothing is left.
    private func writeTemporary(_ data: Data, for url: URL) throws -> URL {
        let folder = url.deletingLastPathComponent()
        if createsFolders {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw SnapshotHarnessError.writeFailed(path: url.path, reason: "cannot create folder \(folder.path): \(Self.reason(error))")
            }
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw Self.error(errno, writing: url)
        }
        var failure: Int32?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = writeCall(fd, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                if written < 0 {
                    failure = Int32(-written)
                    return
                }
                if written == 0 {
                    // write(2) never returns 0 for a non-empty buffer on a regular file; treat it as full.
                    failure = ENOSPC
                    return
                }
                offset += written
            }
        }
        // close(2) can report a deferred write error (NFS, quotas).
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw Self.error(failure, writing: url)
        }
        return temporary
    }

    /// A full disk (or quota) gets its own message: what happened and what to do.
    private static func error(_ code: Int32, writing url: URL) -> SnapshotHarnessError {
        if code == ENOSPC || code == EDQUOT {
            return .diskFull(path: url.path, reason: String(cString: strerror(code)))
        }
        return .writeFailed(path: url.path, reason: String(cString: strerror(code)))
    }

    private static func reason(_ error: Error) -> String {
        String(describing: error)
    }
}

/// `write(2)` under a name that does not clash with the `write` methods above.
@inline(__always)
private func systemWriteCall(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
    #else
    return Glibc.write(fd, buffer, count)
    #endif
}
