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
        let verifier = SnapshotVerifier(settings: settings, acceptCommand: "make previews")
        // Drawn and compared on the workers (pixels are drawn lazily, when the comparison asks for them).
        let outcomes = GalleryRenderer.renderAll(images, previews: previews, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            image, outcome -> Result<SnapshotResult, GalleryRenderFailure>? in
            switch outcome {
            case .rendered(let widget):
                do {
                    let snapshot = SnapshotImage(bitmap: try widget.bitmap, svg: widget.svg(), warnings: widget.warnings)
                    return .success(verifier.verify(snapshot, name: image.name, test: "GalleryGoldenTests"))
                } catch {
                    return .failure(GalleryRenderFailure(reason: "\(image.name): \(error)"))
                }
            case .skipped, .notOffered: return nil
            case .failed(let reason): return .failure(GalleryRenderFailure(reason: reason))
            }
        }
        var results: [SnapshotResult] = []
        for (image, outcome) in zip(images, outcomes) {
            switch outcome {
            case .success(let result)?:
                if let message = result.message { Issue.record("\(message)") }
                results.append(result)
            case nil:
                continue
            case .failure(let failure)?:
                Issue.record("gallery image \(image.stem) failed to render: \(failure.reason)")
            }
        }
        SnapshotRunLog.shared.record(results, settings: settings)
        #expect(results.count == images.count - outcomes.filter { $0 == nil }.count)
    }
}
