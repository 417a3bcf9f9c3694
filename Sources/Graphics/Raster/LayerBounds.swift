/// The device box each layer of a list needs: its content's bounds, spread by its filters, clipped to the
/// canvas (resvg's `render_group` sizes a layer to its bounding box the same way). A layer canvas this
/// size gives the same pixels as a full-canvas one and costs memory and clearing in proportion to what
/// the group draws: a contact sheet's cells no longer each take a sheet-sized layer.
///
/// The fold follows `RasterRenderer`'s nesting rules, including its leniency: a `popClip` closes only a
/// clip opened inside the current layer, a `popLayer` closes the clips still open inside it, unmatched
/// pops are ignored, and whatever is open at the end closes.
struct LayerBounds {
    let scale: Double
    /// The root canvas, in device pixels.
    let canvas: PixelBox

    private enum Open {
        case clip(PixelBox)
        case layer(ordinal: Int, Layer)
    }

    /// One box per `pushLayer`, in list order (nil when the list has no layers: nothing to compute).
    func boxes(of items: [DisplayItem]) -> [PixelBox]? {
        guard items.contains(where: { if case .pushLayer = $0 { return true }; return false }) else { return nil }
        var result: [PixelBox] = []
        var open: [(Open, content: PixelBox)] = []
        var layerDepth = 0

        func close() {
            guard let (entry, content) = open.popLast() else { return }
            let drawn: PixelBox
            switch entry {
            case .clip(let clip):
                drawn = content.intersection(clip)
            case .layer(let ordinal, let layer):
                layerDepth -= 1
                let box = layerBox(content: content, filters: layer.filters)
                result[ordinal] = box
                drawn = box
            }
            if !open.isEmpty { open[open.count - 1].content = open[open.count - 1].content.union(drawn) }
        }
        func add(_ box: PixelBox) {
            if !open.isEmpty { open[open.count - 1].content = open[open.count - 1].content.union(box) }
        }

        for item in items {
            switch item {
            case .pushLayer(let layer):
                open.append((.layer(ordinal: result.count, layer), .empty))
                result.append(canvas)
                layerDepth += 1
            case .popLayer:
                guard layerDepth > 0 else { continue }
                while case .clip? = open.last?.0 { close() }
                close()
            case .pushClip(let path, _):
                open.append((.clip(path.isFinite ? deviceBox(path.controlBounds) : .empty), .empty))
            case .popClip:
                if case .clip? = open.last?.0 { close() }
            case .fill, .stroke, .glyphRun, .image:
                if layerDepth > 0 { add(drawnBox(item)) }
            case .beginGroup, .endGroup:
                continue
            }
        }
        while !open.isEmpty { close() }
        return result
    }

    /// The layer's content spread by each filter in order, clipped to the canvas after each (as drawing
    /// on a full canvas clips).
    func layerBox(content: PixelBox, filters: [LayerFilter]) -> PixelBox {
        var box = content.intersection(canvas)
        for filter in filters {
            guard let spread = LayerFilters.reach(of: filter, from: box, scale: scale) else { return canvas }
            box = spread.intersection(canvas)
        }
        return box
    }

    /// A superset of the pixels a drawing operation can touch.
    func drawnBox(_ item: DisplayItem) -> PixelBox {
        switch item {
        case .fill(let path, _, _):
            return path.isFinite ? deviceBox(path.controlBounds) : .empty
        case .stroke(let path, _, let options):
            guard path.isFinite, let reach = RasterRenderer.strokeReach(options) else { return .empty }
            return deviceBox(path.controlBounds, outset: reach * scale)
        case .glyphRun(let run):
            var box = PixelBox.empty
            for glyph in run.glyphs {
                let place = Transform.scale(run.size).concatenating(.translation(glyph.origin.x, glyph.origin.y))
                    .concatenating(run.transform)
                box = box.union(deviceBox(place.apply(glyph.outline.path.controlBounds)))
            }
            return box
        case .image(let draw):
            return deviceBox(draw.transform.apply(draw.rect))
        case .pushClip, .popClip, .pushLayer, .popLayer, .beginGroup, .endGroup:
            return .empty
        }
    }

    /// Points → the device pixels a shape with these bounds can touch, with a pixel to spare for
    /// anti-aliasing, clipped to the canvas.
    private func deviceBox(_ bounds: Rect, outset: Double = 0) -> PixelBox {
        let r = Transform.scale(scale).apply(bounds)
        return PixelBox.covering(Rect(x: r.minX - outset, y: r.minY - outset, width: r.width + 2 * outset,
                                      height: r.height + 2 * outset)).expanded(by: 1).intersection(canvas)
    }
}
