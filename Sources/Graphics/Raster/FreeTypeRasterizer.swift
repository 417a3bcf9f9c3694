import CFreeType

/// Owns the `FT_Library` one render uses: `FT_Outline_Render` and `FT_Stroker_New` need a library, and
/// FreeType libraries are not thread-safe. Each `RasterBackend.render` call creates its own (a few
/// microseconds, measured in release builds) and frees it at the end, so renders on several threads share no FreeType state.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws {
        var lib: FT_Library?
        let error = FT_Init_FreeType(&lib)
        guard error == 0, let lib else { throw RasterError.freeType(operation: "FT_Init_FreeType", code: error) }
        handle = lib
    }

    deinit { FT_Done_FreeType(handle) }
}

/// Turns outlines into coverage spans over a device-pixel box with FreeType's gray rasterizer
/// (`FT_Outline_Render` with `FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP`): integer
/// 26.6 input and integer area/cover accumulation, so coverage is identical on every CPU. A partly
/// covered pixel of area fraction a gets ⌊a · 256⌋ for one contour direction and ⌈a · 256⌉ − 1 for the
/// other (ftgrays.c takes `~coverage` of negative areas), full pixels 255: an edge at x = 0.25 gives
/// 192 or 191.
///
/// **Overlapping contours.** The area/cover method sums the signed areas of every edge in a pixel and
/// clamps, so a pixel crossed by the edges of two overlapping contours comes out too dark. FreeType's own
/// cure (`FT_OUTLINE_OVERLAP`, applied only by its glyph renderer, not by `FT_Outline_Render`) is to render
/// at 4×4 the resolution and add up the sixteen sub-pixel coverages, each rounded to 1/16
/// (`ft_smooth_raster_overlap` in `ftsmooth.c`). `factor: 4` does exactly that, with the same rounding
/// (`(c + 8) / 16` per sub-pixel, a full pixel's 256 clamped to 255). The backend uses it for glyph runs and
/// fills whose contours may cross (`FixedOutline.mayHaveOverlappingContours`),
/// and for strokes that may overlap themselves (FreeType's stroker emits loops at inner joins and tight
/// curves; dashes or subpaths may touch); single-contour fills and smooth strokes take the exact 1× path,
/// about ten times cheaper than 4× for a thick arc.
final class CoverageRasterizer {
    let library: FreeTypeLibrary
    /// 1 (direct spans) or 4 (4×4 oversampling, accumulated).
    let factor: Int
    /// The device-pixel box covered; outlines must be built with `fromDevice`.
    let box: PixelBox
    private var spans: [CoverageSpan] = []
    private var accumulator: UnsafeMutablePointer<UInt16>?
    /// Grid columns per `FT_Outline_Render` call (see `tileWidth`); tests vary it.
    var columnsPerCall = CoverageRasterizer.tileWidth
    /// Whether `add` renders column clusters separately (tests compare both ways).
    var splitsClusters = true

    /// `factor` 4 falls back to 1 when the box is too wide for FreeType's 16-bit span x at 4×.
    init(library: FreeTypeLibrary, box: PixelBox, oversample: Bool) {
        self.library = library
        self.box = box
        self.factor = oversample && Self.canOversample(box) ? 4 : 1
        if factor == 4, !box.isEmpty {
            let n = box.width * box.height
            let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
            buffer.initialize(repeating: 0, count: n)
            accumulator = buffer
        }
    }

    deinit { accumulator?.deallocate() }

    /// FT_Span's x is a C `short`: at 4× a box may be at most 8000 pixels wide.
    static func canOversample(_ box: PixelBox) -> Bool { box.width * 4 <= 32_000 && box.height * 4 <= 32_000 }

    /// Device pixels → this rasterizer's grid (scaled by `factor`, origin at the box's corner).
    var fromDevice: Transform {
        let f = Double(factor)
        return Transform(a: f, b: 0, c: 0, d: f, tx: -Double(box.x0) * f, ty: -Double(box.y0) * f)
    }

    /// Rasterizes one outline (built in `fromDevice` grid coordinates) and adds its coverage.
    /// Contours that use disjoint pixel columns are rendered separately, each inside its own window
    /// (`FixedOutline.columnClusters`): the same coverage, without FreeType's quadratic cost on rows
    /// with many cells (a line of text, a row of dots).
    /// An outline beyond one `FT_Outline`'s 32 767 points (a clipped stroke of thousands of dashes) is
    /// rendered in batches of whole contours (`FixedOutline.batches`) that add up, as the stroker's
    /// and the fills' own batches do.
    func add(_ outline: FixedOutline, evenOdd: Bool) throws {
        guard !outline.isEmpty, !box.isEmpty else { return }
        if outline.pointCount > FixedOutline.maxPoints {
            for batch in try outline.batches() { try add(batch, evenOdd: evenOdd) }
            return
        }
        let gridWidth = box.width * factor, gridHeight = box.height * factor
        guard outline.contourCount > 1, splitsClusters else {
            try outline.withFTOutline(evenOdd: evenOdd) { ft in try render(&ft, columns: 0..<gridWidth, rows: 0..<gridHeight) }
            return
        }
        for cluster in outline.columnClusters() {
            let x0 = max(0, cluster.x0), x1 = min(gridWidth, cluster.x1)
            let y0 = max(0, cluster.y0), y1 = min(gridHeight, cluster.y1)
            guard x0 < x1, y0 < y1 else { continue }
            try cluster.outline.withFTOutline(evenOdd: evenOdd) { ft in try render(&ft, columns: x0..<x1, rows: y0..<y1) }
        }
    }

