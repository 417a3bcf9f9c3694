import Testing
@testable import Graphics

/// Coverage from FreeType's gray rasterizer, with exact numbers.
@Suite struct RasterCoverageTests {
    typealias T = RasterTest

    /// A rectangle from x = 0.25 to 2.75 covers 3/4 of its edge pixels. FreeType turns the signed area
    /// into 0…255 as ⌊0.75 · 256⌋ = 192 for one contour direction and ⌈0.75 · 256⌉ − 1 = 191 for the
    /// other (`coverage = ~coverage` for negative areas in ftgrays.c); interior pixels are 255.
    @Test func fractionalRectangleEdges() throws {
        let cw = try T.render(4, 1, [.fill(T.rect(0.25, 0, 2.5, 1, clockwise: true), T.black, .nonZero)])
        #expect((0..<4).map { T.alpha(cw, $0, 0) } == [191, 255, 191, 0])
        let ccw = try T.render(4, 1, [.fill(T.rect(0.25, 0, 2.5, 1, clockwise: false), T.black, .nonZero)])
        #expect((0..<4).map { T.alpha(ccw, $0, 0) } == [192, 255, 192, 0])
    }

    @Test func cornerPixelsCoverTheProductOfBothFractions() throws {
        let b = try T.render(3, 3, [.fill(T.rect(0.25, 0.25, 2.5, 2.5, clockwise: false), T.black, .nonZero)])
        // 0.75 × 0.75 = 0.5625 of the corner pixel: 0.5625 · 256 = 144.
        #expect(T.alpha(b, 0, 0) == 144)
        #expect(T.alpha(b, 1, 0) == 192)
        #expect(T.alpha(b, 1, 1) == 255)
        #expect(T.alpha(b, 2, 2) == 144)
    }

    @Test func nonZeroFillsNestedSquaresEvenOddPunchesAHole() throws {
        var nested = T.rect(0, 0, 8, 8)
        nested.append(T.rect(2, 2, 4, 4))       // same direction: winding 2 inside
        let nz = try T.render(8, 8, [.fill(nested, T.black, .nonZero)])
        let eo = try T.render(8, 8, [.fill(nested, T.black, .evenOdd)])
        #expect(T.alpha(nz, 4, 4) == 255)
        #expect(T.alpha(eo, 4, 4) == 0)
        #expect(T.alpha(eo, 1, 1) == 255)
        #expect(T.alpha(eo, 2, 4) == 0 && T.alpha(eo, 1, 4) == 255)
    }

    /// Two overlapping squares whose edges share pixels: summing areas would give 255 where the true
    /// union covers half a pixel; the 4×4 oversampled path gives the union.
    @Test func overlappingContoursAreNotDoubleCounted() throws {
        var two = T.rect(0, 0, 4.5, 4)
        two.append(T.rect(2, 0, 2.5, 4))        // right edge at 4.5 shared by both contours
        let b = try T.render(6, 4, [.fill(two, T.black, .nonZero)])
        // Pixel 4 is half covered: 8 of 16 sub-pixel columns… 0.5 · 256 = 128.
        #expect(T.alpha(b, 4, 1) == 128)
        #expect(T.alpha(b, 3, 1) == 255)
        #expect(T.alpha(b, 5, 1) == 0)
    }

    @Test func onlyContoursThatMayCrossAreOversampled() {
        func outline(_ parts: [VectorPath]) -> FixedOutline {
            var o = FixedOutline()
            for p in parts { o.append(p, .identity) }
            return o
        }
        let outer = T.rect(0, 0, 10, 10)
        let hole = T.rect(3, 3, 4, 4, clockwise: false)
        let sameWay = T.rect(3, 3, 4, 4)
        #expect(!outline([outer, hole]).mayHaveOverlappingContours(evenOdd: false))      // a TrueType hole
        #expect(outline([outer, sameWay]).mayHaveOverlappingContours(evenOdd: false))    // winding 2 inside
        #expect(!outline([outer, sameWay]).mayHaveOverlappingContours(evenOdd: true))
        #expect(outline([outer, T.rect(8, 8, 5, 5)]).mayHaveOverlappingContours(evenOdd: true))   // crossing
        #expect(!outline([outer, T.rect(20, 0, 5, 5)]).mayHaveOverlappingContours(evenOdd: false)) // apart
        #expect(!outline([outer]).mayHaveOverlappingContours(evenOdd: false))
    }

