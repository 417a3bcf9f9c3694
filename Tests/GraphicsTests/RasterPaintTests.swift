import Testing
@testable import Graphics

/// Gradients and images.
@Suite struct RasterPaintTests {
    typealias T = RasterTest
    static let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// Padded outside the endpoints; at pixel centre x + 0.5 the table index is round(t · 1023).
    @Test func linearGradientEndpointsAndPadding() throws {
        let paint = Paint.linearGradient(GradientStops(evenlySpaced: [Self.red, Self.blue]), start: Point(20, 0), end: Point(80, 0))
        let b = try T.render(100, 1, [.fill(T.rect(0, 0, 100, 1), paint, .nonZero)])
        #expect(b[0, 0] == (255, 0, 0, 255) && b[19, 0] == (255, 0, 0, 255))
        #expect(b[80, 0] == (0, 0, 255, 255) && b[99, 0] == (0, 0, 255, 255))
        // x = 20.5: t = 0.5 / 60, index 9, colour 9/1023 of the way: red 255 − 2.24 → 253.
        #expect(b[20, 0] == (253, 0, 2, 255))
        // Symmetric about the middle (49.5 and 50.5 are equally far from t = 0.5).
        #expect(b[49, 0].r == b[50, 0].b && b[49, 0].b == b[50, 0].r)
    }

    @Test func linearGradientFollowsItsDirection() throws {
        let paint = Paint.linearGradient(GradientStops(evenlySpaced: [.black, .white]), start: Point(0, 0), end: Point(0, 10))
        let b = try T.render(4, 10, [.fill(T.rect(0, 0, 4, 10), paint, .nonZero)])
        #expect(b[0, 0].r == b[3, 0].r)
        #expect(b[0, 0].r < b[0, 5].r && b[0, 5].r < b[0, 9].r)
    }

    @Test func degenerateGradientsPaintTheLastStop() throws {
        let stops = GradientStops(evenlySpaced: [Self.red, Self.blue])
        let b = try T.render(2, 1, [.fill(T.rect(0, 0, 1, 1), .linearGradient(stops, start: Point(5, 5), end: Point(5, 5)), .nonZero),
                                     .fill(T.rect(1, 0, 1, 1), .radialGradient(stops, center: Point(0, 0), radius: 0), .nonZero)])
        #expect(b[0, 0] == (0, 0, 255, 255) && b[1, 0] == (0, 0, 255, 255))
    }

    @Test func radialGradientCentreAndRim() throws {
        let paint = Paint.radialGradient(GradientStops(evenlySpaced: [.white, .black]), center: Point(10, 10), radius: 8)
        let b = try T.render(20, 20, [.fill(T.rect(0, 0, 20, 20), paint, .nonZero)])
        // Pixel centre (10.5, 10.5): t = √0.5 / 8 = 0.088, index 90, 255 · (1 − 90/1023) = 232.6 → 233.
        #expect(b[10, 10] == (233, 233, 233, 255))
        #expect(b[0, 0] == (0, 0, 0, 255))                // padded beyond the radius
        #expect(b[10, 2].r == b[2, 10].r && b[10, 2].r == b[17, 10].r)   // circular
    }

    @Test func radialGradientTransformMakesEllipses() throws {
        let paint = Paint.radialGradient(GradientStops(evenlySpaced: [.white, .black]), center: Point(0, 0), radius: 1,
                                         transform: Transform.scale(10, 5).concatenating(.translation(10, 10)))
        let b = try T.render(20, 20, [.fill(T.rect(0, 0, 20, 20), paint, .nonZero)])
        #expect(b[17, 10].r > b[10, 17].r)   // 7 px is 70% along x but past the rim along y
        #expect(b[10, 17] == (0, 0, 0, 255))
    }

    @Test func angularGradientSweepsClockwiseFromStart() throws {
        let paint = Paint.angularGradient(GradientStops(evenlySpaced: [.black, .white]), center: Point(10, 10),
                                          startAngle: 0, endAngle: 2 * Double.pi)
        let b = try T.render(20, 20, [.fill(T.rect(0, 0, 20, 20), paint, .nonZero)])
        let right = b[18, 10].r, below = b[10, 18].r, left = b[1, 9].r, above = b[10, 1].r
        // Clockwise on screen (y down): right (~0) < below (~¼) < left (~½) < above (~¾).
        #expect(right < below && below < left && left < above)
        #expect(below > 55 && below < 75)
        #expect(above > 185 && above < 200)
    }

    private static func checkerboard(_ n: Int) -> ImageSource {
        var px = [UInt8]()
        for y in 0..<n { for x in 0..<n { px += (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] } }
        return ImageSource(bitmap: Bitmap(width: n, height: n, pixels: px))
    }

    /// A one-pixel checkerboard drawn 4× or 5.67× smaller must become flat mid grey, not a moiré.
    @Test func downscaledCheckerboardIsMidGrey() throws {
        for (n, size) in [(64, 16.0), (136, 24.0)] {
            let b = try T.render(size, size, [.image(ImageDraw(source: Self.checkerboard(n), rect: Rect(x: 0, y: 0, width: size, height: size)))])
            var lo = 255, hi = 0
            for y in 0..<b.height { for x in 0..<b.width { lo = min(lo, Int(b[x, y].r)); hi = max(hi, Int(b[x, y].r)) } }
            #expect(lo >= 126 && hi <= 129, "\(n) → \(size): \(lo)…\(hi)")
            #expect(b.isOpaque)
        }
    }

    @Test func nearestSamplingKeepsHardPixels() throws {
        let img = ImageSource(bitmap: Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        let b = try T.render(4, 1, [.image(ImageDraw(source: img, rect: Rect(x: 0, y: 0, width: 4, height: 1), sampling: .nearest))])
        #expect((0..<4).map { b[$0, 0].r } == [255, 255, 0, 0])
        let smooth = try T.render(4, 1, [.image(ImageDraw(source: img, rect: Rect(x: 0, y: 0, width: 4, height: 1)))])
        // Bilinear between the two pixel centres (x = 1 and 3): ¼ and ¾ of the way at 1.5 and 2.5.
        #expect((0..<4).map { smooth[$0, 0].r } == [255, 191, 64, 0])
    }

    @Test func imageOpacityEdgesAndTransform() throws {
        let img = ImageSource(bitmap: Bitmap(width: 1, height: 1, fill: .black))
        let b = try T.render(4, 1, [.fill(T.rect(0, 0, 4, 1), T.white, .nonZero),
                                     .image(ImageDraw(source: img, rect: Rect(x: 0.5, y: 0, width: 2, height: 1), opacity: 0.5))])
        // Opacity 128; the half-covered edge pixels get coverage 128 · 128 / 255 = 64 (or 63/64 by direction).
        #expect(b[1, 0].r == 127)
        #expect(b[0, 0].r >= 190 && b[0, 0].r <= 192)
        #expect(b[3, 0].r == 255)
        let moved = try T.render(4, 4, [.image(ImageDraw(source: img, rect: Rect(x: 0, y: 0, width: 1, height: 1),
                                                         transform: Transform.scale(2).concatenating(.translation(2, 2))))])
        #expect(T.alpha(moved, 2, 2) == 255 && T.alpha(moved, 3, 3) == 255 && T.alpha(moved, 1, 1) == 0)
    }
}
