import Foundation
import Testing
import WidgetGallery
import WidgetPreview
import WidgetSnapshotTesting
@testable import WidgetPreviewCLI

/// `make test`'s check of the gallery: every image `make previews` writes is rendered again and verified
/// against its golden in `Snapshots/` with the snapshot harness. The record mode comes from the environment
/// (`WIDGET_SNAPSHOT_RECORD`, else never under CI, else missing), as for `assertSnapshot`.
@Suite("gallery goldens")
struct GalleryGoldenTests {
    @Test("every gallery image matches its golden in Snapshots/")
    func everyImageMatchesItsGolden() throws {
        let settings = try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: nil, filePath: "\(#filePath)")
        let previews = galleryPreviews
        let images = try GalleryPlan.images(of: previews)
        let outcomes = GalleryRenderer.renderAll(images, previews: previews, jobs: ProcessInfo.processInfo.activeProcessorCount)
        let verifier = SnapshotVerifier(settings: settings, acceptCommand: "make previews")
        var results: [SnapshotResult] = []
        for (image, outcome) in zip(images, outcomes) {
            switch outcome {
            case .rendered(let widget):
                let result = verifier.verify(SnapshotImage(bitmap: widget.bitmap, svg: widget.svg(), warnings: widget.warnings),
                                             name: image.name, test: "GalleryGoldenTests")
                if let message = result.message { Issue.record("\(message)") }
                results.append(result)
            case .skipped:
                continue
            case .failed(let reason):
                Issue.record("gallery image \(image.stem) failed to render: \(reason)")
            }
        }
        SnapshotRunLog.shared.record(results, settings: settings)
        #expect(results.count == images.count - outcomes.filter { if case .skipped = $0 { true } else { false } }.count)
    }
}