    @Test func stroke2WideOnAPixelAlignedLineIsTwoFullRows() throws {
        let b = try T.render(10, 10, [.stroke(T.line(2, 5, 8, 5), T.black, StrokeOptions(width: 2))])
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (4...5).contains(y) && (2...7).contains(x)
                #expect(T.alpha(b, x, y) == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func squareCapsExtendHalfTheWidth() throws {
        let b = try T.render(12, 10, [.stroke(T.line(3, 5, 9, 5), T.black, StrokeOptions(width: 2, cap: .square))])
        #expect((0..<12).map { T.alpha(b, $0, 4) } == [0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0])
    }

    /// A round cap of radius 2 reaches exactly 2 px past the end: nothing at x < 2, the cap's corner
    /// pixels partly covered (FreeType flattens the arc, so slightly less than the exact 80/255), full
    /// coverage where the whole pixel is within the radius.
    @Test func roundCapExtent() throws {
        let b = try T.render(20, 20, [.stroke(T.line(4, 10, 16, 10), T.black, StrokeOptions(width: 4, cap: .round))])
        #expect(T.alpha(b, 1, 9) == 0 && T.alpha(b, 1, 10) == 0)
        #expect(T.alpha(b, 2, 9) > 200 && T.alpha(b, 2, 9) < 255)
        #expect(T.alpha(b, 2, 8) > 60 && T.alpha(b, 2, 8) < 90)
        #expect(T.alpha(b, 3, 9) == 255)
        #expect(T.alpha(b, 3, 7) == 0 && T.alpha(b, 3, 12) == 0)
        #expect(T.alpha(b, 18, 10) == 0 && T.alpha(b, 17, 10) > 200)
        // Symmetric ends.
        #expect(abs(T.alpha(b, 2, 8) - T.alpha(b, 17, 8)) <= 1)   // ⌊a⌋ vs ⌈a⌉ − 1 by edge direction
    }

    @Test func zeroLengthSubpathIsADotWithRoundCapsAndNothingWithButt() throws {
        var dot = VectorPath()
        dot.move(to: Point(10, 10)); dot.line(to: Point(10, 10))
        let round = try T.render(20, 20, [.stroke(dot, T.black, StrokeOptions(width: 4, cap: .round))])
        #expect(T.alpha(round, 9, 9) == 255 && T.alpha(round, 10, 10) == 255)
        #expect(T.alpha(round, 7, 9) == 0 && T.alpha(round, 12, 10) == 0)
        #expect(T.alpha(round, 8, 9) > 200)
        let butt = try T.render(20, 20, [.stroke(dot, T.black, StrokeOptions(width: 4, cap: .butt))])
        #expect(butt.pixels.allSatisfy { $0 == 0 })
        let square = try T.render(20, 20, [.stroke(dot, T.black, StrokeOptions(width: 4, cap: .square))])
        // The square is that of a 2/64 px segment: 1/64 px more on each side than the exact 4 × 4.
        #expect(T.alpha(square, 8, 8) == 255 && T.alpha(square, 11, 11) == 255 && T.alpha(square, 12, 11) <= 4)
    }

    @Test func closedSubpathsJoinAllAround() throws {
        let b = try T.render(12, 12, [.stroke(T.rect(2, 2, 8, 8), T.black, StrokeOptions(width: 2, join: .miter))])
        // Miter corners fill the outer corner pixel; the inside stays empty.
        #expect(T.alpha(b, 1, 1) == 255 && T.alpha(b, 10, 10) == 255)
        #expect(T.alpha(b, 5, 5) == 0)
        let bevel = try T.render(12, 12, [.stroke(T.rect(2, 2, 8, 8), T.black, StrokeOptions(width: 2, join: .bevel))])
        #expect(T.alpha(bevel, 1, 1) == 128)   // the bevel cuts the corner pixel along its diagonal
    }

