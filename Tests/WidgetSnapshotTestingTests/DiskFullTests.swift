import Foundation
import Testing
import Graphics
@testable import WidgetSnapshotTesting
#if canImport(Glibc)
import Glibc
#endif

/// A disk with `capacity` free bytes, shared by every file written through `writeCall`: writes go to the
/// real file until the space is used up, the write that crosses the limit is cut short (as `write(2)`
/// does), and the next one fails with `ENOSPC`. Deterministic, so it runs everywhere; `FullDiskTests`
/// (GalleryTests) does the same on a real full tmpfs where the system allows it.
final class DiskThatFillsUp: @unchecked Sendable {
    private let lock = NSLock()
    private var free: Int
    private var _written = 0
    private var _refused = 0

    init(capacity: Int) { free = capacity }

    /// Bytes that reached a file.
    var written: Int { lock.withLock { _written } }
    /// Writes refused with ENOSPC.
    var refused: Int { lock.withLock { _refused } }

    var writeCall: AtomicFileWriter.WriteCall {
        { [self] descriptor, bytes in
            let allowed: Int = lock.withLock {
                let n = min(free, bytes.count)
                free -= n
                _written += n
                if n == 0 { _refused += 1 }
                return n
            }
            guard allowed > 0 else { return -Int(ENOSPC) }
            return AtomicFileWriter.systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: bytes[..<allowed]))
        }
    }

    var writer: AtomicFileWriter { AtomicFileWriter(writeCall: writeCall) }
}

/// Every file below `folder` whose name marks it as one of the writer's temporary files.
func temporaryFiles(under folder: URL) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var out: [String] = []
    while let item = e.nextObject() as? String {
        if item.hasSuffix(".tmp") { out.append(item) }
    }
    return out
}

@Suite("A disk that fills up while writing")
struct DiskFullTests {
    static let noSpace = String(cString: strerror(ENOSPC))

