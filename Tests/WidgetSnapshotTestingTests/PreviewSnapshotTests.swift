import Foundation
import Testing
import WidgetPreview
import WidgetSnapshotTesting

// Previews of this test module, found by `Preview.discovered` like any developer's.
#Preview("Snapshot by name", as: .systemSmall) {
    PublicAssertSnapshotTests.NoteWidget()
} timeline: {
    PublicAssertSnapshotTests.NoteEntry(date: RenderContext.defaultNow, note: "first")
    PublicAssertSnapshotTests.NoteEntry(date: RenderContext.defaultNow, note: "second")
}

#Preview {
    Text("unnamed").containerBackground(Color.blue, for: .widget)
}

/// `assertSnapshot(ofPreview:)`: a `#Preview` checked by its name.
@Suite struct PreviewSnapshotTests {
    @Test func previewsOfThisModuleAreDiscoveredInSourceOrder() {
        let mine = Preview.discovered.filter { $0.sourceLocation?.fileID == "WidgetSnapshotTestingTests/PreviewSnapshotTests.swift" }
        #expect(mine.map(\.name) == ["Snapshot by name", "PreviewSnapshotTests.swift:14"])
        #expect(mine.map { $0.sourceLocation?.line } == [7, 14])
        #expect(mine.first?.entries.map(\.name) == ["entry-1", "entry-2"])
    }

    @Test func aPreviewIsSnapshotByNameOnePerEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wp-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertSnapshot(ofPreview: "Snapshot by name", record: .missing, snapshotDirectory: folder.path)
        }
        let written = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".png") }.map { ($0 as NSString).pathComponents.suffix(2).joined(separator: "/") }.sorted()
        #expect(written == ["entry-1/systemSmall.homeScreen@2x.png", "entry-2/systemSmall.homeScreen@2x.png"])
        #expect(assertSnapshot(ofPreview: "Snapshot by name", record: .never, snapshotDirectory: folder.path))
    }

    @Test func anUnknownNameFailsListingThePreviews() {
        withKnownIssue {
            #expect(assertSnapshot(ofPreview: "No such preview") == false)
        } matching: { issue in
            "\(issue)".contains("No #Preview named 'No such preview'") && "\(issue)".contains("'Snapshot by name'")
        }
    }
}
