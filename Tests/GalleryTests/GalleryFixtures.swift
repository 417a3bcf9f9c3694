import Foundation
import Testing
import WidgetPreview
@testable import WidgetPreviewCLI
import WidgetPreviewDev

/// A small widget for the CLI tests: a coloured tile with a text, in one Home Screen and three Lock
/// Screen families.
struct TileEntry: TimelineEntry {
    let date: Date
    let title: String
}

struct TileProvider: TimelineProvider {
    func placeholder(in context: Context) -> TileEntry { TileEntry(date: RenderContext.defaultNow, title: "Tile") }
    func getSnapshot(in context: Context, completion: @escaping (TileEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TileEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TileWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tile", provider: TileProvider()) { entry in
            VStack(alignment: .leading) {
                Image(systemName: "star.fill")
                Text(entry.title).font(.headline)
            }
            .containerBackground(Color.orange, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

/// A widget with one family only, to show that other families are left out.
struct SmallOnlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "small", provider: TileProvider()) { entry in
            Text(entry.title).containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

enum Fixtures {
    static let sunny = TileEntry(date: RenderContext.defaultNow, title: "Sunny")
    static let rainy = TileEntry(date: RenderContext.defaultNow, title: "Rain at 4 pm")

    /// Two widget previews and a view preview: 13 + 1 + 2 images.
    static var previews: [Preview] {
        [
            Preview("Tile", widget: { TileWidget() }, timeline: {
                PreviewEntry("sunny", sunny)
            }),
            Preview("Small only", widget: { SmallOnlyWidget() }, timeline: { rainy }),
            Preview("Badge", families: [.accessoryCircular]) {
                ZStack { Circle().fill(Color.white.opacity(0.3)); Text("12") }
            },
        ]
    }

    /// Previews with two entries, for the sheet and mock-up.
    static var twoEntries: [Preview] {
        [Preview("Tile", widget: { TileWidget() }, timeline: { PreviewEntry("sunny", sunny); PreviewEntry("rainy", rainy) })]
    }
}

/// What `widget-preview-dev` adds: `bench` (`bench`), and also the graphics test scene in the gallery (`gallery`).
enum DeveloperExtras {
    static let bench = DeveloperCommandLine.extras(drawsGraphicsTestScene: false)
    static let gallery = DeveloperCommandLine.extras(drawsGraphicsTestScene: true)
}

/// Runs the CLI in-process with its output captured.
final class CLIRun: @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []
    private(set) var code: Int32 = -1

    var out: String { lock.withLock { outLines.joined(separator: "\n") } }
    var err: String { lock.withLock { errLines.joined(separator: "\n") } }

    @discardableResult
    init(_ arguments: [String], previews: [Preview] = Fixtures.previews, environment: [String: String] = [:],
         in directory: URL = FileManager.default.temporaryDirectory, terminal: Bool = false, extras: CommandLineExtras = CommandLineExtras(),
         executable: URL? = nil) {
        var context = CommandContext(previews: previews, extras: extras,
                                     environment: environment, currentDirectory: directory,
                                     output: { [unowned self] text in lock.withLock { outLines.append(text) } },
                                     log: { [unowned self] text in lock.withLock { errLines.append(text) } },
                                     isTerminal: terminal)
        context.executable = executable
        code = WidgetPreviewCommandLine.run(arguments: arguments, context: context)
    }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ label: String = "gallery") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wp-\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Every file below `root` (relative paths, sorted) with its bytes, but the gallery's manifest.
func tree(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
    while let item = enumerator.nextObject() as? String {
        if item == GalleryManifest.fileName { continue }
        var isFolder: ObjCBool = false
        let url = root.appendingPathComponent(item)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            files[item] = try Data(contentsOf: url)
        }
    }
    return files
}

/// Writes a gallery of the two-entry fixtures to $WIDGET_PREVIEW_LOOK (to look at the sheets by eye).
@Test func writeGalleryToLookAt() throws {
    guard let folder = ProcessInfo.processInfo.environment["WIDGET_PREVIEW_LOOK"] else { return }
    let run = CLIRun(["gallery", "--output", folder], previews: Fixtures.twoEntries + Array(Fixtures.previews.dropFirst()))
    #expect(run.code == 0, "\(run.err)")
}
