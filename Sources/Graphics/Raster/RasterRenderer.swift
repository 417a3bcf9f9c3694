import Foundation

/// The state of one `RasterBackend.render` call: the layer stack, each layer's clip stack, the FreeType
/// library and the scratch memory. Not shared between calls; only the coverage memo is (`CoverageMemo`).
final class RasterRenderer {
    private struct Frame {
        let canvas: PixelCanvas
        /// The layer's compositing parameters; nil for the root canvas.
        let layer: Layer?
        /// Clips pushed inside this layer; the last is in effect. Layers start unclipped and are clipped
        /// by the enclosing clip when composited, as an SVG `<g clip-path>` around a filtered group is.
        var clips: [ClipMask] = []
    }

    /// The device pixels the root canvas holds: the whole picture, or one band of its rows
    /// (`RasterBackend.renderPNG(_:scale:placing:)`), addressed in the whole picture's coordinates.
    let bounds: PixelBox
    var width: Int { bounds.width }
    var height: Int { bounds.height }
    let scale: Double
    private let library: FreeTypeLibrary
    private var frames: [Frame]
    private let scratch: UnsafeMutablePointer<UInt32>
    private var images: [ImageKey: PremultipliedImage] = [:]
    /// Finished layers' canvases, cleared, for the next layer group (fresh 1 MB buffers cost page faults).
    private var spareCanvases: [PixelCanvas] = []
    /// Each layer group's device box, in walk order (`LayerBounds`); nil: full-canvas layers.
    private var layerBoxes: [PixelBox]?
    private var layersPushed = 0
    /// Coverage already rasterized by earlier renders (nil: rasterize every shape).
    private let memo: CoverageMemo?

    private struct ImageKey: Hashable {
        let source: ImageSource
        let halvingsX: Int
        let halvingsY: Int
    }

    convenience init(width: Int, height: Int, scale: Double, memo: CoverageMemo? = .shared) throws {
        try self.init(bounds: PixelBox(x0: 0, y0: 0, x1: max(0, width), y1: max(0, height)), scale: scale, memo: memo)
    }

    /// A renderer whose root canvas covers only `bounds`: what is drawn outside it is clipped away, and
    /// what falls inside gets the same pixels as on a whole canvas.
    init(bounds: PixelBox, scale: Double, memo: CoverageMemo? = .shared) throws {
        self.bounds = bounds
        self.scale = scale
        self.memo = memo
        library = try FreeTypeLibrary()
        frames = [Frame(canvas: PixelCanvas(bounds: bounds), layer: nil)]
        scratch = .allocate(capacity: max(1, bounds.width))
        scratch.initialize(repeating: 0, count: max(1, bounds.width))
    }

    deinit { scratch.deallocate() }

    private var canvas: PixelCanvas { frames[frames.count - 1].canvas }
    private var clip: ClipMask? { frames[frames.count - 1].clips.last }
    private var painter: SpanPainter { SpanPainter(scratch: scratch) }
    private var toDevice: Transform { .scale(scale) }

    /// Draws a whole tree, each layer sized to its content (`LayerBounds`); `sizingLayers: false` gives
    /// every layer the full canvas (the reference the sized layers are tested against).
    func draw(_ nodes: [DisplayNode], sizingLayers: Bool = true) throws {
        layerBoxes = sizingLayers ? LayerBounds(scale: scale, canvas: bounds).boxes(of: nodes) : nil
        layersPushed = 0
        try walk(nodes, stack: [])
    }

    /// Draws `nodes` inside the transform groups `stack` (outermost first): each group's effect holds
    /// for its children only, so a clip is popped and a layer composited when its group ends.
    private func walk(_ nodes: [DisplayNode], stack: [Transform]) throws {
        for node in nodes {
            guard case .group(let effect, let children) = node else {
                try drawLeaf(node.applying(stack: stack))
                continue
            }
            switch effect.applying(stack: stack) {
            case .transform(let t):
                try walk(children, stack: stack + [t])
            case .clip(let path, let rule):
                let mask = try clipMask(path, rule: rule)
                frames[frames.count - 1].clips.append(mask)
                try walk(children, stack: stack)
                _ = frames[frames.count - 1].clips.popLast()
            case .layer(let layer):
                let box = layerBoxes.flatMap { layersPushed < $0.count ? $0[layersPushed] : nil } ?? bounds
                layersPushed += 1
                frames.append(Frame(canvas: layerCanvas(covering: box), layer: layer))
                try walk(children, stack: stack)
                popLayer()
            case .mark:
                try walk(children, stack: stack)
            }
        }
    }