    @Test func smoothStrokesTakeTheExactPathCornersAreOversampled() {
        var arc = VectorPath()
        arc.move(to: Point(10, 50))
        arc.cubic(to: Point(50, 10), control1: Point(10, 28), control2: Point(28, 10))
        arc.cubic(to: Point(90, 50), control1: Point(72, 10), control2: Point(90, 28))   // tangent-continuous
        let s = StrokeOptions(width: 6, cap: .round)
        #expect(!PathStroker.mayOverlapItself(arc, options: s, toDevice: .scale(3), scale: 3))
        #expect(!PathStroker.mayOverlapItself(T.line(0, 0, 100, 0), options: s, toDevice: .scale(3), scale: 3))
        var corner = T.line(0, 0, 50, 0)
        corner.line(to: Point(50, 50))
        #expect(PathStroker.mayOverlapItself(corner, options: s, toDevice: .scale(3), scale: 3))
        #expect(PathStroker.mayOverlapItself(T.rect(0, 0, 20, 20), options: s, toDevice: .scale(1), scale: 1))
        var tight = VectorPath()
        tight.move(to: Point(0, 0))
        tight.cubic(to: Point(2, 0), control1: Point(0, 3), control2: Point(2, 3))      // turns 180° within 3 pt
        #expect(PathStroker.mayOverlapItself(tight, options: s, toDevice: .scale(1), scale: 1))
        var two = T.line(0, 0, 10, 0)
        two.append(T.line(0, 4, 10, 4))                                                   // strokes 6 wide touch
        #expect(PathStroker.mayOverlapItself(two, options: s, toDevice: .scale(1), scale: 1))
        var apart = T.line(0, 0, 10, 0)
        apart.append(T.line(0, 40, 10, 40))
        #expect(!PathStroker.mayOverlapItself(apart, options: s, toDevice: .scale(1), scale: 1))
    }

    @Test func dashesLeaveGaps() throws {
        let b = try T.render(20, 4, [.stroke(T.line(0, 2, 20, 2), T.black, StrokeOptions(width: 2, dash: [4, 4]))])
        #expect((0..<20).map { T.alpha(b, $0, 1) } == [255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255])
        let shifted = try T.render(20, 4, [.stroke(T.line(0, 2, 20, 2), T.black, StrokeOptions(width: 2, dash: [4, 4], dashPhase: 2))])
        #expect((0..<8).map { T.alpha(shifted, $0, 1) } == [255, 255, 0, 0, 0, 0, 255, 255])
    }

    @Test func absurdDashPatternsDrawSolid() throws {
        let b = try T.render(20, 4, [.stroke(T.line(0, 2, 20, 2), T.black, StrokeOptions(width: 2, dash: [1e-9, 1e-9]))])
        #expect((0..<20).allSatisfy { T.alpha(b, $0, 1) == 255 })
    }

    @Test func hugeAndNonFiniteGeometryIsHarmless() throws {
        var nan = VectorPath()
        nan.move(to: Point(.nan, 0)); nan.line(to: Point(5, 5)); nan.line(to: Point(0, 5)); nan.close()
        let huge = T.rect(-1e12, -1e12, 2e12, 2e12)
        let b = try T.render(4, 4, [.fill(nan, T.black, .nonZero), .fill(huge, T.black, .nonZero),
                                     .stroke(T.line(0, 0, 1e15, 3), T.black, StrokeOptions(width: .infinity))])
        #expect(b.pixels.count == 64)
        #expect(T.alpha(b, 2, 2) == 255)
    }
}

/// Rendering the box in column tiles (to keep FreeType's per-row cell lists short) must not change a
/// single coverage value, at 1× and at 4×.
@Suite struct RasterTilingTests {
    @Test func tilesGiveIdenticalCoverage() throws {
        let lib = try FreeTypeLibrary()
        var shape = RasterTest.circle(60, 20, 50)
        shape.append(RasterTest.circle(75, 22, 30))
        let box = PixelBox(x0: 0, y0: 0, x1: 120, y1: 40)
        for oversample in [false, true] {
            var maps: [[UInt8]] = []
            for columns in [7, 64, 1 << 20] {
                let r = CoverageRasterizer(library: lib, box: box, oversample: oversample)
                r.columnsPerCall = columns
                var o = FixedOutline()
                o.append(shape, r.fromDevice)
                try r.add(o, evenOdd: true)
                var map = [UInt8](repeating: 0, count: 120 * 40)
                for s in r.finish() {
                    for x in Int(s.x)..<Int(s.x + s.length) { map[Int(s.y) * 120 + x] = s.coverage }
                }
                maps.append(map)
            }
            #expect(maps[0] == maps[2] && maps[1] == maps[2])
            #expect(maps[2].contains(255) && maps[2].contains { $0 > 0 && $0 < 255 })
        }
    }