    /// Columns of the grid rendered per `FT_Outline_Render` call. FreeType keeps each row's cells in a
    /// sorted linked list and inserts by walking it from the left, so a row with n cells costs O(n²):
    /// a long, nearly horizontal edge (the top of a wide arc, a row of dots) at 4× makes thousands of
    /// cells in one row. Rendering the box in column tiles through the clip box bounds n per call; cells
    /// left of a tile merge into one carrying their cover, so the coverage is identical.
    static let tileWidth = 512

    /// Rasterizes an `FT_Outline` in grid coordinates inside a window of the grid, in column tiles.
    private func render(_ outline: inout FT_Outline, columns: Range<Int>, rows: Range<Int>) throws {
        guard !box.isEmpty, outline.n_contours > 0 else { return }
        var params = FT_Raster_Params()
        params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
        if factor == 1 {
            params.gray_spans = { y, count, spans, user in
                guard let spans, let user else { return }
                Unmanaged<CoverageRasterizer>.fromOpaque(user)._withUnsafeGuaranteedRef { sink in
                    let dx = Int32(sink.box.x0), row = y + Int32(sink.box.y0)
                    for i in 0..<Int(count) {
                        let s = spans[i]
                        if s.coverage == 0 { continue }
                        sink.spans.append(CoverageSpan(x: Int32(s.x) + dx, y: row, length: Int32(s.len), coverage: s.coverage))
                    }
                }
            }
        } else {
            params.gray_spans = { y, count, spans, user in
                guard let spans, let user else { return }
                Unmanaged<CoverageRasterizer>.fromOpaque(user)._withUnsafeGuaranteedRef { sink in
                    sink.accumulate(y: Int(y), spans: spans, count: Int(count))
                }
            }
        }
        let tile = max(1, columnsPerCall)
        let width = columns.count
        let tiles = width > tile * 3 / 2 ? (width + tile - 1) / tile : 1
        try withExtendedLifetime(self) {
            params.user = Unmanaged.passUnretained(self).toOpaque()
            for t in 0..<tiles {
                let x0 = columns.lowerBound + t * tile
                let x1 = tiles == 1 ? columns.upperBound : min(columns.upperBound, x0 + tile)
                params.clip_box = FT_BBox(xMin: FT_Pos(x0), yMin: FT_Pos(rows.lowerBound),
                                          xMax: FT_Pos(x1), yMax: FT_Pos(rows.upperBound))
                let error = FT_Outline_Render(library.handle, &outline, &params)
                guard error == 0 else { throw RasterError.freeType(operation: "FT_Outline_Render", code: error) }
            }
        }
    }

    /// Adds 4×-grid spans into the per-pixel sums: each sub-pixel contributes `(coverage + 8) >> 4`.
    private func accumulate(y: Int, spans: UnsafePointer<FT_Span>, count: Int) {
        guard let acc = accumulator else { return }
        let row = acc + (y >> 2) * box.width
        for i in 0..<count {
            let s = spans[i]
            let cover = (UInt16(s.coverage) &+ 8) >> 4
            if cover == 0 { continue }
            var x = Int(s.x)
            let end = x + Int(s.len)
            while x < end && (x & 3) != 0 { row[x >> 2] &+= cover; x += 1 }
            let four = cover &* 4
            while x + 4 <= end { row[x >> 2] &+= four; x += 4 }
            while x < end { row[x >> 2] &+= cover; x += 1 }
        }
    }

    /// The coverage collected so far, as spans in device pixels.
    func finish() -> [CoverageSpan] {
        guard let acc = accumulator else { return spans }
        var result: [CoverageSpan] = []
        let w = box.width
        for y in 0..<box.height {
            let row = acc + y * w
            var x = 0
            while x < w {
                let v = row[x]
                if v == 0 { x += 1; continue }
                var end = x + 1
                while end < w && row[end] == v { end += 1 }
                result.append(CoverageSpan(x: Int32(box.x0 + x), y: Int32(box.y0 + y), length: Int32(end - x),
                                           coverage: UInt8(min(255, v))))
                x = end
            }
        }
        return result
    }
}
