import Foundation
import Graphics
import Typography

/// Lowers a placed tree to DisplayList nodes: frames rounded to the pixel grid (1/scale), drawings
/// turned into fills, strokes, glyph runs and images, each effect into a group around what it applies to
/// (clips, layers, transforms, marks). Transforms stay data: the backends move what they draw.
package struct Lowering {
    /// Pixels per point; frames snap to multiples of 1/scale.
    package var scale: Double

    package init(scale: Double) { self.scale = scale.isFinite && scale > 0 ? scale : 1 }

    package func nodes(for node: PlacedNode) -> [DisplayNode] {
        var out: [DisplayNode] = []
        lower(node, into: &out)
        return out
    }

    /// The lowered nodes in the flat vocabulary, transforms folded in (for tests that compare items).
    package func items(for node: PlacedNode) -> [DisplayItem] {
        DisplayList(size: Size(0, 0), nodes: nodes(for: node)).items
    }

    /// A rect with its edges snapped to the pixel grid.
    package func snapped(_ r: Rect) -> Rect {
        func s(_ v: Double) -> Double { (sanitizedLength(v) * scale).rounded() / scale }
        let x0 = s(r.minX), y0 = s(r.minY), x1 = s(r.maxX), y1 = s(r.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    private func lower(_ node: PlacedNode, into out: inout [DisplayNode]) {
        var inner: [DisplayNode] = []
        draw(node.drawing, in: snapped(node.frame), into: &inner)
        for child in node.children { lower(child, into: &inner) }
        for effect in node.effects.reversed() { inner = apply(effect, to: inner) }
        out.append(contentsOf: inner)
    }

    private func apply(_ effect: Effect, to inner: [DisplayNode]) -> [DisplayNode] {
        guard !inner.isEmpty else { return inner }
        switch effect {
        case .clip(let outline, let rect):
            return [.group(.clip(outline.path(in: snapped(rect)), .nonZero), inner)]
        case .opacity(let o):
            return [.group(.layer(Layer(opacity: o)), inner)]
        case .filters(let filters):
            return [.group(.layer(Layer(filters: filters)), inner)]
        case .blend(let mode):
            return [.group(.layer(Layer(blendMode: mode)), inner)]
        case .transform(let t):
            // Kept as data: each backend moves paths, paints, stroke widths and dashes and layer filters
            // (blur radii, shadow offsets) by the one transform of drawing operations when it draws.
            return t.isIdentity ? inner : [.group(.transform(t), inner)]
        case .group(let kind):
            return [.group(.mark(kind), inner)]
        case .unredacted:
            return inner
        case .mask(let mask):
            var clip = VectorPath()
            collectOutlines(mask, into: &clip)
            return [.group(.clip(clip, .nonZero), inner)]
        }
    }

    /// The union of a mask's filled shapes (alpha is not kept: the DisplayList clips, it does not mask).
    private func collectOutlines(_ node: PlacedNode, into path: inout VectorPath) {
        let r = snapped(node.frame)
        switch node.drawing {
        case .fill(let outline, _, _): path.append(outline.path(in: r))
        case .text, .bitmap, .glyphs, .placeholder: path.append(VectorPath.rect(r))
        case .stroke, .none: break
        }
        for child in node.children { collectOutlines(child, into: &path) }
    }

    private func draw(_ drawing: Drawing, in r: Rect, into out: inout [DisplayNode]) {
        switch drawing {
        case .none: return
        case .fill(let outline, let style, let rule):
            let path = outline.path(in: r)
            guard !path.isEmpty, !Self.isInvisible(style) else { return }
            out.append(.fill(path, style.paint(in: r), rule))
        case .stroke(let outline, let style, let options):
            let path = outline.path(in: r)
            guard !path.isEmpty, options.width > 0, !Self.isInvisible(style) else { return }
            out.append(.stroke(path, style.paint(in: r), options))
        case .text(let layout, let style):
            out.append(contentsOf: DisplayList(size: Size(0, 0), items: layout.displayItems(at: r.origin, defaultPaint: style.paint(in: r))).nodes)
        case .bitmap(let source, let sampling, let opacity):
            guard !r.isEmpty else { return }
            out.append(.image(ImageDraw(source: source, rect: r, opacity: opacity, sampling: sampling)))
        case .glyphs(var run, _, let style):
            run.transform = run.transform.concatenating(.translation(r.minX, r.minY))
            run.paint = style.paint(in: r)
            out.append(.glyphRun(run))
        case .placeholder:
            guard !r.isEmpty else { return }
            out.append(.fill(VectorPath.rect(r), .solid(Self.placeholderFill), .nonZero))
            var cross = VectorPath()
            cross.move(to: Point(r.minX, r.minY)); cross.line(to: Point(r.maxX, r.maxY))
            cross.move(to: Point(r.maxX, r.minY)); cross.line(to: Point(r.minX, r.maxY))
            cross.append(VectorPath.rect(r))
            out.append(.stroke(cross, .solid(Self.placeholderStroke), StrokeOptions(width: 1)))
        }
    }

    /// The stand-in's fill and cross: iOS's systemGray5 and systemGray in light mode (`SystemColorTable`).
    private static let placeholderFill = RGBAColor(r8: 229, g8: 229, b8: 234)
    private static let placeholderStroke = RGBAColor(r8: 142, g8: 142, b8: 147)

    private static func isInvisible(_ style: ResolvedStyle) -> Bool {
        if case .color(let c) = style { return c.isInvisible }
        return false
    }
}
