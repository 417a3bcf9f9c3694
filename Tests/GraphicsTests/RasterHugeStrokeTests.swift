import Testing
@testable import Graphics

/// Strokes and fills far larger than the canvas: their outlines are clipped to the raster box before
/// FreeType walks them (`OutlineBoxClipper`), with the same coverage inside. The reproducer below took
/// ~25 s in a debug build before clipping, the giant fill ~6× the time of a canvas-sized one.
@Suite struct RasterHugeStrokeTests {
    /// The fuzz reproducer `fuzz-svg-slow-stroke-cfd536f7`, painted black: a 65 536 pt dashed stroke
    /// with miter limit 41 on a 47×33 canvas (~25 s in a debug build before clipping).
    @Test func fuzzReproducerStrokeIsExact() throws {
        let path = VectorPath(elements: [.close, .close, .line(Point(41, 41)), .line(Point(41, 65536)), .close,
                                         .move(Point(32767, 41)), .quad(Point(114, 116), Point(112, 0))])
        let options = StrokeOptions(width: 65536, cap: .butt, join: .miter, miterLimit: 41, dash: [41], dashPhase: -70)
        let bitmap = try RasterTest.render(47, 33, [.stroke(path, RasterTest.black, options)])
        // The same rows the unclipped outline gave (rendered once, before clipping existed): everything
        // covered but the top right, cut by a dash's butt end and a cap of the curve's last dash.
        var expected = [[Int]](repeating: [Int](repeating: 255, count: 47), count: 33)
        expected[0].replaceSubrange(40..<47, with: [208, 0, 0, 0, 0, 0, 0])
        expected[1].replaceSubrange(40..<47, with: [224, 195, 200, 205, 209, 214, 218])
        let alphas = (0..<33).map { y in (0..<47).map { x in RasterTest.alpha(bitmap, x, y) } }
        #expect(alphas == expected)
    }

    /// The fuzz reproducer `fuzz-svg-slow-dashes-41e9aa35`: a line 65 640 pt long dashed every 2.78 pt,
    /// 23 600 square-capped dashes of which a handful cross a 49×40 canvas. Asking FreeType's stroker for
    /// its size after every dash walked all dashes stroked so far (3 s of CPU); each dash is now stroked
    /// and exported alone, and the picture is the one of the line cut just past the canvas.
    @Test func thousandsOfDashesOffTheCanvasDrawLikeTheVisibleOnes() throws {
        let options = StrokeOptions(width: 1.06, cap: .square, join: .round, miterLimit: 10, dash: [0.09, 2.69], dashPhase: 48)
        let long = try RasterTest.render(49, 40, [.stroke(RasterTest.line(-107.54, 20.25, 65531.79, 20.25), RasterTest.black, options)])
        let cut = try RasterTest.render(49, 40, [.stroke(RasterTest.line(-107.54, 20.25, 55.3, 20.25), RasterTest.black, options)])
        #expect(long == cut)
        let row = (0..<49).map { RasterTest.alpha(long, $0, 20) }
        #expect(row.filter { $0 > 0 }.count >= 17 && row.allSatisfy { $0 < 255 })   // a dash in every 2.78 pt, each under a pixel wide
        #expect((0..<40).allSatisfy { y in y == 20 || y == 19 || y == 21 || (0..<49).allSatisfy { RasterTest.alpha(long, $0, y) == 0 } })
    }

