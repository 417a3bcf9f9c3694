import Foundation
import Testing
import Graphics
@testable import WidgetSnapshotTesting

/// Goldens over `StreamedPixelmatch.wholeImagePixelLimit` pixels are compared a band of rows at a time
/// (never decoded whole) with the live backend: the same counts and diff image as the whole-image path,
/// the golden's own bytes as the expected artifact, and no 3-panel sheet, which the message explains.
@Suite("Large goldens are streamed")
struct LargeGoldenTests {
    /// Just over the limit: 2100 × 2000 = 4.2 Mpx.
    static let width = 2100, height = 2000

    static func picture(patches: [(x: Int, y: Int, w: Int, h: Int)]) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let words = UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt32.self)
            words.initialize(repeating: UInt32(littleEndian: 0xFF_E0_F0_F4))
            for patch in patches {
                for y in patch.y..<(patch.y + patch.h) {
                    for x in patch.x..<(patch.x + patch.w) { words[y * width + x] = UInt32(littleEndian: 0xFF_C0_20_10) }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    static let golden = picture(patches: [(500, 700, 40, 3)])
    /// Two patches changed: one inside the first band, one across two bands and at the right edge.
    static let changed = picture(patches: [(500, 700, 40, 3), (10, 5, 20, 4), (2090, 60, 10, 10)])

    @Test("a changed large image: same count and diff image as the whole path, no sheet, and a note why")
    func changedImage() throws {
        #expect(Self.width * Self.height > StreamedPixelmatch.wholeImagePixelLimit)
        let (result, golden, _, folder) = try BadGoldenTests.verify(golden: PNGCodec.encode(Self.golden), actual: Self.changed)
        defer { folder.remove() }
        let whole = try Pixelmatch.compare(Self.golden, Self.changed, options: .init(threshold: 0.1), writeDiff: true)
        #expect(whole.mismatched == 20 * 4 + 10 * 10)
        #expect(result.status == .changed)
        #expect(result.mismatchedPixels == whole.mismatched)
        #expect(result.totalPixels == Self.width * Self.height)
        let artifacts = result.artifacts
        #expect(artifacts.comparisonPNG == nil)
        let diffPath = try #require(artifacts.diffPNG)
        let diff = try PNGCodec.decode(contentsOf: folder.artifacts.appendingPathComponent(diffPath))
        #expect(diff == whole.diff)
        let expectedPath = try #require(artifacts.expectedPNG)
        #expect(try Data(contentsOf: folder.artifacts.appendingPathComponent(expectedPath)) == Data(contentsOf: golden))
        #expect(artifacts.actualPNG != nil)
        let message = try #require(result.message)
        #expect(message.contains("No comparison sheet: the golden is 2100×2000 px, over the 4 Mpx up to which one is drawn"))
        #expect(message.contains("\(whole.mismatched) of \(Self.width * Self.height) pixels differ"))
    }

    @Test("an identical large image passes; one that differs within the threshold is re-recorded under all")
    func identicalAndWithinThreshold() throws {
        let same = try BadGoldenTests.verify(golden: PNGCodec.encode(Self.golden), actual: Self.golden)
        defer { same.folder.remove() }
        #expect(same.result.status == .passed)
        #expect(same.result.mismatchedPixels == 0)

        // One channel one step off: under pixelmatch's threshold, but not the same bytes.
        var nearly = Self.golden
        nearly.pixels[4 * (Self.width * 1500 + 3)] &+= 1
        let never = try BadGoldenTests.verify(golden: PNGCodec.encode(Self.golden), record: .never, actual: nearly)
        defer { never.folder.remove() }
        #expect(never.result.status == .passed)
        #expect(never.result.mismatchedPixels == 0)
        let all = try BadGoldenTests.verify(golden: PNGCodec.encode(Self.golden), record: .all, actual: nearly)
        defer { all.folder.remove() }
        #expect(all.result.wroteGolden)
    }

    @Test("a large golden damaged after its header fails naming the file; a wrong size is reported as such")
    func damagedAndWrongSize() throws {
        let png = try PNGCodec.encode(Self.golden)
        // Flip bytes in the middle of the image data: the header is fine, a later IDAT's CRC is not.
        var damaged = png
        damaged[damaged.count / 2] ^= 0xFF
        let cut = try BadGoldenTests.verify(golden: damaged, actual: Self.golden)
        defer { cut.folder.remove() }
        #expect(cut.result.status == .changed)
        #expect(cut.result.message?.contains("cannot read the golden \(cut.golden.path)") == true, "\(cut.result.message ?? "")")

        let small = try BadGoldenTests.verify(golden: png, actual: Bitmap(width: 20, height: 10))
        defer { small.folder.remove() }
        #expect(small.result.problems.contains(.sizeMismatch(expectedWidth: Self.width, expectedHeight: Self.height,
                                                             actualWidth: 20, actualHeight: 10)))
        #expect(small.result.artifacts.expectedPNG != nil)
    }

    @Test("the large golden is never decoded whole; a small one is, once")
    func largeGoldenIsNotDecoded() throws {
        for (golden, actual, decodes) in [(Self.golden, Self.changed, 0), (Bitmap(width: 6, height: 5), Bitmap(width: 6, height: 5), 1)] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let codec = CountingCodec()
            let settings = SnapshotSettings(record: .never, tolerance: .exact, snapshotRoot: folder.snapshots,
                                            artifactsRoot: folder.artifacts, packageRoot: nil,
                                            backend: SnapshotBackend(codec: codec, comparer: PixelmatchAdapter()),
                                            environment: SnapshotEnvironment([:]))
            let name = GoldenName(folders: ["Large", "case"], variant: Harness.small)
            let location = try GoldenLocation(root: folder.snapshots, name: name)
            try AtomicFileWriter().write(PNGCodec.encode(golden), to: location.png)
            let result = SnapshotVerifier(settings: settings, acceptCommand: "swift test")
                .verify(SnapshotImage(bitmap: actual, svg: nil), name: name, test: "case")
            #expect(result.status == (decodes == 0 ? .changed : .passed))
            #expect(codec.decodes == decodes, "\(golden.width)×\(golden.height)")
        }
    }
}

/// The live codec, counting whole-image decodes.
private final class CountingCodec: SnapshotImageCoding, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var decodes: Int { lock.withLock { count } }

    func encodePNG(_ bitmap: Bitmap) throws -> Data { try PNGCodec.encode(bitmap) }

    func decodePNG(_ data: Data, name: String) throws -> Bitmap {
        lock.withLock { count += 1 }
        return try PNGCodec.decode(data, name: name)
    }
}
