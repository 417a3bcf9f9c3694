import Foundation
import Graphics
import Typography

extension View {
    /// Draws text and images as placeholder shapes of the same size (`.placeholder`), as the widget
    /// gallery shows a widget before its data arrives. Reasons add up, as in SwiftUI.
    public func redacted(reason: RedactionReasons) -> some View {
        // The environment edit is inside the node wrapper, so the wrapper sees the reasons from outside.
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
            .wrapNode { node, env in
                reason.contains(.placeholder) && !env.redactionReasons.contains(.placeholder)
                    ? RedactingNode(child: node, env: env) : node
            }
    }

    /// Draws this view as authored inside a redacted one.
    public func unredacted() -> some View {
        wrapNode { node, _ in EffectNode(child: node) { _ in [.unredacted] } }
        .environment(\.redactionReasons, [])
    }

    /// Marks content to hide when the device is locked: redacted when the environment's reasons include
    /// `.privacy` (the renderer sets it for a `RenderContext` with `isDeviceLocked`).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        wrapNode { node, env in
            sensitive && env.redactionReasons.contains(.privacy) ? RedactingNode(child: node, env: env) : node
        }
    }
}

/// Lays its child out unchanged, then replaces the text and images of the placed subtree with rounded
/// placeholder shapes of their size (HIG: "rectangles of different widths to suggest lines of text, and
/// circles or squares in place of glyphs and images"); shapes and colours stay.
final class RedactingNode: PassthroughNode {
    /// Opacity of the placeholder shapes over the content's colour. Apple publishes none; 0.18 is
    /// quaternaryLabel's alpha, a "semi-opaque shape" that reads as a placeholder in light and dark.
    static let placeholderOpacity = 0.18
    /// Corner radius of a placeholder bar; Apple publishes none, third-party approximations use ~2–4 pt.
    static let cornerRadius = 4.0

    private let fallback: ResolvedStyle

    init(child: LayoutNode, env: EnvironmentValues) {
        let label: RGBAColor = env.colorScheme == .dark ? .white : .black
        fallback = .color(label.multiplyingAlpha(Self.placeholderOpacity))
        super.init(child: child)
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
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
    static func lineBars(_ layout: TextLayout, in frame: Rect) -> [Rect] {
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
