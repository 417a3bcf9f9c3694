import Foundation
import Graphics
import Typography

/// Lays its child out unchanged, then replaces the text and images of the placed subtree with rounded
/// placeholder shapes of their size (HIG: "rectangles of different widths to suggest lines of text, and
/// circles or squares in place of glyphs and images"); shapes and colours stay.
package final class RedactingNode: PassthroughNode {
    /// Opacity of the placeholder shapes over the content's colour. Apple publishes none; 0.18 is
    /// quaternaryLabel's alpha, a "semi-opaque shape" that reads as a placeholder in light and dark.
    package static let placeholderOpacity = 0.18
    /// Corner radius of a placeholder bar; Apple publishes none, third-party approximations use ~2–4 pt.
    package static let cornerRadius = 4.0

    private let fallback: ResolvedStyle

    /// `label` is the colour scheme's label colour: images become placeholders of it.
    package init(child: LayoutNode, label: RGBAColor) {
        fallback = .color(label.multiplyingAlpha(Self.placeholderOpacity))
        super.init(child: child)
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        redact(child.place(in: frame, proposal: proposal))
    }

    private func redact(_ node: PlacedNode) -> PlacedNode {
        if node.effects.contains(where: { if case .unredacted = $0 { return true } else { return false } }) { return node }
        var out = node
        out.children = node.children.map(redact)
        switch node.drawing {
        case .text(let layout, let style):
            out.drawing = .none
            let bars = Self.lineBars(layout, in: node.frame).map {
                PlacedNode(frame: $0, drawing: .fill(Self.bar(radius: Self.cornerRadius), style.multiplyingAlpha(Self.placeholderOpacity), .nonZero))
            }
            out.children = bars + out.children
        case .glyphs(_, _, let style):
            out.drawing = .fill(Self.bar(radius: Self.cornerRadius), style.multiplyingAlpha(Self.placeholderOpacity), .nonZero)
        case .bitmap, .placeholder:
            out.drawing = .fill(Self.bar(radius: Self.cornerRadius), fallback, .nonZero)
        case .none, .fill, .stroke:
            break
        }
        return out
    }

    private static func bar(radius: Double) -> ShapeOutline {
        ShapeOutline { rect in VectorPath.roundedRect(rect, radius: min(radius, min(rect.width, rect.height) / 2), style: .continuous) }
    }

    /// One bar per line: as wide as the line's ink, as tall as the line's share of the frame less 15%
    /// above and below (the gap between bars that reads as line spacing).
    package static func lineBars(_ layout: TextLayout, in frame: Rect) -> [Rect] {
        var lines: [(baseline: Double, minX: Double, maxX: Double)] = []
        for item in layout.items {
            guard case .glyphRun(let run) = item else { continue }
            for index in run.glyphs.indices {
                let bounds = run.path(ofGlyph: index).controlBounds
                guard bounds.width > 0 || bounds.height > 0 else { continue }
                let baseline = run.transform.apply(Point(0, run.glyphs[index].origin.y)).y
                if let i = lines.firstIndex(where: { abs($0.baseline - baseline) < 1 }) {
                    lines[i].minX = min(lines[i].minX, bounds.minX)
                    lines[i].maxX = max(lines[i].maxX, bounds.maxX)
                } else {
                    lines.append((baseline, bounds.minX, bounds.maxX))
                }
            }
        }
        guard !lines.isEmpty else { return [] }
        lines.sort { $0.baseline < $1.baseline }
        let lineHeight = frame.height / Double(lines.count)
        return lines.enumerated().map { index, line in
            Rect(x: frame.minX + line.minX, y: frame.minY + Double(index) * lineHeight + lineHeight * 0.15,
                 width: max(0, line.maxX - line.minX), height: lineHeight * 0.7)
        }
    }
}
