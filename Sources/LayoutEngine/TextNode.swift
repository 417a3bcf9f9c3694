import Foundation
import Graphics
import Typography

/// Text: asks the text engine for a layout at the proposed width; reports baselines for alignment.
package final class TextNode: LayoutNode {
    package let request: TextLayoutRequest
    package let engine: any TextLayoutEngine
    package let style: ResolvedStyle
    private var layouts: [LayoutKey: TextLayout] = [:]

    private struct LayoutKey: Hashable { let width: Double?; let lineLimit: Int? }

    /// The layout's warnings (missing glyphs) come up with the placed text (`PlacedNode.upwardValues`).
    package init(request: TextLayoutRequest, engine: any TextLayoutEngine, style: ResolvedStyle) {
        self.request = request
        self.engine = engine
        self.style = style
    }

    private var lineHeight: Double {
        guard let font = request.runs.first?.font else { return 0 }
        return engine.metrics(of: font).lineHeight
    }

    /// The layout for a proposal: nil/∞ width → unlimited; a height that fits fewer lines than the
    /// text needs limits the lines (SwiftUI truncates the last line that fits).
    package func layout(for proposal: ProposedSize) -> TextLayout {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var key = LayoutKey(width: width, lineLimit: request.lineLimit)
        var result = cachedLayout(key)
        if let height = proposal.height, height.isFinite, result.size.height > height + 0.001, lineHeight > 0 {
            let fitting = max(1, Int(((height + request.lineSpacing) / (lineHeight + request.lineSpacing)).rounded(.down)))
            let limit = min(fitting, request.lineLimit ?? fitting)
            key = LayoutKey(width: width, lineLimit: limit)
            result = cachedLayout(key)
        }
        return result
    }

    private func cachedLayout(_ key: LayoutKey) -> TextLayout {
        if let cached = layouts[key] { return cached }
        var r = request
        r.lineLimit = key.lineLimit
        let result = engine.layout(r, width: key.width)
        layouts[key] = result
        return result
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        if proposal.width == 0 && proposal.height == 0 { return .zero }
        // A zero width is how stacks probe a text's minimum: it is 0 (research §6.1), answered without
        // laying the text out one character per line.
        if proposal.width == 0 { return Size(0, lineHeight) }
        return layout(for: proposal).size
    }

    package override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        guard let font = request.runs.first?.font else { return .standard }
        return .text(engine.metrics(of: font))
    }

    /// The proposal last used to place this text (its baselines come from that layout).
    private var placedProposal: ProposedSize?

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        guard key == AlignmentKey.firstTextBaseline || key == AlignmentKey.lastTextBaseline else { return nil }
        let l = layout(for: placedProposal ?? ProposedSize(width: size.width, height: nil))
        return key == AlignmentKey.firstTextBaseline ? l.firstBaseline : l.lastBaseline
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        placedProposal = proposal
        return PlacedNode(frame: frame, drawing: .text(layout(for: proposal), style))
    }
}

/// Text metrics without font files: every character advances 0.55 em, lines are 1.2 em, nothing is
/// drawn. The default until the renderer injects the FreeType engine, so layout never fails.
package struct ApproximateTextEngine: TextLayoutEngine {
    package init() {}

    package func metrics(of font: FontDescriptor) -> FontMetrics {
        FontMetrics(ascender: 0.95 * font.size, descender: 0.25 * font.size, capHeight: 0.7 * font.size,
                    xHeight: 0.5 * font.size, lineHeight: 1.2 * font.size)
    }

    package func layout(_ request: TextLayoutRequest, width: Double?) -> TextLayout {
        let size = request.runs.first?.font.size ?? 17
        let m = metrics(of: request.runs.first?.font ?? FontDescriptor(size: size))
        let characters = request.runs.reduce(0) { $0 + $1.text.count }
        let natural = Double(characters) * 0.55 * size
        let lineWidth = width.map { max($0, 0.55 * size) } ?? natural
        var lines = natural > 0 ? Int((natural / max(lineWidth, 0.001)).rounded(.up)) : 1
        if let limit = request.lineLimit { lines = min(lines, max(1, limit)) }
        let height = Double(lines) * m.lineHeight + Double(lines - 1) * request.lineSpacing
        return TextLayout(size: Size(min(natural, lineWidth), height), firstBaseline: m.ascender,
                          lastBaseline: height - m.lineHeight + m.ascender, items: [])
    }

    package func symbol(named name: String, font: FontDescriptor) -> GlyphRun? { nil }
}
