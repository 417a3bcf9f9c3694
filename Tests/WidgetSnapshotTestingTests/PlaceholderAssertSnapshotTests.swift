import Foundation
import Testing
import WidgetPreview
import WidgetSnapshotTesting

/// `assertSnapshot(of: widget)` without an entry: each family is drawn with the entry the widget's provider
/// returns from `placeholder(in:)` for that family (what `widget-preview init`'s generated tests use).
@Suite struct PlaceholderAssertSnapshotTests {
    struct FamilyEntry: TimelineEntry {
        let date: Date
        let text: String
    }

    /// The placeholder names the family it was asked for, so a test sees which context it got.
    struct FamilyProvider: TimelineProvider {
        func placeholder(in context: Context) -> FamilyEntry {
            FamilyEntry(date: RenderContext.defaultNow, text: "\(context.family) \(context.isPreview)")
        }
        func getSnapshot(in context: Context, completion: @escaping (FamilyEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<FamilyEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct FamilyWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "family", provider: FamilyProvider()) { entry in
                Text(entry.text).font(.headline).containerBackground(Color.mint, for: .widget)
            }
            .supportedFamilies([.systemSmall, .accessoryRectangular])
        }
    }

    @Test func eachFamilyIsDrawnWithItsPlaceholderEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wp-placeholder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertSnapshot(of: FamilyWidget(), places: [.homeScreen, .lockScreen], record: .missing, snapshotDirectory: folder.path)
        }
        let recorded = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".png") }.map { ($0 as NSString).lastPathComponent }.sorted()
        #expect(recorded == ["accessoryRectangular.lockScreen@2x.png", "systemSmall.homeScreen@2x.png"])
        // The goldens are exactly the widget drawn with the entry placeholder(in:) returns for each family.
        let now = RenderContext.defaultNow
        #expect(assertSnapshot(of: FamilyWidget(), entry: FamilyEntry(date: now, text: "systemSmall true"), families: [.systemSmall],
                               places: [.homeScreen], record: .never, snapshotDirectory: folder.path))
        #expect(assertSnapshot(of: FamilyWidget(), entry: FamilyEntry(date: now, text: "accessoryRectangular true"),
                               families: [.accessoryRectangular], places: [.lockScreen], record: .never, snapshotDirectory: folder.path))
        withKnownIssue {
            assertSnapshot(of: FamilyWidget(), entry: FamilyEntry(date: now, text: "systemSmall false"), families: [.systemSmall],
                           places: [.homeScreen], record: .never, snapshotDirectory: folder.path)
        }
        #expect(assertSnapshot(of: FamilyWidget(), places: [.homeScreen, .lockScreen], record: .never, snapshotDirectory: folder.path))
    }

    /// Goldens name their OS: a place drawn for iOS 18 (or with measured frames) is its own file beside
    /// the default release's.
    @Test func goldensOfAnotherReleaseNameIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wp-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var old = RenderContext.homeScreen
        old.os = .iOS18
        var measured = RenderContext.homeScreen
        measured.frames = .measured
        withKnownIssue {
            assertSnapshot(of: FamilyWidget(), places: [.homeScreen, old, measured], record: .missing, snapshotDirectory: folder.path)
        }
        let recorded = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".png") }.map { ($0 as NSString).lastPathComponent }.sorted()
        #expect(recorded == ["systemSmall.homeScreen-iOS18@2x.png", "systemSmall.homeScreen-measured@2x.png",
                             "systemSmall.homeScreen@2x.png"])
        #expect(assertSnapshot(of: FamilyWidget(), places: [.homeScreen, old, measured], record: .never, snapshotDirectory: folder.path))
    }
}
