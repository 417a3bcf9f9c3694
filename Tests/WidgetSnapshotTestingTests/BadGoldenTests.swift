import Foundation
import Testing
import Graphics
import WidgetPreview
@testable import WidgetSnapshotTesting

/// Bad PNG goldens through the harness with the real codec and comparer (`VerifierTests` uses a stand-in
/// codec): each is a failure whose message names the golden and says what to do, never a crash, a huge
/// allocation or a silently passing image, and the golden is left as it was unless a record mode
/// replaces it.
@Suite("Bad PNG goldens through the harness (real codec)")
struct BadGoldenTests {
    static let actual = solid(6, 5, changed: [(2, 3)])

    /// Verifies `actual` against `golden` (written first) with the live backend.
    static func verify(golden: Data?, record: SnapshotRecordMode = .missing, actual: Bitmap = actual)
        throws -> (result: SnapshotResult, golden: URL, after: Data?, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let settings = SnapshotSettings(record: record, tolerance: .exact, snapshotRoot: folder.snapshots,
                                        artifactsRoot: folder.artifacts, packageRoot: nil, backend: .live,
                                        environment: SnapshotEnvironment([:]))
        let name = GoldenName(folders: ["BadGoldens", "case"], variant: Harness.small)
        let location = try GoldenLocation(root: folder.snapshots, name: name)
        if let golden { try AtomicFileWriter().write(golden, to: location.png) }
        let result = SnapshotVerifier(settings: settings, acceptCommand: "swift test")
            .verify(SnapshotImage(bitmap: actual, svg: nil), name: name, test: "case")
        return (result, location.png, try? Data(contentsOf: location.png), folder)
    }

    static let valid = PNGCodecAdapter()
    static var validPNG: Data { (try? valid.encodePNG(actual)) ?? Data() }

    @Test("corrupt, truncated, empty, zero-size and headerless goldens fail naming the file; the golden is kept", arguments: [
        ("corrupt", Data("this is not a PNG at all".utf8)),
        ("empty", Data()),
        ("zero-width", TestPNG.make(width: 0, height: 5, bitDepth: 8, colourType: 6, rows: [])),
        ("zero-height", TestPNG.make(width: 6, height: 0, bitDepth: 8, colourType: 6, rows: [])),
        ("signature only", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])),
    ])
    func unreadableGolden(label: String, data: Data) throws {
        let (result, golden, after, folder) = try Self.verify(golden: data)
        defer { folder.remove() }
        #expect(result.status == .changed, "\(label)")
        #expect(!result.wroteGolden)
        let message = try #require(result.message)
        #expect(message.contains("  cannot read the golden \(golden.path): "), "\(message)")
        #expect(message.contains(data.isEmpty ? "the file is empty; delete it or re-record it" : "Re-record or re-export it"), "\(message)")
        #expect(message.contains("If the new image is right, accept it with:"))
        #expect(after == data)
    }

    @Test("a golden cut off anywhere fails naming the file, never crashes; the golden is kept")
    func truncatedEverywhere() throws {
        let png = Self.validPNG
        for length in stride(from: 1, to: png.count, by: 7) {
            let cut = png.prefix(length)
            let (result, golden, after, folder) = try Self.verify(golden: cut)
            defer { folder.remove() }
            #expect(result.status == .changed, "cut at \(length)")
            #expect(result.message?.contains("cannot read the golden \(golden.path)") == true, "cut at \(length)")
            #expect(after == cut)
        }
    }

    @Test("a 30000×30000-declared golden fails at once, naming its size, without allocating it", .timeLimit(.minutes(5)))
    func hugeDeclaredGolden() throws {
        let huge = TestPNG.make(width: 30_000, height: 30_000, bitDepth: 8, colourType: 6, rows: [[0, 0, 0, 0]])
        let (result, golden, after, folder) = try Self.verify(golden: huge)
        defer { folder.remove() }
        #expect(result.status == .changed)
        let message = try #require(result.message)
        #expect(message.contains("cannot read the golden \(golden.path): PNG \(golden.path) is too large to load (30000×30000)"), "\(message)")
        #expect(after == huge)
    }

    @Test("16-bit and palette goldens of the same pixels pass; one changed pixel in them is caught", arguments: ["rgba16", "palette8"])
    func sixteenBitAndPaletteGoldens(kind: String) throws {
        let encode = kind == "rgba16" ? TestPNG.rgba16 : TestPNG.palette8
        let same = try Self.verify(golden: encode(Self.actual), record: .never)
        defer { same.folder.remove() }
        #expect(same.result.status == .passed, "\(same.result.message ?? "")")
        #expect(same.result.mismatchedPixels == 0)

        let other = try Self.verify(golden: encode(solid(6, 5, changed: [(2, 3), (5, 4)])), record: .never)
        defer { other.folder.remove() }
        #expect(other.result.status == .changed)
        #expect(other.result.mismatchedPixels == 1)
        #expect(other.result.message?.contains("1 of 30 pixels differ") == true, "\(other.result.message ?? "")")
    }

    @Test("a golden of the wrong size fails with both sizes and is not compared pixel by pixel")
    func wrongSize() throws {
        let (result, golden, after, folder) = try Self.verify(golden: try Self.valid.encodePNG(solid(5, 6)), record: .never)
        defer { folder.remove() }
        #expect(result.status == .changed)
        #expect(result.problems == [.sizeMismatch(expectedWidth: 5, expectedHeight: 6, actualWidth: 6, actualHeight: 5)])
        let message = try #require(result.message)
        #expect(message.contains("size differs: golden is 5×6 px, new image is 6×5 px"))
        #expect(message.contains("golden:   \(golden.path)"))
        #expect(after == (try Self.valid.encodePNG(solid(5, 6))))
    }

    @Test("under record mode failed a damaged golden is replaced by a valid one of the new image")
    func damagedGoldenReRecorded() throws {
        let (result, _, after, folder) = try Self.verify(golden: Self.validPNG.prefix(40), record: .failed)
        defer { folder.remove() }
        #expect(result.wroteGolden)
        let written = try #require(after)
        #expect(try Self.valid.decodePNG(written, name: "golden") == Self.actual)
    }
}

/// A widget asked for in a family it does not support, through the public `assertSnapshot`.
@Suite("Unsupported family through assertSnapshot")
struct UnsupportedFamilyAssertTests {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: RenderContext.defaultNow) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }
    struct SmallOnly: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "small", provider: Provider()) { _ in Text("hi").containerBackground(Color.blue, for: .widget) }
                .supportedFamilies([.systemSmall])
        }
    }

    @Test("the failure names the widget, the family and the supported ones; nothing is recorded")
    func unsupportedFamily() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let issues = IssueCollector()
        var configuration = SnapshotConfiguration(record: .missing, snapshotDirectory: folder.snapshots.path,
                                                  artifactsDirectory: folder.artifacts.path)
        configuration.environment = SnapshotEnvironment([:])
        configuration.issueSink = { issues.add($0) }
        let passed = withSnapshotConfiguration(configuration) {
            assertSnapshot(of: SmallOnly(), entry: Entry(date: RenderContext.defaultNow), families: [.systemLarge],
                           testName: "unsupportedFamily()")
        }
        #expect(!passed)
        #expect(issues.messages == ["Rendering \"BadGoldenTests/unsupportedFamily/systemLarge.homeScreen@2x\" failed: "
            + WidgetRenderError.unsupportedFamily(widget: "SmallOnly", family: .systemLarge, supported: [.systemSmall]).description])
        #expect(folder.files(under: folder.snapshots) == [])
    }
}
