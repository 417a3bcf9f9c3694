import Foundation

/// Draws a DisplayList into pixels: FreeType's gray rasterizer for every shape, integer premultiplied
/// compositing with defined rounding, straight-alpha RGBA8 out.
///
/// Thread safety: each `render` call creates its own `FT_Library`, canvases and caches; the one thing
/// renders share is `CoverageMemo.shared` (lock-protected, each entry a pure function of its key), so
/// renders may run on any number of threads at once and give identical bytes.
package enum RasterBackend {
    /// Whether renders reuse the coverage of shapes earlier renders drew (`CoverageMemo`; on by default,
    /// the pixels are the same either way). The benchmark turns it off to time drawing itself.
    package static var remembersCoverage: Bool {
        get { CoverageMemo.shared.isEnabled }
        set { CoverageMemo.shared.isEnabled = newValue }
    }

    /// Most pixels one render may allocate per canvas (64 Mpx = 256 MB); beyond it `render` throws.
    package static let maxPixelCount = 1 << 26

    /// Pixel size of `list` at `scale`: each side of `list.size × scale` rounded to the nearest integer.
    package static func pixelSize(of list: DisplayList, scale: Double) throws -> (width: Int, height: Int) {
        let w = list.size.width * scale, h = list.size.height * scale
        let limit = Double(Bitmap.maxDimension)
        guard scale.isFinite, scale > 0, w.isFinite, h.isFinite, w >= 0, h >= 0,
              w.rounded() <= limit, h.rounded() <= limit
        else { throw RasterError.invalidCanvas(width: list.size.width, height: list.size.height, scale: scale) }
        let pw = Int(w.rounded()), ph = Int(h.rounded())
        guard pw * ph <= maxPixelCount else {
            throw RasterError.invalidCanvas(width: list.size.width, height: list.size.height, scale: scale)
        }
        return (pw, ph)
    }

    /// The list drawn at `scale` device pixels per point, transparent where nothing is drawn.
    ///
    /// Lists built unbalanced are drawn leniently (`DisplayList+Building`): a pop that closes nothing is
    /// ignored, and groups still open at the end are closed in order.
    package static func render(_ list: DisplayList, scale: Double) throws -> Bitmap {
        let (w, h) = try pixelSize(of: list, scale: scale)
        guard w > 0, h > 0 else { return Bitmap(width: w, height: h, pixels: []) }
        let renderer = try RasterRenderer(width: w, height: h, scale: scale)
        try renderer.draw(list.nodes)
        return renderer.finish()
    }

    /// The list drawn at `scale` and encoded as PNG: the same bytes as `PNGCodec.encode(render(list,
    /// scale:), options:)`, but the pixels are converted and encoded where they were drawn, so a large
    /// picture (the gallery's contact sheets, up to 20 Mpx) is held once instead of twice.
    package static func renderPNG(_ list: DisplayList, scale: Double, options: PNGEncodeOptions = .standard) throws -> Data {
        let (w, h) = try pixelSize(of: list, scale: scale)
        guard w > 0, h > 0 else { return try PNGCodec.encode(Bitmap(width: w, height: h, pixels: []), options: options) }
        let renderer = try RasterRenderer(width: w, height: h, scale: scale)
        try renderer.draw(list.nodes)
        return try renderer.finishPNG(options: options)
    }

    /// `renderPNG`'s bytes, and the pixels they hold, kept (as those bytes) for compositing the picture
    /// into another one (nil for an empty picture).
    package static func renderPNGKeepingPixels(_ list: DisplayList, scale: Double,
                                               options: PNGEncodeOptions = .standard) throws -> (png: Data, pixels: DrawnPixels?) {
        let (w, h) = try pixelSize(of: list, scale: scale)
        let png = try renderPNG(list, scale: scale, options: options)
        return (png, w > 0 && h > 0 ? DrawnPixels(png: png, width: w, height: h) : nil)
    }

    /// Rows per band when a picture is drawn a band at a time: a 2344 px wide contact sheet's band is 2.4 MB
    /// instead of its whole 80 MB canvas.
    package static let bandRows = 256

    /// `list` drawn at `scale`, then `placements` composited over it in order, encoded as PNG.
    ///
    /// A picture whose first node fills the whole canvas with an opaque colour (a contact sheet's paper)
    /// is opaque whatever is drawn over it, so it is drawn and encoded `bandRows` rows at a time and no
    /// full-size canvas exists: each band draws only the top-level nodes that can reach it, and a shape
    /// crossing a band edge gets the same pixels on either side as on a whole canvas. Other pictures are
    /// drawn whole, as are pictures with filtered layers.
    package static func renderPNG(_ list: DisplayList, scale: Double, placing placements: [PixelPlacement],
                                  bandRows: Int = RasterBackend.bandRows, options: PNGEncodeOptions = .standard) throws -> Data {
        let (w, h) = try pixelSize(of: list, scale: scale)
        guard w > 0, h > 0 else { return try PNGCodec.encode(Bitmap(width: w, height: h, pixels: []), options: options) }
        var writer: PNGRowWriter?
        try drawRows(list, width: w, height: h, scale: scale, placing: placements, bandRows: bandRows) { opaque in
            let made = try PNGRowWriter(width: w, height: h, opaque: opaque, options: options)
            writer = made
            return made
        }
        guard let writer else { throw PNGError.cannotEncode(width: w, height: h, detail: "no rows were drawn") }
        return try writer.finish()
    }

    /// Whether `png` (a file's bytes) decodes to exactly the pixels `renderPNG(list, scale:, placing:)`
    /// encodes, drawn the same way and compared as the rows are drawn, stopping at the first band that
    /// differs: the gallery leaves such a file as it is instead of encoding the picture again. False when
    /// the file is unreadable, of another size, or the picture cannot be drawn (encoding it then fails
    /// with the reason).
    package static func png(_ png: Data, name: String, holds list: DisplayList, scale: Double, placing placements: [PixelPlacement],
                            bandRows: Int = RasterBackend.bandRows) -> Bool {
        guard let (w, h) = try? pixelSize(of: list, scale: scale), w > 0, h > 0,
              let matcher = PNGRowMatcher(png: png, name: name, width: w, height: h) else { return false }
        do {
            try drawRows(list, width: w, height: h, scale: scale, placing: placements, bandRows: bandRows) { _ in matcher }
        } catch {
            return false
        }
        return matcher.matchedEveryRow
    }

    /// Whether `png` (a file's bytes) decodes to exactly the pixels `renderPNG(list, scale:)` encodes (the
    /// picture drawn whole), compared as `png(_:name:holds:scale:placing:)` compares.
    package static func png(_ png: Data, name: String, holds list: DisplayList, scale: Double) -> Bool {
        guard let (w, h) = try? pixelSize(of: list, scale: scale), w > 0, h > 0,
              let matcher = PNGRowMatcher(png: png, name: name, width: w, height: h) else { return false }
        do {
            let renderer = try RasterRenderer(width: w, height: h, scale: scale)
            try renderer.draw(list.nodes)
            try renderer.writeRows(to: matcher)
        } catch {
            return false
        }
        return matcher.matchedEveryRow
    }

    /// `renderPNGKeepingPixels` for a picture whose file is already written: the pixels kept as the file's
    /// bytes when `png` decodes to exactly the pixels `list` draws; nil when it does not, or cannot be read.
    package static func pixels(ifPNG png: Data, name: String, holds list: DisplayList, scale: Double) -> DrawnPixels? {
        guard self.png(png, name: name, holds: list, scale: scale), let (w, h) = try? pixelSize(of: list, scale: scale)
        else { return nil }
        return DrawnPixels(png: png, width: w, height: h)
    }

    /// Draws `list` with `placements` composited over it and hands its rows, straight RGBA8 from the top, to
    /// the sink `sink` makes: called once, with whether every pixel is opaque (known before drawing for a
    /// banded picture, after it for one drawn whole).
    private static func drawRows(_ list: DisplayList, width w: Int, height h: Int, scale: Double, placing placements: [PixelPlacement],
                                 bandRows: Int, into sink: (_ opaque: Bool) throws -> any PNGRowSink) throws {
        let nodes = list.nodes
        guard startsWithOpaqueCover(nodes, width: w, height: h, scale: scale), !hasFilteredLayer(nodes) else {
            let renderer = try RasterRenderer(width: w, height: h, scale: scale)
            try renderer.draw(nodes)
            for placement in placements { renderer.composite(try placement.pixels.canvas(), x: placement.x, y: placement.y) }
            try renderer.writeRows(to: sink(renderer.closingLayersIsOpaque()))
            return
        }
        let writer = try sink(true)
        // A superset of each top-level leaf's pixels (nil: a group, drawn in every band).
        let reach = LayerBounds(scale: scale, canvas: PixelBox(x0: 0, y0: 0, x1: w, y1: h))
        let boxes = nodes.map { node -> PixelBox? in
            if case .group = node { return nil }
            return reach.drawnBox(node)
        }
        var decoded: [Int: PixelCanvas] = [:]
        var top = 0
        while top < h {
            let band = PixelBox(x0: 0, y0: top, x1: w, y1: min(h, top + max(1, bandRows)))
            let renderer = try RasterRenderer(bounds: band, scale: scale)
            var inBand: [DisplayNode] = []
            for (node, box) in zip(nodes, boxes) where box.map({ !$0.intersection(band).isEmpty }) ?? true { inBand.append(node) }
            try renderer.draw(inBand)
            // A cell's pixels are decoded for the first band it reaches and let go after its last one, so
            // only the cells across a band's rows are decoded at once.
            for (index, placement) in placements.enumerated() where placement.reachesRows(band.y0, band.y1) {
                let canvas = try decoded[index] ?? placement.pixels.canvas()
                decoded[index] = canvas
                renderer.composite(canvas, x: placement.x, y: placement.y)
            }
            try renderer.writeRows(to: writer)
            decoded = decoded.filter { placements[$0.key].reachesRows(band.y1, Int.max) }
            top = band.y1
        }
    }

    /// Whether some layer in `nodes` has filters: a blur or shadow reads pixels beyond a band's rows, so
    /// such a picture is drawn whole.
    private static func hasFilteredLayer(_ nodes: [DisplayNode]) -> Bool {
        nodes.contains { node in
            guard case .group(let effect, let children) = node else { return false }
            if case .layer(let layer) = effect, !layer.filters.isEmpty { return true }
            return hasFilteredLayer(children)
        }
    }

    /// Whether `nodes` start with an opaque solid fill of an axis-aligned rectangle covering the whole
    /// `width`×`height` canvas: then every pixel is opaque in the end (source-over and every blend mode
    /// keep an opaque backdrop opaque).
    package static func startsWithOpaqueCover(_ nodes: [DisplayNode], width: Int, height: Int, scale: Double) -> Bool {
        guard case .fill(let path, .solid(let color), _)? = nodes.first, RGBAColor.byte(color.alpha) == 255 else { return false }
        var corners: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p):
                guard corners.isEmpty else { return false }
                corners.append(p)
            case .line(let p): corners.append(p)
            case .close: break
            case .quad, .cubic: return false
            }
        }
        guard corners.count >= 4 else { return false }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX * scale <= 0, minY * scale <= 0, maxX * scale >= Double(width), maxY * scale >= Double(height)
        else { return false }
        // Every corner of the box, every edge along an axis: the rectangle itself.
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
            guard a.x == minX || a.x == maxX, a.y == minY || a.y == maxY, a.x == b.x || a.y == b.y else { return false }
        }
        return Set(corners.map { "\($0.x),\($0.y)" }).count == 4
    }
}
