import Foundation
import Graphics
import Typography

/// An SF Symbol: the icon glyph at the current font's size, baseline-aligned like text.
final class SymbolNode: LayoutNode {
    let run: GlyphRun?
    let fontSize: Double
    let metrics: FontMetrics
    let resizable: Bool
    let style: ResolvedStyle

    init(run: GlyphRun?, fontSize: Double, metrics: FontMetrics, resizable: Bool, style: ResolvedStyle) {
        self.run = run
        self.fontSize = fontSize
        self.metrics = metrics
        self.resizable = resizable
        self.style = style
    }

    /// The glyphs' bounds in run space (baseline at y = 0); a cap-height square for a missing symbol.
    var bounds: Rect {
        guard let run, !run.glyphs.isEmpty else {
            return Rect(x: 0, y: -metrics.capHeight, width: max(metrics.capHeight, fontSize * 0.7), height: max(metrics.capHeight, fontSize * 0.7))
        }
        var r: Rect?
        for i in run.glyphs.indices {
            let b = run.path(ofGlyph: i).controlBounds
            r = r.map { $0.union(b) } ?? b
        }
        return r ?? .zero
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let natural = bounds.size
        guard resizable else { return natural }
        return Size(p.width ?? natural.width, p.height ?? natural.height)
    }

    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        guard !resizable, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return -bounds.minY
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        guard let run else { return PlacedNode(frame: frame, drawing: .placeholder) }
        let b = bounds
        // Run space → frame: move the bounds' corner to the origin, then scale the bounds to the frame.
        let sx = b.width > 0 ? frame.width / b.width : 1, sy = b.height > 0 ? frame.height / b.height : 1
        var placedRun = run
        placedRun.transform = run.transform.concatenating(.translation(-b.minX, -b.minY)).concatenating(.scale(sx, sy))
        return PlacedNode(frame: frame, drawing: .glyphs(placedRun, naturalSize: b.size, paint: style))
    }
}
