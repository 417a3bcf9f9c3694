import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output path names, and so how `AtomicFileWriter` may write it. Only a regular file (or nothing
/// yet) is ever replaced; anything else is written in place or refused, so `-o /dev/full`, a FIFO or a
/// folder can never be renamed over.
package enum OutputTarget: Equatable, Sendable {
    /// A regular file, or no file yet: a temporary file beside `url` is renamed over it. For a symbolic
    /// link, `url` is the link's final target, so the link itself is kept.
    case replace(URL)
    /// A character or block device or a FIFO: opened and written, never renamed over.
    case writeThrough(URL, kind: String)
    /// One of this process's open descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
    /// `/proc/self/fd/N`): written on that descriptor, which is what the shell redirected it to.
    case descriptor(Int32, name: String)

    /// Follows symbolic links (at most 40, as the kernel does) to what `url` finally names.
    /// Throws for a folder and for a socket (which `open(2)` cannot open), naming `url`.
    package static func resolve(_ url: URL) throws -> OutputTarget {
        var path = url.path
        for _ in 0..<40 {
            if let descriptor = descriptorNumber(path) {
                return .descriptor(descriptor, name: descriptorName(descriptor))
            }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                // Nothing there yet (or a path the temporary file's creation will report precisely).
                return .replace(URL(fileURLWithPath: path))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .replace(URL(fileURLWithPath: path))
            case S_IFLNK:
                path = try linkDestination(of: path, naming: url)
            case S_IFDIR:
                throw SnapshotHarnessError.notWritable(path: url.path, kind: path == url.path ? "a folder" : "a link to the folder \(path)",
                                                      advice: "Give the path of a file.")
            case S_IFSOCK:
                throw SnapshotHarnessError.notWritable(path: url.path, kind: path == url.path ? "a socket" : "a link to the socket \(path)",
                                                      advice: "A socket cannot be opened as a file; give the path of a file.")
            case S_IFCHR:
                return .writeThrough(URL(fileURLWithPath: path), kind: "a character device")
            case S_IFBLK:
                return .writeThrough(URL(fileURLWithPath: path), kind: "a block device")
            case S_IFIFO:
                return .writeThrough(URL(fileURLWithPath: path), kind: "a FIFO")
            default:
                throw SnapshotHarnessError.notWritable(path: url.path, kind: "neither a file nor a device",
                                                      advice: "Give the path of a file.")
            }
        }
        throw SnapshotHarnessError.writeFailed(path: url.path, reason: "too many levels of symbolic links")
    }

    /// A link's destination as an absolute path (a relative destination is taken from the link's folder).
    private static func linkDestination(of path: String, naming url: URL) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else {
            throw SnapshotHarnessError.writeFailed(path: url.path, reason: "cannot read the link \(path): \(String(cString: strerror(errno)))")
        }
        let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(destination).path
    }

    /// The descriptor a path names without opening anything: reopening `/proc/self/fd/1` would start a
    /// redirected file at offset 0 (losing `>>`), and renaming over what it links to would replace the
    /// shell's file behind its back.
    static func descriptorNumber(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    static func descriptorName(_ descriptor: Int32) -> String {
        switch descriptor {
        case 1: return "standard output"
        case 2: return "standard error"
        default: return "file descriptor \(descriptor)"
        }
    }
}
