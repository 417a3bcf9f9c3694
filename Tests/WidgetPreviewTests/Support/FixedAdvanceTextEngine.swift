import Graphics
import Typography
@testable import WidgetPreview

/// A deterministic text engine for layout tests: every character advances 0.5 em, lines are 1.2 em
/// tall with the baseline 0.8 em below their top, words wrap at spaces (and break when a word alone is
/// too wide). Each line becomes a glyph run without outlines, so DisplayList dumps show the text.
struct FixedAdvanceTextEngine: TextLayoutEngine {
    func metrics(of font: FontDescriptor) -> FontMetrics {
        FontMetrics(ascender: 0.8 * font.size, descender: 0.2 * font.size, capHeight: 0.7 * font.size,
                    xHeight: 0.5 * font.size, lineHeight: 1.2 * font.size)
    }

    func layout(_ request: TextLayoutRequest, width: Double?) -> TextLayout {
        let size = request.runs.first?.font.size ?? 17
        let advance = 0.5 * size, lineHeight = 1.2 * size
        let text = request.runs.map(\.text).joined()
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if let width, Double(candidate.count) * advance > width + 0.0001, !current.isEmpty {
                lines.append(current)
                current = word
            } else {
                current = candidate
            }
            while let width, Double(current.count) * advance > width + 0.0001, current.count > 1 {
                let fit = max(1, Int((width / advance).rounded(.down)))
                lines.append(String(current.prefix(fit)))
                current = String(current.dropFirst(fit))
            }
        }
        lines.append(current)
        if let limit = request.lineLimit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            lines[limit - 1] = String(lines[limit - 1].dropLast()) + "…"
        }
        let widest = lines.map { Double($0.count) * advance }.max() ?? 0
        let height = Double(lines.count) * lineHeight + Double(lines.count - 1) * request.lineSpacing
        let items: [DisplayItem] = lines.enumerated().map { i, line in
            .glyphRun(GlyphRun(text: line, fontName: "Fixed", size: size, glyphs: [], paint: request.runs.first?.paint ?? .solid(.black),
                               transform: .translation(0, Double(i) * (lineHeight + request.lineSpacing) + 0.8 * size)))
        }
        return TextLayout(size: Size(widest, height), firstBaseline: 0.8 * size,
                          lastBaseline: height - lineHeight + 0.8 * size, items: items)
    }

    func symbol(named name: String, font: FontDescriptor) -> GlyphRun? {
        guard name == "star.fill" else { return nil }
        var square = VectorPath()
        square.move(to: Point(0, -0.8)); square.line(to: Point(1, -0.8)); square.line(to: Point(1, 0.2)); square.line(to: Point(0, 0.2)); square.close()
        return GlyphRun(text: name, fontName: "Symbols", size: font.size,
                        glyphs: [PlacedGlyph(outline: GlyphOutline(key: "Symbols.star", path: square), origin: .zero)], paint: .solid(.black))
    }
}

/// A renderer with the fixed-advance engine at scale 2.
func testRenderer(scale: Double = 2) -> ViewRenderer {
    ViewRenderer(scale: scale, textEngine: FixedAdvanceTextEngine())
}

/// The frames of every node that draws something, in drawing order.
func drawnFrames(_ node: PlacedNode) -> [Rect] {
    var out: [Rect] = []
    func walk(_ n: PlacedNode) {
        if case .none = n.drawing {} else { out.append(n.frame) }
        n.children.forEach(walk)
    }
    walk(node)
    return out
}

/// The view laid out at the top-left of a canvas: proposed `proposal`, placed at its own size.
func place<V: View>(_ view: V, _ proposal: ProposedSize, renderer: ViewRenderer = testRenderer()) -> (size: Size, placed: PlacedNode) {
    let root = renderer.resolve(view)
    let size = root.sizeThatFits(proposal)
    return (size, root.place(in: Rect(origin: .zero, size: size), proposal: proposal))
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
