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
    /// An enclosed symbol drawn in two layers: the enclosure filling the glyph's bounds (laid out as the
    /// single glyph is) and the inner symbol centred on it in `style`.
    let enclosure: Enclosure?

    struct Enclosure {
        let shape: SymbolEnclosure
        let style: ResolvedStyle
        let inner: GlyphRun
    }

    init(run: GlyphRun?, fontSize: Double, metrics: FontMetrics, resizable: Bool, style: ResolvedStyle, enclosure: Enclosure? = nil) {
        self.run = run
        self.fontSize = fontSize
        self.metrics = metrics
        self.resizable = resizable
        self.style = style
        self.enclosure = enclosure
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

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        guard let run else { return PlacedNode(frame: frame, drawing: .placeholder) }
        let b = bounds
        // Run space → frame: move the bounds' corner to the origin, then scale the bounds to the frame.
        let sx = b.width > 0 ? frame.width / b.width : 1, sy = b.height > 0 ? frame.height / b.height : 1
        if let enclosure { return place(enclosure, in: frame) }
        var placedRun = run
        placedRun.transform = run.transform.concatenating(.translation(-b.minX, -b.minY)).concatenating(.scale(sx, sy))
        return PlacedNode(frame: frame, drawing: .glyphs(placedRun, naturalSize: b.size, paint: style))
    }

    /// The enclosure in the whole frame, the inner glyph scaled to `innerFraction` of it, centred.
    private func place(_ enclosure: Enclosure, in frame: Rect) -> PlacedNode {
        let shape = enclosure.shape
        let back = PlacedNode(frame: frame, drawing: .fill(ShapeOutline { shape.path(in: $0) }, enclosure.style, .nonZero))
        var ib: Rect?
        for i in enclosure.inner.glyphs.indices {
            let g = enclosure.inner.path(ofGlyph: i).controlBounds
            ib = ib.map { $0.union(g) } ?? g
        }
        guard let ib, ib.width > 0, ib.height > 0 else { return PlacedNode(frame: frame, children: [back]) }
        let k = min(frame.width, frame.height) * SymbolEnclosure.innerFraction / max(ib.width, ib.height)
        let size = Size(ib.width * k, ib.height * k)
        let innerFrame = Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        var inner = enclosure.inner
        inner.transform = inner.transform.concatenating(.translation(-ib.minX, -ib.minY)).concatenating(.scale(k, k))
        let front = PlacedNode(frame: innerFrame, drawing: .glyphs(inner, naturalSize: ib.size, paint: style))
        return PlacedNode(frame: frame, children: [back, front])
    }
}