    private func drawLeaf(_ leaf: DisplayNode) throws {
        switch leaf {
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
        case .group:
            break
        }
    }

    func finish() -> Bitmap {
        while frames.count > 1 { popLayer() }
        return frames[0].canvas.straightBitmap()
    }

    /// The picture encoded as PNG straight from the canvas, converted in place: the same bytes as
    /// `PNGCodec.encode(finish())` without holding the picture twice. The renderer is spent afterwards.
    func finishPNG(options: PNGEncodeOptions) throws -> Data {
        while frames.count > 1 { popLayer() }
        let canvas = frames[0].canvas
        canvas.unpremultiplyInPlace()
        let writer = try PNGRowWriter(width: width, height: height, opaque: canvas.isOpaque, options: options)
        try writer.write(rows: UnsafeRawPointer(canvas.pixels).assumingMemoryBound(to: UInt8.self), count: height)
        return try writer.finish()
    }

    /// Whether every pixel of the picture is opaque, once every layer is closed: its PNG is then RGB.
    func closingLayersIsOpaque() -> Bool {
        while frames.count > 1 { popLayer() }
        return frames[0].canvas.isOpaque
    }

    /// Composites `source`'s premultiplied pixels source-over onto the root canvas with their top-left
    /// corner at device pixel (`x`, `y`) (after every layer is closed): a picture drawn once, shown again
    /// without drawing its DisplayList a second time.
    func composite(_ source: PixelCanvas, x: Int, y: Int) {
        while frames.count > 1 { popLayer() }
        let root = frames[0].canvas
        let box = PixelBox(x0: x, y0: y, x1: x + source.width, y1: y + source.height)
            .intersection(root.bounds)
        guard !box.isEmpty else { return }
        for row in box.y0..<box.y1 {
            let src = source.address(box.x0 - x + source.bounds.x0, row - y + source.bounds.y0)
            let dst = root.address(box.x0, row)
            for i in 0..<box.width {
                let s = src[i]
                if s == 0 { continue }
                dst[i] = s >> 24 == 255 ? s : Premultiplied.sourceOver(s, onto: dst[i])
            }
        }
        root.dirty = root.dirty.union(box)
    }

    /// Hands the root canvas's rows to `writer` as straight RGBA8, converted a block of rows at a time
    /// (`PixelCanvas.unpremultiply`): the canvas keeps its premultiplied pixels, and the bytes are those
    /// `finishPNG` writes.
    func writeRows(to writer: some PNGRowSink) throws {
        while frames.count > 1 { popLayer() }
        let root = frames[0].canvas
        let width = root.width
        guard width > 0, root.height > 0 else { return }
        let rowsPerBlock = max(1, 65_536 / width)
        let block = UnsafeMutablePointer<UInt32>.allocate(capacity: rowsPerBlock * width)
        defer { block.deallocate() }
        var row = 0
        while row < root.height {
            let count = min(rowsPerBlock, root.height - row)
            PixelCanvas.unpremultiply(root.pixels + row * width, count: count * width, into: block)
            try writer.write(rows: UnsafeRawPointer(block).assumingMemoryBound(to: UInt8.self), count: count)
            row += count
        }
    }

    private func popLayer() {
        guard frames.count > 1, let frame = frames.popLast(), let layer = frame.layer else { return }
        for filter in layer.filters { LayerFilters.apply(filter, to: frame.canvas, scale: scale) }
        let opacity = RGBAColor.byte(layer.opacity.isNaN ? 0 : layer.opacity)
        LayerCompositor.composite(frame.canvas, opacity: opacity, blend: layer.blendMode, clip: clip, onto: canvas)
        frame.canvas.clear()
        spareCanvases.append(frame.canvas)
    }

    /// A transparent canvas covering `box`: a spare one large enough, else a new one.
    private func layerCanvas(covering box: PixelBox) -> PixelCanvas {
        if let index = spareCanvases.lastIndex(where: { $0.capacity >= box.width * box.height }),
           spareCanvases[index].reuse(for: box) {
            return spareCanvases.remove(at: index)
        }
        return PixelCanvas(bounds: box)
    }