    /// Contours in separate pixel columns are rendered one cluster at a time: identical coverage.
    @Test func columnClustersGiveIdenticalCoverage() throws {
        let lib = try FreeTypeLibrary()
        var shapes = VectorPath()
        for i in 0..<12 {
            let x = 4.3 + Double(i) * 9.7
            shapes.append(RasterTest.circle(x, 10, 3.6))                  // dots, some sharing columns
            if i % 3 == 0 { shapes.append(RasterTest.circle(x + 2, 12, 2.5)) }   // overlapping partners
        }
        shapes.append(RasterTest.rect(-5, 25, 40, 3))                      // reaches off the box
        let box = PixelBox(x0: 0, y0: 0, x1: 120, y1: 30)
        for oversample in [false, true] {
            var maps: [[UInt8]] = []
            for split in [true, false] {
                let r = CoverageRasterizer(library: lib, box: box, oversample: oversample)
                r.splitsClusters = split
                var o = FixedOutline()
                o.append(shapes, r.fromDevice)
                if split { #expect(o.columnClusters().count > 5) }
                try r.add(o, evenOdd: false)
                var map = [UInt8](repeating: 0, count: 120 * 30)
                for s in r.finish() {
                    for x in Int(s.x)..<Int(s.x + s.length) {
                        #expect(map[Int(s.y) * 120 + x] == 0, "pixel covered twice")
                        map[Int(s.y) * 120 + x] = s.coverage
                    }
                }
                maps.append(map)
            }
            #expect(maps[0] == maps[1])
        }
    }
}

@Suite struct RasterGlyphRunTests {
    typealias T = RasterTest

    /// Glyph outlines are at 1 pt per em; the run scales them by `size` and places them at origins.
    static func run(_ glyphs: [PlacedGlyph], size: Double, paint: Paint = RasterTest.black) -> GlyphRun {
        GlyphRun(text: "test", fontName: "Test-Regular", size: size, glyphs: glyphs, paint: paint)
    }

    @Test func glyphsArePlacedScaledAndFilled() throws {
        // A unit square from y = −1 (ascender) to 0 (baseline): 4 pt at origin (2, 6) covers x 2…6, y 2…6.
        let square = GlyphOutline(key: "Test-Regular.g1", path: T.rect(0, -1, 1, 1))
        let b = try T.render(10, 10, [.glyphRun(Self.run([PlacedGlyph(outline: square, origin: Point(2, 6))], size: 4))])
        #expect(T.alpha(b, 2, 2) == 255 && T.alpha(b, 5, 5) == 255)
        #expect(T.alpha(b, 1, 3) == 0 && T.alpha(b, 6, 3) == 0 && T.alpha(b, 3, 6) == 0)
    }

    /// Two glyphs ending at the same x = 4.5 share that edge pixel: the union covers it once (128),
    /// where summed areas would saturate to 255.
    @Test func overlappingGlyphsUniteInsteadOfAdding() throws {
        let wide = GlyphOutline(key: "Test-Regular.g2", path: T.rect(0, -1, 1, 1))
        let narrow = GlyphOutline(key: "Test-Regular.g4", path: T.rect(0, -1, 0.5, 1))
        let b = try T.render(12, 4, [.glyphRun(Self.run([PlacedGlyph(outline: wide, origin: Point(0, 3)),
                                                          PlacedGlyph(outline: narrow, origin: Point(2.25, 3))], size: 4.5))])
        #expect((0..<6).map { T.alpha(b, $0, 2) } == [255, 255, 255, 255, 128, 0])
    }

    @Test func longRunsAreBatchedNotRefused() throws {
        var circle = T.circle(0.5, -0.5, 0.4)
        for _ in 0..<200 { circle.append(T.circle(0.5, -0.5, 0.4)) }   // 201 contours, 2 814 points per glyph
        let glyph = GlyphOutline(key: "Test-Regular.g3", path: circle)
        let glyphs = (0..<20).map { PlacedGlyph(outline: glyph, origin: Point(Double(4 * $0), 4)) }
        let b = try T.render(80, 4, [.glyphRun(Self.run(glyphs, size: 4))])
        #expect(T.alpha(b, 2, 2) == 255 && T.alpha(b, 78, 2) == 255)
    }
}