    @Test("a write cut off mid-way keeps the old file, leaves no temp file and says the disk is full")
    func writerKeepsOldFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("Goldens/golden.png")
        try AtomicFileWriter().write(Data("old golden".utf8), to: url)
        let disk = DiskThatFillsUp(capacity: 100)
        let error = #expect(throws: SnapshotHarnessError.self) {
            try disk.writer.write(Data(repeating: 7, count: 1000), to: url)
        }
        #expect(error == .diskFull(path: url.path, reason: Self.noSpace))
        #expect(error?.description == "Could not write \(url.path): the disk is full (No space left on device). "
            + "Nothing was changed there and no partial file was left: the old file, if any, is intact. "
            + "Free some space on that disk and run again.")
        // The failure struck mid-way: 100 bytes went to the temporary file before the refusal.
        #expect(disk.written == 100)
        #expect(disk.refused == 1)
        #expect(try Data(contentsOf: url) == Data("old golden".utf8))
        #expect(folder.files() == ["Goldens/golden.png"])
    }

    @Test("a disk that is full from the first byte: same error, nothing created")
    func fullFromTheStart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("new.svg")
        let disk = DiskThatFillsUp(capacity: 0)
        #expect(throws: SnapshotHarnessError.diskFull(path: url.path, reason: Self.noSpace)) {
            try disk.writer.write("<svg/>", to: url)
        }
        #expect(folder.files() == [])
    }

    @Test("an empty file needs no space and is written")
    func emptyFileFits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("empty.txt")
        try DiskThatFillsUp(capacity: 0).writer.write(Data(), to: url)
        #expect(try Data(contentsOf: url) == Data())
    }

    @Test("PNG and SVG written together: the SVG not fitting keeps both old files")
    func pairIsAllOrNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = folder.url.appendingPathComponent("g.png"), svg = folder.url.appendingPathComponent("g.svg")
        try AtomicFileWriter().write([(Data("old png".utf8), png), (Data("old svg".utf8), svg)])
        let disk = DiskThatFillsUp(capacity: 50)
        let error = #expect(throws: SnapshotHarnessError.self) {
            try disk.writer.write([(Data(repeating: 1, count: 40), png), (Data(repeating: 2, count: 40), svg)])
        }
        #expect(error == .diskFull(path: svg.path, reason: Self.noSpace))
        #expect(try Data(contentsOf: png) == Data("old png".utf8))
        #expect(try Data(contentsOf: svg) == Data("old svg".utf8))
        #expect(folder.files() == ["g.png", "g.svg"])
    }

    @Test("record mode all over an existing golden on a full disk: an error naming the golden, both old files intact")
    func recordingOnAFullDisk() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(4, 4), svg: "<svg>\n<old/>\n</svg>\n")
        let oldPNG = try Data(contentsOf: h.goldenPNG), oldSVG = try Data(contentsOf: h.goldenSVG)
        // Room for part of the new PNG (14 + 64 bytes), none for the SVG or the artifacts.
        let disk = DiskThatFillsUp(capacity: 30)
        let settings = SnapshotSettings(record: .all, tolerance: .exact, snapshotRoot: h.folder.snapshots,
                                        artifactsRoot: h.folder.artifacts, packageRoot: nil,
                                        backend: SnapshotBackend(codec: h.codec, comparer: ExactPixelComparer()),
                                        environment: SnapshotEnvironment([:]))
        let verifier = SnapshotVerifier(settings: settings, acceptCommand: "swift test", writer: disk.writer)
        let name = GoldenName(folders: ["SampleTests", "sampleTest", "sample"], variant: Harness.small)
        let result = verifier.verify(image(solid(4, 4, changed: [(1, 1)]), svg: "<svg>\n<new/>\n</svg>\n"),
                                     name: name, test: "sampleTest")

        #expect(result.status == .error)
        #expect(!result.wroteGolden)
        #expect(disk.written == 30)
        let message = try #require(result.message)
        let full = SnapshotHarnessError.diskFull(path: h.goldenPNG.path, reason: Self.noSpace).description
        #expect(message.contains("Could not record the golden: \(full)"), "\(message)")
        #expect(message.contains("Could not write the failure artifacts under \(h.folder.artifacts.path): Could not write "), "\(message)")
        #expect(message.contains("the disk is full"))
        #expect(try Data(contentsOf: h.goldenPNG) == oldPNG)
        #expect(try Data(contentsOf: h.goldenSVG) == oldSVG)
        #expect(temporaryFiles(under: h.folder.url) == [])
        #expect(h.folder.files(under: h.folder.snapshots) == ["SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.png",
                                                               "SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.svg"])
    }

    @Test("the same record with room to spare replaces both files")
    func recordingWithRoom() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(4, 4), svg: "<svg>\n<old/>\n</svg>\n")
        let disk = DiskThatFillsUp(capacity: 1 << 20)
        let settings = SnapshotSettings(record: .all, tolerance: .exact, snapshotRoot: h.folder.snapshots,
                                        artifactsRoot: h.folder.artifacts, packageRoot: nil,
                                        backend: SnapshotBackend(codec: h.codec, comparer: ExactPixelComparer()),
                                        environment: SnapshotEnvironment([:]))
        let verifier = SnapshotVerifier(settings: settings, acceptCommand: "swift test", writer: disk.writer)
        let name = GoldenName(folders: ["SampleTests", "sampleTest", "sample"], variant: Harness.small)
        let changed = solid(4, 4, changed: [(1, 1)])
        let result = verifier.verify(image(changed, svg: "<svg>\n<new/>\n</svg>\n"), name: name, test: "sampleTest")
        #expect(result.wroteGolden)
        #expect(try Data(contentsOf: h.goldenPNG) == RawBitmapCodec.encode(changed))
        #expect(try String(contentsOf: h.goldenSVG, encoding: .utf8) == "<svg>\n<new/>\n</svg>\n")
        #expect(temporaryFiles(under: h.folder.url) == [])
    }
}
