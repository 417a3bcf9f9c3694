/// The state of one `RasterBackend.render` call: the layer stack, each layer's clip stack, the FreeType
/// library and the scratch memory. Not shared between calls.
final class RasterRenderer {
    private struct Frame {
        let canvas: PixelCanvas
        /// The layer's compositing parameters; nil for the root canvas.
        let layer: Layer?
        /// Clips pushed inside this layer; the last is in effect. Layers start unclipped and are clipped
        /// by the enclosing clip when composited, as an SVG `<g clip-path>` around a filtered group is.
        var clips: [ClipMask] = []
    }

    let width: Int
    let height: Int
    let scale: Double
    private let library: FreeTypeLibrary
    private var frames: [Frame]
    private let scratch: UnsafeMutablePointer<UInt32>
    private var images: [ImageKey: PremultipliedImage] = [:]

    private struct ImageKey: Hashable {
        let source: ImageSource
        let halvingsX: Int
        let halvingsY: Int
    }

    init(width: Int, height: Int, scale: Double) throws {
        self.width = width
        self.height = height
        self.scale = scale
        library = try FreeTypeLibrary()
        frames = [Frame(canvas: PixelCanvas(width: width, height: height), layer: nil)]
        scratch = .allocate(capacity: max(1, width))
        scratch.initialize(repeating: 0, count: max(1, width))
    }

    deinit { scratch.deallocate() }

    private var canvas: PixelCanvas { frames[frames.count - 1].canvas }
    private var clip: ClipMask? { frames[frames.count - 1].clips.last }
    private var painter: SpanPainter { SpanPainter(scratch: scratch) }
    private var bounds: PixelBox { PixelBox(x0: 0, y0: 0, x1: width, y1: height) }
    private var toDevice: Transform { .scale(scale) }

    func draw(_ item: DisplayItem) throws {
        switch item {
        case .fill(let path, let paint, let rule):
            guard path.isFinite else { return }
            let spans = try fillCoverage(path, rule: rule)
            painter.paint(spans, with: PaintShader(paint, scale: scale), clip: clip, onto: canvas)
        case .stroke(let path, let paint, let options):
            let spans = try strokeCoverage(path, options)
            painter.paint(spans, with: PaintShader(paint, scale: scale), clip: clip, onto: canvas)
        case .glyphRun(let run):
            try drawGlyphs(run)
        case .image(let image):
            try drawImage(image)
        case .pushClip(let path, let rule):
            let spans = path.isFinite ? try fillCoverage(path, rule: rule) : []
            let mask = ClipMask(spans: spans, within: clip, width: width, height: height)
            frames[frames.count - 1].clips.append(mask)
        case .popClip:
            _ = frames[frames.count - 1].clips.popLast()
        case .pushLayer(let layer):
            frames.append(Frame(canvas: PixelCanvas(width: width, height: height), layer: layer))
        case .popLayer:
            popLayer()
        case .beginGroup, .endGroup:
            break
        }
    }

    func finish() -> Bitmap {
        while frames.count > 1 { popLayer() }
        return frames[0].canvas.straightBitmap()
    }

    private func popLayer() {
        guard frames.count > 1, let frame = frames.popLast(), let layer = frame.layer else { return }
        for filter in layer.filters { LayerFilters.apply(filter, to: frame.canvas, scale: scale) }
        let opacity = RGBAColor.byte(layer.opacity.isNaN ? 0 : layer.opacity)
        LayerCompositor.composite(frame.canvas, opacity: opacity, blend: layer.blendMode, clip: clip, onto: canvas)
    }

    // MARK: coverage

    /// The device-pixel box a shape with these control bounds (drawing space) can touch.
    private func box(for bounds: Rect, outset: Double = 0) -> PixelBox {
        let r = toDevice.apply(bounds)
        return PixelBox.covering(Rect(x: r.minX - outset, y: r.minY - outset,
                                      width: r.width + 2 * outset, height: r.height + 2 * outset))
            .intersection(self.bounds)
    }