    /// How far (points) a stroke with these options can reach beyond its path's control bounds; nil when
    /// it draws nothing. An upper bound: half the width times the longest join or cap extension, plus one.
    static func strokeReach(_ options: StrokeOptions) -> Double? {
        guard options.draws else { return nil }
        let half = options.width / 2
        let miter = options.join == .miter ? options.miterLimit : 1
        return half * max(miter, 1.5) + 1
    }

    // MARK: coverage

    /// The device-pixel box a shape with these control bounds (drawing space) can touch.
    private func box(for bounds: Rect, outset: Double = 0) -> PixelBox {
        let r = toDevice.apply(bounds)
        return PixelBox.covering(Rect(x: r.minX - outset, y: r.minY - outset,
                                      width: r.width + 2 * outset, height: r.height + 2 * outset))
            .intersection(self.bounds)
    }

    /// Fill coverage. Single-contour paths, contours that lie apart and proper holes take the exact 1×
    /// path; contours that may cross are oversampled 4×4 (`FixedOutline.mayHaveOverlappingContours`).
    private func fillCoverage(_ path: VectorPath, rule: FillRule, transform: Transform = .identity) throws -> [CoverageSpan] {
        try fillCoverage(parts: [path.applying(transform)], rule: rule)
    }

    /// Fill coverage of several paths filled as one. Parts are grouped into batches that each fit one
    /// FreeType outline (32 767 points); a single part beyond that throws `pathTooComplex`. Batches add
    /// up in the same rasterizer, so only glyphs of different batches that overlap are counted twice.
    /// A batch reaching far beyond the box (a 10⁹-point rectangle) is clipped to it first (`OutlineBoxClipper`).
    private func fillCoverage(parts: [VectorPath], rule: FillRule) throws -> [CoverageSpan] {
        guard let memo else { return try rasterizeFill(parts: parts, rule: rule) }
        return try memo.spans(for: fillKey(parts: parts, rule: rule)) { try rasterizeFill(parts: parts, rule: rule) }
    }

    /// Everything the fill coverage of `parts` depends on (`CoverageMemo`).
    private func fillKey(parts: [VectorPath], rule: FillRule) -> CoverageMemo.Key {
        var key = CoverageMemo.KeyBuilder(kind: rule == .evenOdd ? 2 : 1, capacity: 8 + parts.count * 24)
        key.add(scale)
        key.add(bounds)
        key.add(parts.count)
        for part in parts { key.add(part) }
        return key.key
    }

    /// The clip mask of `path` within the clip in effect. Without an enclosing clip the mask depends
    /// only on the path's coverage and the canvas box, so it is remembered with them (`CoverageMemo`).
    private func clipMask(_ path: VectorPath, rule: FillRule) throws -> ClipMask {
        guard path.isFinite else { return ClipMask(spans: [], within: clip, canvas: bounds) }
        guard let memo, clip == nil else { return ClipMask(spans: try fillCoverage(path, rule: rule), within: clip, canvas: bounds) }
        let key = fillKey(parts: [path], rule: rule)
        return try memo.mask(for: key) {
            ClipMask(spans: try memo.spans(for: key) { try rasterizeFill(parts: [path], rule: rule) }, within: nil, canvas: bounds)
        }
    }