    /// The fuzz reproducer `fuzz-svg-slow-seed-9cb6e6cd`: a stroke 524 288 pt wide, round caps, dashed
    /// [32 768 ×4], of a path that runs 2·10⁹ pt down, on a 44×53 canvas. Its ~16 000 dashes past 2¹⁶ px
    /// were clamped onto one point 2¹⁶ px below the canvas, and each, stroked with the radius clamped
    /// to 2¹⁶ px too, reached the canvas from there: 30 000 circles clipped to the canvas, over 10 s in
    /// the fuzzing build. Only the dashes that really come within the stroke's reach are stroked now.
    @Test func fuzzReproducerDashesFarAwayAreNotStroked() throws {
        let options = StrokeOptions(width: 524_288, cap: .round, join: .round, miterLimit: 10,
                                    dash: [32768, 32768, 32768, 32768], dashPhase: 65536)
        var path = VectorPath()
        path.move(to: Point(0, 0))
        path.quad(to: Point(75.07, 57.45), control: Point(-9.01, -23))
        path.move(to: Point(4.48, -7.23))
        path.line(to: Point(65584.99, 160.85))
        path.move(to: Point(48.98, 90.21))
        path.cubic(to: Point(-11.01, 2_147_483_739), control1: Point(25.48, -20.11), control2: Point(29.59, 211.04))
        let dashed = path.dashed(pattern: options.dash, phase: options.dashPhase)
        let stroker = PathStroker(library: try FreeTypeLibrary())
        let canvas = (x0: 0, y0: 0, x1: 44 * 64, y1: 53 * 64)
        let outlines = try stroker.stroke(dashed, options: options, toGrid: .identity, gridScale: 1, visible: canvas)
        // Dashes starting within 2 × 262 144 pt (a round join's reach, by the stroker's rule) of the canvas.
        #expect(dashed.elements.filter { if case .move = $0 { true } else { false } }.count > 16_000)
        #expect(outlines.reduce(0) { $0 + $1.contourCount } == 11)
        let bitmap = try RasterTest.render(44, 53, [.stroke(path, RasterTest.black, options)])
        #expect(bitmap.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    /// A subpath beyond FixedOutline's ±2¹⁶ px clamp is culled by where it really is: clamped, the far
    /// line below (at x = 10⁶ pt) became a line at x = 2¹⁶ px whose stroke, its radius clamped to 2¹⁶ px,
    /// covered the whole canvas. Only the near one-point-wide band is drawn.
    @Test func strokeBeyondTheClampDrawsNothing() throws {
        let options = StrokeOptions(width: 200_000, cap: .butt, join: .miter, miterLimit: 4, dash: [], dashPhase: 0)
        var path = RasterTest.line(0, 10, 1, 10)
        path.append(RasterTest.line(1e6, 10, 1e6, 2e6))
        let bitmap = try RasterTest.render(20, 20, [.stroke(path, RasterTest.black, options)])
        let alphas = (0..<20).map { y in (0..<20).map { x in RasterTest.alpha(bitmap, x, y) } }
        #expect(alphas == [[Int]](repeating: [255] + [Int](repeating: 0, count: 19), count: 20))
    }

    /// A dash pattern that repeats in under a quarter of a device pixel is drawn solid: a 99 px line
    /// dashed every 0.002 pt made 49 500 dashes, each, stroked 100 000 pt wide, a circle clipped to the
    /// canvas (43 s in a debug build). At 2× a 0.1 pt pattern repeats in 0.2 px: solid too; a pattern
    /// of a quarter pixel exactly keeps its dashes (eight per pixel, half of each pixel covered).
    @Test func subPixelDashPatternsDrawSolid() throws {
        let line = RasterTest.line(-2, 40, 97, 41)
        let solid = try RasterTest.render(96, 96, [.stroke(line, RasterTest.black, StrokeOptions(width: 100_000, cap: .butt))])
        #expect(solid.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
        for cap in [StrokeOptions.Cap.butt, .round] {
            let options = StrokeOptions(width: 100_000, cap: cap, join: .round, dash: [0.001])
            #expect(try RasterTest.render(96, 96, [.stroke(line, RasterTest.black, options)]) == solid)
        }
        let thin = StrokeOptions(width: 2, cap: .butt, dash: [0.05, 0.05])
        let thinSolid = StrokeOptions(width: 2, cap: .butt)
        #expect(try RasterTest.render(20, 4, scale: 2, [.stroke(RasterTest.line(0, 2, 20, 2), RasterTest.black, thin)])
                == RasterTest.render(20, 4, scale: 2, [.stroke(RasterTest.line(0, 2, 20, 2), RasterTest.black, thinSolid)]))
        let quarter = StrokeOptions(width: 2, cap: .butt, dash: [0.125, 0.125])
        let dashed = try RasterTest.render(20, 4, [.stroke(RasterTest.line(0, 2, 20, 2), RasterTest.black, quarter)])
        #expect((0..<20).allSatisfy { RasterTest.alpha(dashed, $0, 1) == 128 })   // half of every pixel, dashed
    }

