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
    /// Runs after the temporary file is complete and before it replaces the target; tests inject
    /// failures (a full disk, an interruption) here.
    package var beforeCommit: (@Sendable (_ temporary: URL) throws -> Void)?
    /// Whether missing parent folders are created.
    package var createsFolders: Bool

    package init(createsFolders: Bool = true, beforeCommit: (@Sendable (URL) throws -> Void)? = nil) {
        self.createsFolders = createsFolders
        self.beforeCommit = beforeCommit
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    package func write(_ data: Data, to url: URL) throws {
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
            throw SnapshotHarnessError.writeFailed(path: url.path, reason: Self.errnoText())
        }
        var committed = false
        defer {
            if !committed { unlink(temporary.path) }
        }
        do {
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc_write(fd, base + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw SnapshotHarnessError.writeFailed(path: url.path, reason: Self.errnoText())
                    }
                    offset += written
                }
            }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else {
            throw SnapshotHarnessError.writeFailed(path: url.path, reason: Self.errnoText())
        }
        if let beforeCommit {
            do { try beforeCommit(temporary) } catch {
                throw SnapshotHarnessError.writeFailed(path: url.path, reason: Self.reason(error))
            }
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw SnapshotHarnessError.writeFailed(path: url.path, reason: Self.errnoText())
        }
        committed = true
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }

    private static func reason(_ error: Error) -> String {
        String(describing: error)
    }
}

/// `write(2)` under a name that does not clash with the `write` methods above.
@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
    #else
    return Glibc.write(fd, buffer, count)
    #endif
}
