import Foundation
import Testing
import Graphics
@testable import WidgetSnapshotTesting

/// The live codec settles a passing golden while decoding it (`SnapshotImageCoding.decodedPNG(_:name:isExactly:)`);
/// every other outcome must stay what a whole decode gives: the counts, the messages and the artifacts.
@Suite("Verifier compares while decoding (real codec)")
struct VerifyWhileDecodingTests {
    /// 40 rows: more than one band of the matching decode.
    static let golden = solid(30, 40)

    static func verify(golden: Bitmap, goldenSVG: String = "<svg/>\n", actual: Bitmap, svg: String = "<svg/>\n",
                       backend: SnapshotBackend = .live) throws -> (result: SnapshotResult, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let settings = SnapshotSettings(record: .never, tolerance: .exact, snapshotRoot: folder.snapshots,
                                        artifactsRoot: folder.artifacts, packageRoot: nil, backend: backend,
                                        environment: SnapshotEnvironment([:]))
        let name = GoldenName(folders: ["WhileDecoding", "case"], variant: Harness.small)
        let location = try GoldenLocation(root: folder.snapshots, name: name)
        try AtomicFileWriter().write([(try PNGCodec.encode(golden), location.png), (Data(goldenSVG.utf8), location.svg)])
        let result = SnapshotVerifier(settings: settings, acceptCommand: "swift test")
            .verify(SnapshotImage(bitmap: actual, svg: svg), name: name, test: "case")
        return (result, folder)
    }

    @Test("an identical image passes with every pixel counted and no artifact")
    func identicalPasses() throws {
        let (result, folder) = try Self.verify(golden: Self.golden, actual: Self.golden)
        defer { folder.remove() }
        #expect(result.status == .passed)
        #expect(result.mismatchedPixels == 0 && result.totalPixels == 30 * 40)
        #expect(result.message == nil && result.artifacts.isEmpty)
    }

    @Test("one pixel changed in the first or the last row fails with the whole-decode count and message",
          arguments: [(0, 0), (29, 39)])
    func changedPixelFails(_ x: Int, _ y: Int) throws {
        let actual = solid(30, 40, changed: [(x, y)])
        let (result, folder) = try Self.verify(golden: Self.golden, actual: actual)
        defer { folder.remove() }
        #expect(result.status == .changed)
        #expect(result.problems == [.pixels(mismatched: 1, total: 1200, allowed: 0, threshold: SnapshotTolerance.exact.threshold)])
        #expect(result.message?.contains("1 of 1200 pixels differ") == true, "\(result.message ?? "")")
        #expect(result.artifacts.diffPNG != nil && result.artifacts.comparisonPNG != nil && result.artifacts.expectedPNG != nil)
    }

    @Test("same pixels but another SVG: the expected picture and the sheet are still written, as with a whole decode")
    func svgOnlyDifferenceKeepsPictureArtifacts() throws {
        let live = try Self.verify(golden: Self.golden, actual: Self.golden, svg: "<svg><rect/></svg>\n")
        defer { live.folder.remove() }
        // The stand-in default (no matching decode) is the reference: the verifier decodes the golden whole.
        let whole = try Self.verify(golden: Self.golden, actual: Self.golden, svg: "<svg><rect/></svg>\n",
                                    backend: SnapshotBackend(codec: WholeDecodeCodec(), comparer: PixelmatchAdapter()))
        defer { whole.folder.remove() }
        #expect(live.result.status == .changed)
        #expect(live.result.artifacts == whole.result.artifacts)
        #expect(live.result.artifacts.expectedPNG != nil && live.result.artifacts.comparisonPNG != nil)
        #expect(live.result.mismatchedPixels == 0 && whole.result.mismatchedPixels == 0)
        #expect(live.result.message?.replacingOccurrences(of: live.folder.url.path, with: "")
                == whole.result.message?.replacingOccurrences(of: whole.folder.url.path, with: ""))
    }
}

/// The live codec without the matching decode (the protocol's default): always a whole decode.
private struct WholeDecodeCodec: SnapshotImageCoding {
    func encodePNG(_ bitmap: Bitmap) throws -> Data { try PNGCodec.encode(bitmap) }
    func decodePNG(_ data: Data, name: String) throws -> Bitmap { try PNGCodec.decode(data, name: name) }
}
