import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file WidgetPreview writes goes through here, so readers see either the old contents or the new,
/// never a half-written file, and nothing but a regular file is ever replaced.
///
/// For a regular file (or a new one) the data goes to a temporary file in the same folder (same file
/// system, so `rename` is atomic), which then replaces the target; on any error — disk full, permission, a
/// crash hook in tests — the temporary file is removed and the old file is untouched. A symbolic link's
/// final target is replaced that way (the temporary file beside the target), so the link is kept. A
/// device or FIFO is opened and written in place, `/dev/stdout` (and `/dev/fd/N`) is written on the
/// descriptor itself, and a folder or a socket is an error naming the path (see `OutputTarget`).
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

    /// Writes several files as one change as far as a file system allows: every target is looked at first
    /// (a folder or socket among them stops the write before anything changes), every temporary file is
    /// written next, and only when all are complete do they replace their targets. A full disk while
    /// writing any of them leaves every target as it was (a golden's PNG and SVG never end up from
    /// different runs). Devices, FIFOs and descriptors are written in place, in order, at commit time.
    package func write(_ files: [(data: Data, url: URL)]) throws {
        let targets = try files.map { try OutputTarget.resolve($0.url) }
        var temporaries: [URL?] = []
        var committed = 0
        defer {
            for case let temporary? in temporaries.dropFirst(committed) { unlink(temporary.path) }
        }
        for ((data, url), target) in zip(files, targets) {
            guard case .replace(let destination) = target else {
                temporaries.append(nil)
                continue
            }
            temporaries.append(try writeTemporary(data, for: destination, named: url))
        }
        for (index, (data, url)) in files.enumerated() {
            switch targets[index] {
            case .replace(let destination):
                guard let temporary = temporaries[index] else { continue }
                if let beforeCommit {
                    do { try beforeCommit(temporary) } catch {
                        throw SnapshotHarnessError.writeFailed(path: url.path, reason: Self.reason(error))
                    }
                }
                guard rename(temporary.path, destination.path) == 0 else {
                    throw Self.error(errno, writing: url)
                }
            case .writeThrough(let device, let kind):
                try writeThrough(data, to: device, kind: kind, named: url)
            case .descriptor(let descriptor, let name):
                if let failure = writeAll(data, to: descriptor) {
                    throw SnapshotHarnessError.writeThroughFailed(target: name, reason: String(cString: strerror(failure)))
                }
            }
            committed += 1
        }
    }

    /// Writes every byte of `data` on an open descriptor (retrying short writes, waiting while a
    /// non-blocking one is full); returns nil, or the `errno` of the failure (`ENOSPC` for a write that
    /// makes no progress).
    package func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = writeCall(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                if written == -Int(EAGAIN) || written == -Int(EWOULDBLOCK) {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                if written < 0 { return Int32(-written) }
                // write(2) never returns 0 for a non-empty buffer on a regular file; treat it as full.
                if written == 0 { return ENOSPC }
                offset += written
            }
            return nil
        }
    }

    /// A device or FIFO: opened (a FIFO waits for a reader, as a shell's `>` does) and written, never
    /// created, truncated or renamed over.
    private func writeThrough(_ data: Data, to device: URL, kind: String, named url: URL) throws {
        let target = device.path == url.path ? "\(url.path) (\(kind), written in place)"
            : "\(url.path) (a link to \(kind) \(device.path), written in place)"
        var fd: Int32
        repeat { fd = open(device.path, O_WRONLY | O_CLOEXEC | O_NOCTTY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else {
            throw SnapshotHarnessError.writeThroughFailed(target: target, reason: String(cString: strerror(errno)))
        }
        var failure = writeAll(data, to: fd)
        if close(fd) != 0, failure == nil, errno != EINTR { failure = errno }
        if let failure {
            throw SnapshotHarnessError.writeThroughFailed(target: target, reason: String(cString: strerror(failure)))
        }
    }

    /// Writes `data` to a new temporary file beside `destination` (the file that will be replaced) and returns
    /// it; on failure nothing is left. Errors name `url`, the path the caller gave. A file being replaced
    /// keeps its permission bits.
    private func writeTemporary(_ data: Data, for destination: URL, named url: URL) throws -> URL {
        let folder = destination.deletingLastPathComponent()
        if createsFolders {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw SnapshotHarnessError.writeFailed(path: url.path, reason: "cannot create folder \(folder.path): \(Self.reason(error))")
            }
        }
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw Self.error(errno, writing: url)
        }
        var existing = stat()
        if stat(destination.path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {
            _ = fchmod(fd, existing.st_mode & 0o7777)
        }
        var failure = writeAll(data, to: fd)
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
