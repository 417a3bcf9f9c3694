import Testing
import MyWidgetPreviews
import WidgetPreviewCLI
import WidgetPreview

/// Every #Preview image matches its golden in Snapshots/ (written by `swift run my-widgets-preview gallery`).
/// Under CI nothing is recorded; locally, missing goldens are recorded (and the test fails once).
@Test func previewsMatchTheirGoldens() {
    #expect(WidgetPreviewCommandLine.run(arguments: ["verify"], previews: Preview.discovered) == 0)
}
