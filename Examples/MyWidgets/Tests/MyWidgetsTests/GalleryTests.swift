import Testing
import MyWidgetPreviews
import WidgetPreviewCLI

/// Every preview image matches its golden in Snapshots/ (written by `swift run my-widgets-preview gallery`).
/// Under CI nothing is recorded; locally, missing goldens are recorded (and the test fails once).
@Test func previewsMatchTheirGoldens() {
    #expect(WidgetPreviewCommandLine.run(arguments: ["verify"], previews: myPreviews) == 0)
}
