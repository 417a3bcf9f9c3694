import Foundation
import Testing
import WidgetPreview
import WidgetSnapshotTesting

/// The public `assertSnapshot(of:…)` overloads, end to end through the real renderer, codec and diff.
@Suite struct PublicAssertSnapshotTests {
    struct NoteEntry: TimelineEntry {
        let date: Date
        let note: String
    }

    struct NoteProvider: TimelineProvider {
        func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: RenderContext.defaultNow, note: "…") }
        func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct NoteWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "note", provider: NoteProvider()) { entry in
                Text(entry.note).font(.headline).containerBackground(Color.yellow, for: .widget)
            }
            .supportedFamilies([.systemSmall, .accessoryRectangular])
        }
    }

    func files(in folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }.map { ($0 as NSString).lastPathComponent }.sorted()
    }

    @Test func widgetSnapshotsAreRecordedThenPassThenCatchAChange() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wp-assert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = NoteEntry(date: RenderContext.defaultNow, note: "Buy milk")
        // First run: the goldens are missing, so they are written and the assertion fails saying so.
        withKnownIssue {
            assertSnapshot(of: NoteWidget(), entry: entry, places: [.homeScreen, .lockScreen],
                           record: .missing, snapshotDirectory: folder.path)
        }
        // Families come from the widget; each place only draws the families it hosts.
        #expect(files(in: folder) == ["accessoryRectangular.lockScreen@2x.png", "accessoryRectangular.lockScreen@2x.svg",
                                      "systemSmall.homeScreen@2x.png", "systemSmall.homeScreen@2x.svg"])
        #expect(assertSnapshot(of: NoteWidget(), entry: entry, places: [.homeScreen, .lockScreen],
                               record: .never, snapshotDirectory: folder.path))
        // A different entry draws different pixels: one failure per image, nothing rewritten under `never`.
        withKnownIssue {
            assertSnapshot(of: NoteWidget(), entry: NoteEntry(date: entry.date, note: "Buy bread"),
                           places: [.homeScreen, .lockScreen], record: .never, snapshotDirectory: folder.path)
        }
        #expect(assertSnapshot(of: NoteWidget(), entry: entry, places: [.homeScreen, .lockScreen],
                               record: .never, snapshotDirectory: folder.path))
    }

    @Test func viewSnapshotsAndPlacesThatHostNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wp-assert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertSnapshot(of: Text("7").font(.title), families: [.accessoryCircular], places: [.lockScreen],
                           named: "seven", record: .missing, snapshotDirectory: folder.path)
        }
        #expect(files(in: folder) == ["accessoryCircular.lockScreen@2x.png", "accessoryCircular.lockScreen@2x.svg"])
        // The Home Screen hosts no accessory families: that is reported, not silently passed.
        withKnownIssue {
            assertSnapshot(of: Text("7"), families: [.accessoryCircular], places: [.homeScreen],
                           record: .never, snapshotDirectory: folder.path)
        }
    }
}
