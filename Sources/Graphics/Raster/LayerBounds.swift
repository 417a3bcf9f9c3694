/// The device box each layer of a tree needs: its content's bounds, spread by its filters, clipped to the
/// canvas (resvg's `render_group` sizes a layer to its bounding box the same way). A layer canvas this
/// size gives the same pixels as a full-canvas one and costs memory and clearing in proportion to what
/// the group draws: a contact sheet's cells no longer each take a sheet-sized layer.
struct LayerBounds {
    let scale: Double
    /// The root canvas, in device pixels.
    let canvas: PixelBox

    /// One box per layer group, in the order `RasterRenderer` opens them (depth first); nil when the tree
    /// has no layers: nothing to compute.
    func boxes(of nodes: [DisplayNode]) -> [PixelBox]? {
        var result: [PixelBox] = []
        _ = fold(nodes, stack: [], inLayer: false, into: &result)
        return result.isEmpty ? nil : result
    }

    /// The box `nodes` draw into, appending each layer's box (in walk order) on the way. Outside every
    /// layer nothing needs a box: leaves there are not measured.
    private func fold(_ nodes: [DisplayNode], stack: [Transform], inLayer: Bool, into result: inout [PixelBox]) -> PixelBox {
        var drawn = PixelBox.empty
        for node in nodes {
            guard case .group(let effect, let children) = node else {
                if inLayer { drawn = drawn.union(drawnBox(node.applying(stack: stack))) }
                continue
            }
            switch effect.applying(stack: stack) {
            case .transform(let t):
                drawn = drawn.union(fold(children, stack: stack + [t], inLayer: inLayer, into: &result))
            case .clip(let path, _):
                let clip = path.isFinite ? deviceBox(path.controlBounds) : .empty
                drawn = drawn.union(fold(children, stack: stack, inLayer: inLayer, into: &result).intersection(clip))
            case .layer(let layer):
                let ordinal = result.count
                result.append(canvas)
                let box = layerBox(content: fold(children, stack: stack, inLayer: true, into: &result), filters: layer.filters)
                result[ordinal] = box
                drawn = drawn.union(box)
            case .mark:
                drawn = drawn.union(fold(children, stack: stack, inLayer: inLayer, into: &result))
            }
        }
        return drawn
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
    func drawnBox(_ leaf: DisplayNode) -> PixelBox {
        switch leaf {
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
        case .group:
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
