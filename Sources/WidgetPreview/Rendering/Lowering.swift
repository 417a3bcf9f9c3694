import Foundation
import Graphics
import Typography

/// Lowers a placed tree to DisplayList items: frames rounded to the pixel grid (1/scale), drawings
/// turned into fills, strokes, glyph runs and images, effects into clips, layers and groups.
package struct Lowering {
    /// Pixels per point; frames snap to multiples of 1/scale.
    package var scale: Double

    package init(scale: Double) { self.scale = scale.isFinite && scale > 0 ? scale : 1 }

    package func items(for node: PlacedNode) -> [DisplayItem] {
        var out: [DisplayItem] = []
        lower(node, into: &out)
        return out
    }

    /// A rect with its edges snapped to the pixel grid.
    package func snapped(_ r: Rect) -> Rect {
        func s(_ v: Double) -> Double { (sanitizedLength(v) * scale).rounded() / scale }
        let x0 = s(r.minX), y0 = s(r.minY), x1 = s(r.maxX), y1 = s(r.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    private func lower(_ node: PlacedNode, into out: inout [DisplayItem]) {
        var inner: [DisplayItem] = []
        draw(node.drawing, in: snapped(node.frame), into: &inner)
        for child in node.children { lower(child, into: &inner) }
        for effect in node.effects.reversed() { inner = apply(effect, to: inner) }
        out.append(contentsOf: inner)
    }

    private func apply(_ effect: Effect, to inner: [DisplayItem]) -> [DisplayItem] {
        guard !inner.isEmpty else { return inner }
        switch effect {
        case .clip(let outline, let rect):
            return [.pushClip(outline.path(in: snapped(rect)), .nonZero)] + inner + [.popClip]
        case .opacity(let o):
            return [.pushLayer(Layer(opacity: o))] + inner + [.popLayer]
        case .filters(let filters):
            return [.pushLayer(Layer(filters: filters))] + inner + [.popLayer]
        case .blend(let mode):
            return [.pushLayer(Layer(blendMode: mode))] + inner + [.popLayer]
        case .transform(let t):
            // Moved by the one transform of drawing operations: paths, paints, stroke widths and dashes,
            // layer filters (blur radii, shadow offsets) all follow `t`.
            return inner.map { $0.applying(t) }
        case .group(let kind):
            return [.beginGroup(kind)] + inner + [.endGroup]
        case .unredacted:
            return inner
        case .mask(let mask):
            var clip = VectorPath()
            collectOutlines(mask, into: &clip)
            return [.pushClip(clip, .nonZero)] + inner + [.popClip]
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

    private func draw(_ drawing: Drawing, in r: Rect, into out: inout [DisplayItem]) {
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
            out.append(contentsOf: layout.displayItems(at: r.origin, defaultPaint: style.paint(in: r)))
        case .bitmap(let source, let sampling, let opacity):
            guard !r.isEmpty else { return }
            out.append(.image(ImageDraw(source: source, rect: r, opacity: opacity, sampling: sampling)))
        case .glyphs(var run, _, let style):
            run.transform = run.transform.concatenating(.translation(r.minX, r.minY))
            run.paint = style.paint(in: r)
            out.append(.glyphRun(run))
        case .placeholder:
            guard !r.isEmpty else { return }
            out.append(.fill(VectorPath.rect(r), .solid(SystemColorTable.gray5.light), .nonZero))
            var cross = VectorPath()
            cross.move(to: Point(r.minX, r.minY)); cross.line(to: Point(r.maxX, r.maxY))
            cross.move(to: Point(r.maxX, r.minY)); cross.line(to: Point(r.minX, r.maxY))
            cross.append(VectorPath.rect(r))
            out.append(.stroke(cross, .solid(SystemColorTable.gray.light), StrokeOptions(width: 1)))
        }
    }

    private static func isInvisible(_ style: ResolvedStyle) -> Bool {
        if case .color(let c) = style { return c.isInvisible }
        return false
    }
}
