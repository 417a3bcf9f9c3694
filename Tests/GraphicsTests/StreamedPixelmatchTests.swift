import Foundation
import Testing
@testable import Graphics

/// The streamed comparison (`StreamedPixelmatch`: bands of rows with two rows of context) must give
/// exactly what the whole-image `Pixelmatch.compare` gives: the same count and the same diff pixels, for
/// every option and band height, on random images and on anti-aliased ones.
@Suite("Streamed pixelmatch")
struct StreamedPixelmatchTests {
    /// Band heights around the context of two rows: 1 row (the smallest window), 2–5, and the default.
    static let bands = [1, 2, 3, 4, 5, 7, StreamedPixelmatch.defaultBandRows]

    static let options: [PixelmatchOptions] = [
        .init(),
        .init(threshold: 0),
        .init(threshold: 0.05, includeAA: true),
        .init(threshold: 0.05, alpha: 0.5, aaColor: .init(0, 192, 0), diffColor: .init(255, 0, 255),
              diffColorAlt: .init(0, 255, 0)),
        .init(diffMask: true),
        .init(checkerboard: false),
    ]

    /// Compares both ways and records the first differing diff pixel, if any.
    static func expectSame(_ a: Bitmap, _ b: Bitmap, _ options: PixelmatchOptions, bands: [Int] = bands,
                           _ label: String) throws {
        let whole = try Pixelmatch.compare(a, b, options: options, writeDiff: true)
        let expectedDiff = try #require(whole.diff)
        for band in bands {
            var rows: [UInt8] = []
            let streamed = try StreamedPixelmatch.compare(BitmapRowSource(a), BitmapRowSource(b), options: options,
                                                          bandRows: band) { pointer, count in
                rows.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count * a.width * 4))
            }
            #expect(streamed.mismatched == whole.mismatched, "\(label), band \(band)")
            #expect(streamed.identical == (a.pixels == b.pixels), "\(label), band \(band)")
            if rows != expectedDiff.pixels {
                let first = zip(rows, expectedDiff.pixels).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
                Issue.record("\(label), band \(band): diff differs first at pixel \(first / 4) (of \(rows.count / 4) streamed)")
            }
            let countOnly = try StreamedPixelmatch.compare(BitmapRowSource(a), BitmapRowSource(b), options: options,
                                                           bandRows: band)
            #expect(countOnly.mismatched == whole.mismatched, "\(label), band \(band), count only")
        }
    }

    /// A fixed pseudo-random sequence, so a failure reproduces.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
    }

    /// Random pixels, and a copy with about a third of them changed a little or a lot (translucent ones
    /// too, so the checkerboard, which depends on the pixel's position in the image, is exercised).
    static func randomPair(width: Int, height: Int, seed: UInt64) -> (Bitmap, Bitmap) {
        var random = Generator(state: seed)
        var a = [UInt8](repeating: 0, count: width * height * 4)
        for i in a.indices { a[i] = UInt8(truncatingIfNeeded: random.next()) }
        var b = a
        for pixel in 0..<(width * height) where random.next() % 3 == 0 {
            let i = pixel * 4 + Int(random.next() % 4)
            b[i] = random.next() % 2 == 0 ? b[i] &+ UInt8(random.next() % 8) : UInt8(truncatingIfNeeded: random.next())
        }
        return (Bitmap(width: width, height: height, pixels: a), Bitmap(width: width, height: height, pixels: b))
    }

    /// Anti-aliased discs on a flat background, the second shifted by a fraction of a pixel: every edge
    /// pixel changes by an anti-aliasing step, which pixelmatch forgives unless `includeAA`.
    static func antiAliasedPair(width: Int, height: Int) -> (Bitmap, Bitmap) {
        func draw(shift: Double) -> Bitmap {
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            let discs: [(x: Double, y: Double, r: Double, colour: (UInt8, UInt8, UInt8))] = [
                (Double(width) * 0.3, Double(height) * 0.35, Double(min(width, height)) * 0.25, (20, 40, 200)),
                (Double(width) * 0.7, Double(height) * 0.6, Double(min(width, height)) * 0.3, (200, 30, 30)),
                (Double(width) * 0.5, 2, 4.5, (0, 0, 0)), // touches the top edge
            ]
            for y in 0..<height {
                for x in 0..<width {
                    var (r, g, b) = (255.0, 255.0, 255.0)
                    for disc in discs {
                        // Coverage by 4×4 supersampling.
                        var covered = 0
                        for sy in 0..<4 {
                            for sx in 0..<4 {
                                let px = Double(x) + (Double(sx) + 0.5) / 4 - disc.x - shift
                                let py = Double(y) + (Double(sy) + 0.5) / 4 - disc.y
                                if px * px + py * py <= disc.r * disc.r { covered += 1 }
                            }
                        }
                        let c = Double(covered) / 16
                        r = r * (1 - c) + Double(disc.colour.0) * c
                        g = g * (1 - c) + Double(disc.colour.1) * c
                        b = b * (1 - c) + Double(disc.colour.2) * c
                    }
                    let i = (y * width + x) * 4
                    pixels[i] = UInt8(r.rounded()); pixels[i + 1] = UInt8(g.rounded()); pixels[i + 2] = UInt8(b.rounded())
                }
            }
            return Bitmap(width: width, height: height, pixels: pixels)
        }
        return (draw(shift: 0), draw(shift: 0.4))
    }

    @Test("random images, every option and band height", arguments: [(37, 29), (1, 9), (9, 1), (16, 5), (5, 70)])
    func randomImages(_ size: (Int, Int)) throws {
        let (a, b) = Self.randomPair(width: size.0, height: size.1, seed: UInt64(size.0 * 1000 + size.1))
        for (index, options) in Self.options.enumerated() {
            try Self.expectSame(a, b, options, "random \(size.0)×\(size.1), options #\(index)")
        }
    }

    @Test("anti-aliased images: the same pixels forgiven and counted at every band height")
    func antiAliasedImages() throws {
        let (a, b) = Self.antiAliasedPair(width: 61, height: 47)
        // The pair really exercises the anti-aliasing test: most changed pixels are forgiven.
        let forgiven = try Pixelmatch.compare(a, b, writeDiff: false).mismatched
        let counted = try Pixelmatch.compare(a, b, options: .init(includeAA: true), writeDiff: false).mismatched
        #expect(counted > 2 * forgiven && counted > 50, "AA: \(forgiven) counted without, \(counted) with includeAA")
        for (index, options) in Self.options.enumerated() {
            try Self.expectSame(a, b, options, "anti-aliased, options #\(index)")
        }
    }

    @Test("pixelmatch's own fixtures streamed give its diff images")
    func fixtures() throws {
        let folder = try PixelmatchFixtures.folder()
        for fixture in PixelmatchFixtureTests.cases {
            let expected = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("\(fixture.diff).png"))
            for band in [1, 3, 64] {
                var rows: [UInt8] = []
                let result = try StreamedPixelmatch.compare(
                    try PNGRowReader(contentsOf: folder.appendingPathComponent("\(fixture.a).png")),
                    try PNGRowReader(contentsOf: folder.appendingPathComponent("\(fixture.b).png")),
                    options: fixture.options, bandRows: band, decodesInParallel: true) { pointer, count in
                    rows.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count * expected.width * 4))
                }
                #expect(result.mismatched == fixture.mismatched, "\(fixture.testDescription), band \(band)")
                #expect(rows == expected.pixels, "\(fixture.testDescription), band \(band)")
            }
        }
    }

    @Test("a streamed diff PNG has the bytes of the whole diff encoded at once")
    func encodedDiffIsTheSame() throws {
        let (a, b) = Self.randomPair(width: 40, height: 33, seed: 7)
        let whole = try #require(try Pixelmatch.compare(a, b, writeDiff: true).diff)
        let writer = try PNGRowWriter(width: 40, height: 33, opaque: true)
        _ = try StreamedPixelmatch.compare(BitmapRowSource(a), BitmapRowSource(b), bandRows: 5) {
            try writer.write(rows: $0, count: $1)
        }
        #expect(try writer.finish() == PNGCodec.encode(whole))
    }

    @Test("different sizes are refused before any row is read")
    func sizeMismatch() {
        let error = #expect(throws: PixelmatchError.self) {
            try StreamedPixelmatch.compare(BitmapRowSource(Bitmap(width: 3, height: 2)), BitmapRowSource(Bitmap(width: 2, height: 3)))
        }
        #expect(error == .sizeMismatch(firstWidth: 3, firstHeight: 2, secondWidth: 2, secondHeight: 3))
    }

    @Test("a golden cut off in the middle fails while streaming, naming the file")
    func truncatedWhileStreaming() throws {
        let (a, _) = Self.randomPair(width: 64, height: 64, seed: 3)
        let png = try PNGCodec.encode(a)
        let cut = png.prefix(png.count * 2 / 3)
        let error = #expect(throws: PNGError.self) {
            try StreamedPixelmatch.compare(try PNGRowReader(data: cut, name: "Goldens/cut.png"), BitmapRowSource(a), bandRows: 4)
        }
        #expect(error?.description.contains("Goldens/cut.png") == true)
        #expect(error?.description.contains("truncated") == true)
    }
}
