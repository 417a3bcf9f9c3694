import Foundation
import Graphics
@testable import WidgetSnapshotTesting

/// A stand-in for the PNG codec: "RAWBMP" + width + height (4 bytes each, big-endian) + RGBA bytes.
/// It counts calls, so tests can prove that verifying never encodes and decodes each golden once.
final class RawBitmapCodec: SnapshotImageCoding, @unchecked Sendable {
    struct Corrupt: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name) is not a raw bitmap" }
    }

    private let lock = NSLock()
    private var _encodes = 0
    private var _decodes = 0
    var encodes: Int { lock.withLock { _encodes } }
    var decodes: Int { lock.withLock { _decodes } }

    func encodePNG(_ bitmap: Bitmap) throws -> Data {
        lock.withLock { _encodes += 1 }
        return Self.encode(bitmap)
    }

    func decodePNG(_ data: Data, name: String) throws -> Bitmap {
        lock.withLock { _decodes += 1 }
        return try Self.decode(data, name: name)
    }

    static func encode(_ bitmap: Bitmap) -> Data {
        var data = Data("RAWBMP".utf8)
        for v in [bitmap.width, bitmap.height] {
            data.append(contentsOf: [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)])
        }
        data.append(contentsOf: bitmap.pixels)
        return data
    }

    static func decode(_ data: Data, name: String) throws -> Bitmap {
        let bytes = [UInt8](data)
        guard bytes.count >= 14, bytes.starts(with: Array("RAWBMP".utf8)) else { throw Corrupt(name: name) }
        func int(_ at: Int) -> Int { bytes[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = int(6), h = int(10)
        guard w <= 4096, h <= 4096, bytes.count == 14 + w * h * 4 else { throw Corrupt(name: name) }
        return Bitmap(width: w, height: h, pixels: Array(bytes[14...]))
    }
}

/// A fresh folder under the system temp folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("wst-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    var snapshots: URL { url.appendingPathComponent("Snapshots", isDirectory: true) }
    var artifacts: URL { url.appendingPathComponent("artifacts", isDirectory: true) }

    /// Every file below the folder, as relative paths, sorted.
    func files(under sub: URL? = nil) -> [String] {
        let base = (sub ?? url).standardizedFileURL
        guard let e = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var out: [String] = []
        for case let file as URL in e {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let path = String(file.standardizedFileURL.path.dropFirst(base.path.count + 1))
                // The run's manifest of checked goldens (`CheckedGoldensManifest`) is not an artifact.
                if path.hasPrefix(CheckedGoldensManifest.folderName + "/") { continue }
                out.append(path)
            }
        }
        return out.sorted()
    }
}

/// Collects reported issues instead of failing the test.
final class IssueCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var _issues: [SnapshotIssue] = []
    var messages: [String] { lock.withLock { _issues.map(\.message) } }
    var issues: [SnapshotIssue] { lock.withLock { _issues } }
    func add(_ issue: SnapshotIssue) { lock.withLock { _issues.append(issue) } }
}

/// A w×h bitmap of one opaque colour, with optional pixels changed to red.
func solid(_ w: Int, _ h: Int, _ r: UInt8 = 10, _ g: UInt8 = 120, _ b: UInt8 = 200, changed: [(Int, Int)] = []) -> Bitmap {
    var px = [UInt8](repeating: 0, count: w * h * 4)
    for i in stride(from: 0, to: px.count, by: 4) { px[i] = r; px[i + 1] = g; px[i + 2] = b; px[i + 3] = 255 }
    for (x, y) in changed {
        let i = (y * w + x) * 4
        px[i] = 255; px[i + 1] = 0; px[i + 2] = 0
    }
    return Bitmap(width: w, height: h, pixels: px)
}

/// A harness set up in a temp folder with doubles: the environment, codec and issue sink are the test's.
struct Harness {
    let folder: TemporaryFolder
    let codec = RawBitmapCodec()
    let issues = IssueCollector()
    var environment: [String: String]

    init(environment: [String: String] = [:]) throws {
        folder = try TemporaryFolder()
        self.environment = environment
    }

    var configuration: SnapshotConfiguration {
        var c = SnapshotConfiguration(snapshotDirectory: folder.snapshots.path,
                                      artifactsDirectory: folder.artifacts.path)
        c.environment = SnapshotEnvironment(environment)
        c.backend = SnapshotBackend(codec: codec, comparer: ExactPixelComparer())
        let issues = self.issues
        c.issueSink = { issues.add($0) }
        return c
    }

    static let small = SnapshotVariant(family: "systemSmall", place: "homeScreen", scale: 2)

    /// Asserts `image` as the variant(s) of a snapshot named `named` (from a fixed fake caller).
    @discardableResult
    func assert(_ image: SnapshotImage, named: String? = "sample", variants: [SnapshotVariant] = [Harness.small],
                record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
                registry: GoldenNameRegistry = GoldenNameRegistry(), testName: String = "sampleTest()") -> [SnapshotResult] {
        withSnapshotConfiguration(configuration) {
            let caller = SnapshotCaller(fileID: "Tests/SampleTests.swift", filePath: #filePath, line: 7, column: 9,
                                        testName: testName)
            let results = verifySnapshotImages(variants: variants, named: named, record: record, tolerance: tolerance,
                                               snapshotDirectory: nil, caller: caller, registry: registry,
                                               render: { _ in image })
            for r in results where r.message != nil {
                SnapshotIssueReporter.report(SnapshotIssue(message: r.message ?? "", caller: caller))
            }
            return results
        }
    }

    /// `Snapshots/SampleTests/sampleTest/sample/systemSmall.homeScreen@2x`
    var goldenStem: URL {
        folder.snapshots.appendingPathComponent("SampleTests/sampleTest/sample/systemSmall.homeScreen@2x")
    }
    var goldenPNG: URL { URL(fileURLWithPath: goldenStem.path + ".png") }
    var goldenSVG: URL { URL(fileURLWithPath: goldenStem.path + ".svg") }

    func writeGolden(_ bitmap: Bitmap, svg: String? = "<svg>\n<rect/>\n</svg>\n") throws {
        try AtomicFileWriter().write(RawBitmapCodec.encode(bitmap), to: goldenPNG)
        if let svg { try AtomicFileWriter().write(svg, to: goldenSVG) }
    }
}

func image(_ bitmap: Bitmap, svg: String? = "<svg>\n<rect/>\n</svg>\n") -> SnapshotImage {
    SnapshotImage(bitmap: bitmap, svg: svg)
}
