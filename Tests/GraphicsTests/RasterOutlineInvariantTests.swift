import CFreeType
import Testing
@testable import Graphics

/// `FixedOutline` keeps its contour ends valid by construction (strictly increasing `Int`s inside its
/// points) at any size; FreeType's 16-bit counts apply only where an `FT_Outline` is made.
@Suite struct RasterOutlineInvariantTests {
    /// The fuzz reproducer `fuzz-svg-range-inverted-6d77c7bd`, painted black: a 2.9·10⁷⁶ pt wide
    /// square-capped stroke of a 2³¹ pt line cut into 32 767 pt dashes, on a 1×1 canvas. Every dash's
    /// stroke, clipped to the canvas, became a small contour; 32 769 of them passed 32 767 points, the
    /// `Int16` contour ends wrapped negative, and `contourBounds` trapped ("Range requires lowerBound <=
    /// upperBound"). Now the outline is drawn in batches and covers the pixel.
    @Test func fuzzReproducerHugeDashedStrokeCoversThePixel() throws {
        let path = VectorPath(elements: [.line(Point(1, 2_147_483_648))])
        let width = Double(bitPattern: 0x4FD7_D7D7_D7D7_D7D7)
        let miterLimit = Double(bitPattern: 0xD7D7_0000_0101_0101)
        let options = StrokeOptions(width: width, cap: .square, join: .bevel, miterLimit: miterLimit,
                                    dash: [32767], dashPhase: 16384)
        let bitmap = try RasterTest.render(1, 1, [.stroke(path, RasterTest.black, options)])
        #expect(RasterTest.alpha(bitmap, 0, 0) == 255)
        #expect(bitmap.pixels == [0, 0, 0, 255])
    }

    /// `n` closed triangles of 3 points each, side by side.
    private static func triangles(_ n: Int) -> FixedOutline {
        var outline = FixedOutline()
        for i in 0..<n {
            outline.move(to: FT_Vector(x: FT_Pos(i * 64), y: 0))
            outline.line(to: FT_Vector(x: FT_Pos(i * 64 + 64), y: 0))
            outline.line(to: FT_Vector(x: FT_Pos(i * 64), y: 64))
        }
        outline.endContour()
        return outline
    }

    /// 12 000 contours (36 000 points, past `Int16`): every contour's range and bounds are its own.
    @Test func contourRangesStayValidPastSixteenBits() throws {
        let outline = Self.triangles(12_000)
        #expect(outline.pointCount == 36_000 && outline.contourCount == 12_000)
        let ranges = outline.contourRanges
        #expect(ranges.count == 12_000)
        #expect(ranges[0] == 0...2 && ranges[11_000] == 33_000...33_002 && ranges[11_999] == 35_997...35_999)
        let bounds = outline.contourBounds()
        #expect(bounds[11_999] == (x0: 11_999 * 64, y0: 0, x1: 12_000 * 64, y1: 64))
        #expect(outline.contourOrientations()[11_999] == 64 * 64)   // twice the area of half a pixel
        let clusters = outline.columnClusters()
        #expect(clusters.count == 1)   // neighbours share a pixel column (x1 + 1)
        #expect(clusters[0].outline.pointCount == 36_000 && clusters[0].x1 == 12_001)
    }

    /// Past 32 767 points an outline splits into batches of whole contours that each fit one FT_Outline.
    @Test func batchesFitOneFreeTypeOutline() throws {
        let outline = Self.triangles(12_000)
        let batches = try outline.batches()
        #expect(batches.map(\.pointCount) == [32_766, 3_234])
        #expect(batches.map(\.contourCount) == [10_922, 1_078])
        #expect(batches[1].contourRanges.first == 0...2)
        #expect(try Self.triangles(3).batches().map(\.pointCount) == [9])
        // A single contour beyond the limit cannot be drawn: a thrown error, not a trap.
        var long = FixedOutline()
        long.move(to: FT_Vector(x: 0, y: 0))
        for i in 1...40_000 { long.line(to: FT_Vector(x: FT_Pos(i), y: FT_Pos(i % 2))) }
        long.endContour()
        #expect(throws: RasterError.pathTooComplex(points: 40_001)) { try long.batches() }
        #expect(throws: RasterError.pathTooComplex(points: 40_001)) { try long.withFTOutline(evenOdd: false) { _ in 0 } }
    }

    /// The 36 000-point outline rasterizes in batches, each triangle where it belongs.
    @Test func rasterizerDrawsAnOutlineLargerThanOneFreeTypeOutline() throws {
        let library = try FreeTypeLibrary()
        let raster = CoverageRasterizer(library: library, box: PixelBox(x0: 0, y0: 0, x1: 12_000, y1: 1), oversample: false)
        try raster.add(Self.triangles(12_000), evenOdd: false)
        var coverage = [Int](repeating: 0, count: 12_000)
        for s in raster.finish() {
            for x in Int(s.x)..<Int(s.x + s.length) { coverage[x] = Int(s.coverage) }
        }
        // Each unit triangle covers half its pixel: 127 or 128 by FreeType's rounding.
        #expect(coverage.allSatisfy { $0 == 127 || $0 == 128 })
    }

    /// Arrays from C whose contour ends do not strictly increase inside the points end the outline at
    /// the first bad end; the contours before it are kept.
    @Test func importedOutlineKeepsOnlyWellFormedContours() {
        let points = (0..<6).map { FT_Vector(x: FT_Pos($0), y: 0) }
        let tags = [CChar](repeating: CChar(FT_CURVE_TAG_ON), count: 6)
        let good = FixedOutline(points: points, tags: tags, contourEnds: [2, 5])
        #expect(good.contourRanges == [0...2, 3...5])
        let decreasing = FixedOutline(points: points, tags: tags, contourEnds: [3, 1])
        #expect(decreasing.contourRanges == [0...3] && decreasing.pointCount == 4)
        let wrapped = FixedOutline(points: points, tags: tags, contourEnds: [-32_768])
        #expect(wrapped.isEmpty && wrapped.pointCount == 0)
        let pastTheEnd = FixedOutline(points: points, tags: tags, contourEnds: [2, 6])
        #expect(pastTheEnd.contourRanges == [0...2] && pastTheEnd.pointCount == 3)
        let repeated = FixedOutline(points: points, tags: tags, contourEnds: [2, 2, 5])
        #expect(repeated.contourRanges == [0...2])
    }
}
