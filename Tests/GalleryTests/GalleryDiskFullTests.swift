import Foundation
import Testing
import WidgetSnapshotTesting
@testable import WidgetPreviewCLI
#if canImport(Glibc)
import Glibc
#endif

/// The gallery's file writer on a disk that fills up after a number of bytes (an injected `write(2)`):
/// runs everywhere, unlike `FullDiskTests`, which needs a tmpfs in a user namespace.
@Suite("Gallery files on a disk that fills up")
struct GalleryDiskFullTests {
    /// A `write(2)` that lets `capacity` bytes through in total, then fails with ENOSPC.
    final class Disk: @unchecked Sendable {
        private let lock = NSLock()
        private var free: Int
        init(capacity: Int) { free = capacity }
        var writer: AtomicFileWriter {
            AtomicFileWriter(writeCall: { [self] descriptor, bytes in
                let allowed = lock.withLock { () -> Int in
                    let n = min(free, bytes.count)
                    free -= n
                    return n
                }
                guard allowed > 0 else { return -Int(ENOSPC) }
                return AtomicFileWriter.systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: bytes[..<allowed]))
            })
        }
    }

    @Test("a write that fills the disk part-way is exit 2 naming the file; the old file stays, no temp file")
    func writeFails() throws {
        let root = try temporaryFolder("gallery-diskfull")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "Tile/sunny/systemSmall.homeScreen@2x.png"
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tile/sunny"), withIntermediateDirectories: true)
        try Data("old golden".utf8).write(to: root.appendingPathComponent(path))
        let files = GalleryFiles(root: root, writer: Disk(capacity: 300).writer)
        let error = #expect(throws: CLIError.self) { try files.write(Data(repeating: 9, count: 5000), to: path) }
        let full = SnapshotHarnessError.diskFull(path: root.appendingPathComponent(path).path,
                                                 reason: String(cString: strerror(ENOSPC)))
        #expect(error?.message == "gallery: \(full)")
        #expect(error?.exitCode == 2)
        #expect(try tree(root) == [path: Data("old golden".utf8)])
        #expect(files.written == 0)
    }

    @Test("unchanged bytes need no space: a full disk does not fail a second run")
    func unchangedNeedsNoSpace() throws {
        let root = try temporaryFolder("gallery-diskfull")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("same".utf8).write(to: root.appendingPathComponent("a.svg"))
        let files = GalleryFiles(root: root, writer: Disk(capacity: 0).writer)
        try files.write(Data("same".utf8), to: "a.svg")
        #expect(files.unchanged == 1)
        #expect(try tree(root) == ["a.svg": Data("same".utf8)])
    }
}