    /// A rectangle of 10⁹ points, twice (overlapping contours: 4×4 oversampled), covers the canvas
    /// exactly; unclipped, FreeType walked 2¹⁷-pixel edges once per band.
    @Test func giantOverlappingFillCoversTheCanvas() throws {
        var path = RasterTest.rect(-1e9, -1e9, 2e9, 2e9)
        path.append(RasterTest.rect(-1e9 + 1, -1e9, 2e9, 2e9))
        let bitmap = try RasterTest.render(300, 200, scale: 3, [.fill(path, RasterTest.black, .nonZero)])
        #expect(bitmap.pixels.allSatisfy { $0 == 0 || $0 == 255 })
        #expect((0..<bitmap.height).allSatisfy { y in (0..<bitmap.width).allSatisfy { RasterTest.alpha(bitmap, $0, y) == 255 } })
    }

    /// Coverage maps of `outline` over a `width × height` box, unclipped and clipped.
    private static func maps(_ path: VectorPath, width: Int, height: Int, oversample: Bool,
                             evenOdd: Bool) throws -> (plain: [Int], clipped: [Int]) {
        let library = try FreeTypeLibrary()
        let box = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        func map(_ clip: Bool) throws -> [Int] {
            let raster = CoverageRasterizer(library: library, box: box, oversample: oversample)
            var outline = FixedOutline()
            outline.append(path, raster.fromDevice, gridPerPixel: raster.factor)
            if clip { outline = try OutlineBoxClipper.clip(outline, to: .around(width, height, unit: 64 * raster.factor)) }
            try raster.add(outline, evenOdd: evenOdd)
            var result = [Int](repeating: 0, count: width * height)
            for s in raster.finish() {
                for x in Int(s.x)..<Int(s.x + s.length) { result[Int(s.y) * width + x] = Int(s.coverage) }
            }
            return result
        }
        return (try map(false), try map(true))
    }

    /// Edges of slope 0, ∞ and ±1 between integer points cross the box's border at whole 26.6 points,
    /// so the clipped outline is the same outline inside the box: identical coverage.
    @Test(arguments: [false, true])
    func clippingAtWholePointsIsExact(oversample: Bool) throws {
        var path = VectorPath()
        path.move(to: Point(-3000, -2990))         // a thin diagonal band through the box, slope 1
        path.line(to: Point(3000, 3010))
        path.line(to: Point(3000, 3030))
        path.line(to: Point(-3000, -2970))
        path.close()
        path.append(RasterTest.rect(-5000, 12.25, 10000, 9.5))     // a horizontal bar, end to end
        path.append(RasterTest.rect(41.75, -5000, 6.5, 10000, clockwise: false))
        path.move(to: Point(-4000, 4035))          // slope −1: a wedge whose tip lies in the box
        path.line(to: Point(30, 5))
        path.line(to: Point(4060, 4035))
        path.close()
        for evenOdd in [false, true] {
            let (plain, clipped) = try Self.maps(path, width: 60, height: 40, oversample: oversample, evenOdd: evenOdd)
            #expect(plain.contains { $0 > 0 && $0 < 255 } && plain.contains(0) && plain.contains(255))
            #expect(plain == clipped, "evenOdd \(evenOdd)")
        }
    }

    /// Anywhere else the points where edges leave the box are rounded to 1/64 pixel and curves across
    /// its border are split: inside, coverage moves by at most 2/255.
    @Test(arguments: [false, true])
    func clippingKeepsCoverageInsideTheBox(oversample: Bool) throws {
        var path = VectorPath()
        path.move(to: Point(-3000, 10))
        path.line(to: Point(3000, 30.5))
        path.line(to: Point(40.3, 5000))
        path.line(to: Point(20.7, -5000))
        path.close()
        path.append(RasterTest.circle(30, 700, 690.4))
        path.append(RasterTest.circle(-500, 20, 533.2))
        path.move(to: Point(-800, -900))
        path.quad(to: Point(900, 45), control: Point(40, 30))
        path.line(to: Point(-800, 700))
        path.close()
        for evenOdd in [false, true] {
            let (plain, clipped) = try Self.maps(path, width: 60, height: 40, oversample: oversample, evenOdd: evenOdd)
            let differences = zip(plain, clipped).map { abs($0 - $1) }
            #expect(differences.max() ?? 0 <= 2, "evenOdd \(evenOdd)")
            #expect(clipped.filter { $0 > 0 }.count >= 1000)
        }
    }
}