    private func rasterizeFill(parts: [VectorPath], rule: FillRule) throws -> [CoverageSpan] {
        var bounds = Rect.zero
        for part in parts where !part.isEmpty { bounds = bounds.union(part.controlBounds) }
        let box = box(for: bounds)
        guard !box.isEmpty else { return [] }
        func outlines(_ grid: Transform, _ factor: Int) throws -> [FixedOutline] {
            var result: [FixedOutline] = []
            var batch = FixedOutline()
            for part in parts {
                var one = FixedOutline()
                one.append(part, grid, gridPerPixel: factor)
                if one.pointCount > FixedOutline.maxPoints { throw RasterError.pathTooComplex(points: one.pointCount) }
                if batch.pointCount + one.pointCount > FixedOutline.maxPoints {
                    result.append(batch)
                    batch = FixedOutline()
                }
                batch.append(contentsOf: one)
            }
            result.append(batch)
            return result
        }
        var raster = CoverageRasterizer(library: library, box: box, oversample: false)
        var batches = try outlines(toDevice.concatenating(raster.fromDevice), 1)
        if batches.count > 1 || batches[0].mayHaveOverlappingContours(evenOdd: rule == .evenOdd) {
            let fine = CoverageRasterizer(library: library, box: box, oversample: true)
            if fine.factor == 4 {
                raster = fine
                batches = try outlines(toDevice.concatenating(raster.fromDevice), 4)
            }
        }
        let unit = 64 * raster.factor
        for batch in batches {
            var outline = batch
            if let b = batch.pointBounds, Self.reachesFarBeyond(b, box: PixelBox(x0: 0, y0: 0, x1: box.width, y1: box.height), unit: unit) {
                outline = try OutlineBoxClipper.clip(batch, to: .around(box.width, box.height, unit: unit))
            }
            try raster.add(outline, evenOdd: rule == .evenOdd)
        }
        return raster.finish()
    }

    /// Stroke coverage through `FT_Stroker`, oversampled 4×4 when the stroked outline may overlap
    /// itself (corners, tight curves, touching subpaths: `PathStroker.mayOverlapItself`); dashes first,
    /// per SVG (`VectorPath.dashed`). The stroke is built in the 4× device
    /// grid, then the rasterizer's box is taken from the stroked outline's own bounds.
    private func strokeCoverage(_ path: VectorPath, _ options: StrokeOptions) throws -> [CoverageSpan] {
        guard path.isFinite, options.draws else { return [] }
        guard let memo else { return try rasterizeStroke(path, options) }
        var key = CoverageMemo.KeyBuilder(kind: 3, capacity: 16 + options.dash.count + path.elements.count * 5)
        key.add(scale)
        key.add(bounds)
        key.add(options.width)
        key.add(options.cap == .butt ? 0 : options.cap == .round ? 1 : 2)
        key.add(options.join == .miter ? 0 : options.join == .round ? 1 : 2)
        key.add(options.miterLimit)
        key.add(options.dashPhase)
        key.add(options.dash.count)
        for length in options.dash { key.add(length) }
        key.add(path)
        return try memo.spans(for: key.key) { try rasterizeStroke(path, options) }
    }

    private func rasterizeStroke(_ path: VectorPath, _ options: StrokeOptions) throws -> [CoverageSpan] {
        var path = path
        let pattern = options.dash
        if !pattern.isEmpty, Self.dashPeriod(pattern) * scale >= Self.minDashPeriod,
           Self.dashCount(path, pattern) <= Double(Self.maxDashes) {
            path = path.dashed(pattern: pattern, phase: options.dashPhase)
        }
        // An upper bound of the stroke's reach decides whether 4× fits FreeType's 16-bit span x.
        guard let reach = Self.strokeReach(options) else { return [] }
        let outer = box(for: path.controlBounds, outset: reach * scale)
        guard !outer.isEmpty else { return [] }
        let overlaps = PathStroker.mayOverlapItself(path, options: options, toDevice: toDevice, scale: scale)
        let factor = overlaps && CoverageRasterizer.canOversample(outer) ? 4 : 1
        let f = Double(factor)
        let unit = 64 * factor   // 26.6 grid units per device pixel
        let canvas = (x0: bounds.x0 * unit, y0: bounds.y0 * unit, x1: bounds.x1 * unit, y1: bounds.y1 * unit)
        let outlines = try PathStroker(library: library).stroke(path, options: options, toGrid: toDevice.concatenating(.scale(f)),
                                                                 gridScale: scale * f, visible: canvas)
        var extent: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for o in outlines {
            guard let b = o.pointBounds else { continue }
            extent = extent.map { (min($0.x0, b.x0), min($0.y0, b.y0), max($0.x1, b.x1), max($0.y1, b.y1)) } ?? b
        }
        guard let b = extent else { return [] }
        func floorDiv(_ v: Int) -> Int { v >= 0 ? v / unit : -((-v + unit - 1) / unit) }
        let box = PixelBox(x0: floorDiv(b.x0), y0: floorDiv(b.y0), x1: floorDiv(b.x1) + 1, y1: floorDiv(b.y1) + 1)
            .intersection(self.bounds)
        guard !box.isEmpty else { return [] }
        let raster = CoverageRasterizer(library: library, box: box, oversample: factor == 4)
        // A stroke reaching far beyond the box (a huge width, a long miter) is clipped to it first:
        // FreeType would walk every cell of its edges (`OutlineBoxClipper`).
        let farBeyond = Self.reachesFarBeyond(b, box: box, unit: unit)
        for o in outlines {
            var fine: FixedOutline
            if farBeyond {
                var moved = o
                moved.translate(dx: -box.x0 * unit, dy: -box.y0 * unit)
                let clipped = try OutlineBoxClipper.clip(moved, to: .around(box.width, box.height, unit: unit))
                fine = factor == 4 ? clipped : clipped.refiningCubics(gridPerPixel: factor)
                if fine.pointCount > FixedOutline.maxPoints { fine = clipped }
            } else {
                fine = factor == 4 ? o : o.refiningCubics(gridPerPixel: factor)
                if fine.pointCount > FixedOutline.maxPoints { fine = o }
                fine.translate(dx: -box.x0 * unit, dy: -box.y0 * unit)
            }
            try raster.add(fine, evenOdd: false)
        }
        return raster.finish()
    }

