import Foundation
import Testing
@testable import WidgetSnapshotTesting

@Suite("Atomic file writes")
struct AtomicFileWriterTests {
    struct DiskFull: Error, CustomStringConvertible { var description: String { "No space left on device" } }

    @Test("writes, replaces, and creates folders")
    func writes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("a/b/golden.png")
        try AtomicFileWriter().write(Data([1, 2, 3]), to: url)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        try AtomicFileWriter().write(Data([4]), to: url)
        #expect(try Data(contentsOf: url) == Data([4]))
        try AtomicFileWriter().write(Data(), to: url)
        #expect(try Data(contentsOf: url) == Data())
        #expect(folder.files() == ["a/b/golden.png"])
    }

    @Test("a failure before the rename keeps the old file and leaves no temp file")
    func failureKeepsOld() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("golden.png")
        try AtomicFileWriter().write(Data("old".utf8), to: url)
        let failing = AtomicFileWriter(beforeCommit: { temporary in
            // The temp file is complete and in the same folder when the failure strikes.
            #expect(temporary.deletingLastPathComponent().path == url.deletingLastPathComponent().path)
            #expect(try Data(contentsOf: temporary) == Data("new".utf8))
            throw DiskFull()
        })
        #expect(throws: SnapshotHarnessError.self) { try failing.write(Data("new".utf8), to: url) }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(folder.files() == ["golden.png"])
    }

    @Test("a folder as the target is a clear error naming it, and no temp file is left")
    func renameFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.url.appendingPathComponent("golden.png")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        do {
            try AtomicFileWriter().write(Data([1]), to: target)
            Issue.record("expected an error")
        } catch let error as SnapshotHarnessError {
            #expect(error.description == "Cannot write \(target.path): it is a folder, which is never replaced. Give the path of a file.")
        }
        #expect(folder.files() == [])
    }

    @Test("an unwritable folder is an error naming the file")
    func unwritable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("not-a-folder")
        try Data().write(to: file)
        #expect(throws: SnapshotHarnessError.self) {
            try AtomicFileWriter().write(Data([1]), to: file.appendingPathComponent("x.png"))
        }
    }
}