    /// Fill coverage. Single-contour paths and paths whose contours lie apart take the exact 1× path;
    /// paths with contours whose boxes intersect are oversampled 4×4 (see `CoverageRasterizer`).
    private func fillCoverage(_ path: VectorPath, rule: FillRule, transform: Transform = .identity) throws -> [CoverageSpan] {
        let placed = path.applying(transform)
        let box = box(for: placed.controlBounds)
        guard !box.isEmpty else { return [] }
        var raster = CoverageRasterizer(library: library, box: box, oversample: false)
        var outline = FixedOutline()
        outline.append(placed, toDevice.concatenating(raster.fromDevice))
        if outline.mayHaveOverlappingContours {
            let fine = CoverageRasterizer(library: library, box: box, oversample: true)
            if fine.factor == 4 {
                raster = fine
                outline = FixedOutline()
                outline.append(placed, toDevice.concatenating(raster.fromDevice))
            }
        }
        try raster.add(outline, evenOdd: rule == .evenOdd)
        return raster.finish()
    }

    /// Stroke coverage through `FT_Stroker`, oversampled 4×4 (the stroker's output overlaps itself at
    /// inner joins); dashes first, per SVG (`VectorPath.dashed`). The stroke is built in the 4× device
    /// grid, then the rasterizer's box is taken from the stroked outline's own bounds.
    private func strokeCoverage(_ path: VectorPath, _ options: StrokeOptions) throws -> [CoverageSpan] {
        guard path.isFinite, options.width.isFinite, options.width > 0 else { return [] }
        var path = path
        let pattern = options.dash
        if !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), pattern.contains(where: { $0 > 0 }),
           options.dashPhase.isFinite {
            path = path.dashed(pattern: pattern, phase: options.dashPhase)
        }
        // An upper bound of the stroke's reach decides whether 4× fits FreeType's 16-bit span x.
        let half = options.width / 2
        let miter = options.join == .miter ? (options.miterLimit.isFinite ? max(1, options.miterLimit) : 10) : 1
        let reach = half * max(miter, 1.5) + 1
        let outer = box(for: path.controlBounds, outset: reach * scale)
        guard !outer.isEmpty else { return [] }
        let factor = CoverageRasterizer.canOversample(outer) ? 4 : 1
        let f = Double(factor)
        let outlines = try PathStroker(library: library).stroke(path, options: options, toGrid: toDevice.concatenating(.scale(f)),
                                                                 gridScale: scale * f)
        var extent: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for o in outlines {
            guard let b = o.pointBounds else { continue }
            extent = extent.map { (min($0.x0, b.x0), min($0.y0, b.y0), max($0.x1, b.x1), max($0.y1, b.y1)) } ?? b
        }
        guard let b = extent else { return [] }
        let unit = 64 * factor   // 26.6 grid units per device pixel
        func floorDiv(_ v: Int) -> Int { v >= 0 ? v / unit : -((-v + unit - 1) / unit) }
        let box = PixelBox(x0: floorDiv(b.x0), y0: floorDiv(b.y0), x1: floorDiv(b.x1) + 1, y1: floorDiv(b.y1) + 1)
            .intersection(self.bounds)
        guard !box.isEmpty else { return [] }
        let raster = CoverageRasterizer(library: library, box: box, oversample: factor == 4)
        for var o in outlines {
            o.translate(dx: -box.x0 * unit, dy: -box.y0 * unit)
            try raster.add(o, evenOdd: false)
        }
        return raster.finish()
    }

    // MARK: items

    /// A glyph run: all glyph outlines in one FreeType outline, filled non-zero (so glyphs that touch or
    /// overlap each other unite), oversampled when contours' boxes intersect (variable-font glyphs keep
    /// overlapping contours, which TrueType flags with `OVERLAP_SIMPLE`; FreeType oversamples those).
    private func drawGlyphs(_ run: GlyphRun) throws {
        var path = VectorPath()
        for i in run.glyphs.indices { path.append(run.path(ofGlyph: i)) }
        guard !path.isEmpty, path.isFinite else { return }
        let spans = try fillCoverage(path, rule: .nonZero)
        painter.paint(spans, with: PaintShader(run.paint, scale: scale), clip: clip, onto: canvas)
    }

    /// An image: the transformed rectangle rasterized as a coverage mask (anti-aliased edges), colours
    /// sampled through the inverse placement from a premultiplied copy reduced by box halvings until it
    /// is minified by less than 2× per axis, then bilinear (or nearest) sampling.
    private func drawImage(_ draw: ImageDraw) throws {
        let bitmap = draw.source.bitmap
        let rect = draw.rect
        guard bitmap.width > 0, bitmap.height > 0, !rect.isEmpty,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return }
        let opacity = RGBAColor.byte(draw.opacity.isNaN ? 0 : draw.opacity)
        guard opacity > 0 else { return }
        // Source pixel → device pixel.
        let fromPixels = Transform(a: rect.width / Double(bitmap.width), b: 0, c: 0,
                                   d: rect.height / Double(bitmap.height), tx: rect.minX, ty: rect.minY)
            .concatenating(draw.transform).concatenating(toDevice)
        guard [fromPixels.a, fromPixels.b, fromPixels.c, fromPixels.d, fromPixels.tx, fromPixels.ty].allSatisfy(\.isFinite),
              fromPixels.determinant != 0
        else { return }

        var outlinePath = VectorPath()
        outlinePath.move(to: Point(rect.minX, rect.minY))
        outlinePath.line(to: Point(rect.maxX, rect.minY))
        outlinePath.line(to: Point(rect.maxX, rect.maxY))
        outlinePath.line(to: Point(rect.minX, rect.maxY))
        outlinePath.close()
        let spans = try fillCoverage(outlinePath, rule: .nonZero, transform: draw.transform)
        guard !spans.isEmpty else { return }

        // Device pixels per source pixel along each source axis.
        let sx = (fromPixels.a * fromPixels.a + fromPixels.b * fromPixels.b).squareRoot()
        let sy = (fromPixels.c * fromPixels.c + fromPixels.d * fromPixels.d).squareRoot()
        var hx = 0, hy = 0
        if draw.sampling == .smooth {
            while hx < 30 && sx * Double(1 << hx) < 0.5 && (bitmap.width >> hx) > 1 { hx += 1 }
            while hy < 30 && sy * Double(1 << hy) < 0.5 && (bitmap.height >> hy) > 1 { hy += 1 }
        }
        let image = reducedImage(draw.source, halvingsX: hx, halvingsY: hy)
        // Device → reduced-image pixels.
        // Each halving maps two source pixels to one (an odd last pixel is paired with itself).
        let toReduced = Transform.scale(1 / Double(1 << hx), 1 / Double(1 << hy))
        guard let inverse = fromPixels.inverted() else { return }
        let shader = ImageShader(image: image, inverse: inverse.concatenating(toReduced), nearest: draw.sampling == .nearest)
        painter.paint(spans, with: .image(shader), opacity: opacity, clip: clip, onto: canvas)
    }

    private func reducedImage(_ source: ImageSource, halvingsX: Int, halvingsY: Int) -> PremultipliedImage {
        let key = ImageKey(source: source, halvingsX: halvingsX, halvingsY: halvingsY)
        if let cached = images[key] { return cached }
        var image: PremultipliedImage
        if halvingsX == 0 && halvingsY == 0 {
            image = PremultipliedImage(source.bitmap)
        } else if halvingsX > 0 {
            image = reducedImage(source, halvingsX: halvingsX - 1, halvingsY: halvingsY).halved(horizontal: true)
        } else {
            image = reducedImage(source, halvingsX: 0, halvingsY: halvingsY - 1).halved(horizontal: false)
        }
        images[key] = image
        return image
    }
}