    /// Device pixels an outline may reach beyond its raster box before it is clipped to the box
    /// (`OutlineBoxClipper`): beyond this FreeType's walk along the edges outside costs more than the
    /// drawing. Everyday shapes stay far below it and keep FreeType's own pixels.
    static let clipSlack = 1024

    /// Whether outline bounds `b` (26.6 grid units, `unit` per device pixel) pass `box` (device pixels,
    /// in the same grid's frame) by more than `clipSlack` on some side.
    private static func reachesFarBeyond(_ b: (x0: Int, y0: Int, x1: Int, y1: Int), box: PixelBox, unit: Int) -> Bool {
        let slack = clipSlack * unit
        return b.x0 < box.x0 * unit - slack || b.y0 < box.y0 * unit - slack
            || b.x1 > box.x1 * unit + slack || b.y1 > box.y1 * unit + slack
    }

    /// More dashes than this in one stroke (a 10⁻⁹ pt pattern on a long path) are drawn as a solid
    /// stroke instead: they would be invisible as dashes and take unbounded time and memory.
    static let maxDashes = 100_000

    /// A dash pattern repeating in less than this many device pixels is drawn as a solid stroke: its
    /// dashes cannot show as dashes, and their number grows with no bound the picture needs. With it the
    /// dashes that reach the canvas are at most 4 per device pixel of the path's length there, however
    /// wide the stroke: 50 000 dashes of a 100 000 pt stroke across a 96 px canvas took 40 s (a debug build).
    static let minDashPeriod = 0.25

    /// The length after which the pattern repeats (an odd-length pattern repeats twice, per SVG).
    private static func dashPeriod(_ pattern: [Double]) -> Double {
        pattern.reduce(0, +) * (pattern.count % 2 == 1 ? 2 : 1)
    }

    /// An upper bound of the dash count: control-polygon length over the pattern's period.
    private static func dashCount(_ path: VectorPath, _ pattern: [Double]) -> Double {
        let period = dashPeriod(pattern)
        var length = 0.0, last = Point.zero, start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): last = p; start = p
            case .line(let p): length += last.distance(to: p); last = p
            case .quad(let c, let p): length += last.distance(to: c) + c.distance(to: p); last = p
            case .cubic(let c1, let c2, let p):
                length += last.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p); last = p
            case .close: length += last.distance(to: start); last = start
            }
        }
        return period > 0 ? length / period * Double(max(1, pattern.count)) : .infinity
    }

    // MARK: items

    /// A glyph run: all glyph outlines in one FreeType outline (batched beyond 32 767 points), filled non-zero (so glyphs that touch or
    /// overlap each other unite), oversampled when contours may cross (variable-font glyphs keep
    /// overlapping contours, which TrueType flags with `OVERLAP_SIMPLE`; FreeType oversamples those).
    private func drawGlyphs(_ run: GlyphRun) throws {
        let parts = run.glyphs.indices.map { run.path(ofGlyph: $0) }.filter { !$0.isEmpty && $0.isFinite }
        guard !parts.isEmpty else { return }
        let spans = try fillCoverage(parts: parts, rule: .nonZero)
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
