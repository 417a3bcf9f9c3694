import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// Where a place removes the container background (StandBy, the Lock Screen), the renderer decides so
/// before drawing: the background is not resolved, laid out or drawn, rather than drawn and then stripped.
@Suite("container background removal")
struct ContainerBackgroundRemovalTests {
    struct Content: View {
        var body: some View {
            Text("Hi").containerBackground(for: .widget) { Image("no-such-background-image") }
        }
    }

    static func drawsBackgroundGroup(_ widget: RenderedWidget) -> Bool {
        widget.displayList.items.contains { if case .beginGroup(.containerBackground) = $0 { return true } else { return false } }
    }

    @Test("a place that removes the background never resolves it: no warning about what it would draw")
    func removedBackgroundIsNotResolved() throws {
        let home = try WidgetRenderer(family: .systemSmall, context: .homeScreen).render(Content())
        #expect(home.warnings.contains { $0.contains("no-such-background-image") }, "\(home.warnings)")
        #expect(Self.drawsBackgroundGroup(home))
        let standBy = try WidgetRenderer(family: .systemSmall, context: .standBy).render(Content())
        #expect(!standBy.warnings.contains { $0.contains("no-such-background-image") }, "\(standBy.warnings)")
        #expect(!Self.drawsBackgroundGroup(standBy))
        // Declared all the same: no "declares no containerBackground" warning.
        #expect(!standBy.warnings.contains { $0.contains("declares no containerBackground") }, "\(standBy.warnings)")
    }
}
