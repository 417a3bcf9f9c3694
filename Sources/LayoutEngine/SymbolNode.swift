import Foundation
import Graphics
import Typography

/// An SF Symbol: the icon glyph at the current font's size, baseline-aligned like text.
package final class SymbolNode: LayoutNode {
    package let run: GlyphRun?
    package let fontSize: Double
    package let metrics: FontMetrics
    package let resizable: Bool
    package let style: ResolvedStyle
    /// An enclosed symbol drawn in two layers: the enclosure filling the glyph's bounds (laid out as the
    /// single glyph is) and the inner symbol centred on it in `style`.
    package let enclosure: Enclosure?

    package struct Enclosure {
        /// The enclosure's outline, and how much of it the inner symbol spans.
        package let outline: ShapeOutline
        package let innerFraction: Double
        package let style: ResolvedStyle
        package let inner: GlyphRun

        package init(outline: ShapeOutline, innerFraction: Double, style: ResolvedStyle, inner: GlyphRun) {
            self.outline = outline
            self.innerFraction = innerFraction
            self.style = style
            self.inner = inner
        }
    }

    package init(run: GlyphRun?, fontSize: Double, metrics: FontMetrics, resizable: Bool, style: ResolvedStyle, enclosure: Enclosure? = nil) {
        self.run = run
        self.fontSize = fontSize
        self.metrics = metrics
        self.resizable = resizable
        self.style = style
        self.enclosure = enclosure
    }

    /// The glyphs' bounds in run space (baseline at y = 0); a cap-height square for a missing symbol.
    package var bounds: Rect {
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

    package override func computeSize(_ p: ProposedSize) -> Size {
        let natural = bounds.size
        guard resizable else { return natural }
        return Size(p.width ?? natural.width, p.height ?? natural.height)
    }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        guard !resizable, key == AlignmentKey.firstTextBaseline || key == AlignmentKey.lastTextBaseline else { return nil }
        return -bounds.minY
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
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
        let back = PlacedNode(frame: frame, drawing: .fill(enclosure.outline, enclosure.style, .nonZero))
        var ib: Rect?
        for i in enclosure.inner.glyphs.indices {
            let g = enclosure.inner.path(ofGlyph: i).controlBounds
            ib = ib.map { $0.union(g) } ?? g
        }
        guard let ib, ib.width > 0, ib.height > 0 else { return PlacedNode(frame: frame, children: [back]) }
        let k = min(frame.width, frame.height) * enclosure.innerFraction / max(ib.width, ib.height)
        let size = Size(ib.width * k, ib.height * k)
        let innerFrame = Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        var inner = enclosure.inner
        inner.transform = inner.transform.concatenating(.translation(-ib.minX, -ib.minY)).concatenating(.scale(k, k))
        let front = PlacedNode(frame: innerFrame, drawing: .glyphs(inner, naturalSize: ib.size, paint: style))
        return PlacedNode(frame: frame, children: [back, front])
    }
}
