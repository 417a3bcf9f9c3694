import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Issue 17: an accessoryCircular gauge's marker stays inside the gauge (and so inside the widget) at
/// every value, as iOS draws it.
@Suite("Issue 17: gauge markers stay inside their widget")
struct GaugeMarkerTests {
    /// The marker: the only filled circle of the marker's diameter (8 pt).
    private func markerBounds(value: Double, side: Double = 76) -> Rect? {
        let list = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
            .render(Gauge(value: value) { Text("") }.gaugeStyle(.accessoryCircular), size: Size(side, side)).displayList
        for item in list.items {
            if case .fill(let p, _, _) = item, abs(p.controlBounds.width - 8) < 1e-9 { return p.controlBounds }
        }
        return nil
    }

    @Test("at the top (value 0.5) the marker's edge touches the frame: inside, not 1 pt beyond", arguments: [60.0, 76.0])
    func topMarkerTouchesTheEdge(side: Double) throws {
        let b = try #require(markerBounds(value: 0.5, side: side))
        #expect(abs(b.minY) < 1e-9, "\(b)")
        #expect(abs(b.midX - side / 2) < 1e-9)
    }

    @Test("at every value the marker lies within the gauge's square", arguments: [0.0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0])
    func markerInside(value: Double) throws {
        let b = try #require(markerBounds(value: value))
        let frame = Rect(x: 0, y: 0, width: 76, height: 76)
        #expect(b.minX >= -1e-9 && b.minY >= -1e-9 && b.maxX <= frame.maxX + 1e-9 && b.maxY <= frame.maxY + 1e-9, "\(b)")
    }
}
