import Testing
@testable import Graphics

/// `ClipMask` keeps only its box and, per row, a run of full coverage that painting takes without the
/// mask: the pixels must be exactly those of painting through the mask everywhere.
@Suite struct RasterClipMaskTests {
    static let width = 40, height = 6

    /// The clip values span by span as written (later spans overwrite), times the parent's.
    static func reference(_ spans: [CoverageSpan], parent: [Int]?) -> [Int] {
        var map = [Int](repeating: 0, count: width * height)
        for s in spans {
            for x in max(0, Int(s.x))..<min(width, Int(s.x + s.length)) {
                let i = Int(s.y) * width + x
                map[i] = parent.map { Int(Premultiplied.mul(UInt32(s.coverage), UInt32($0[i]))) } ?? Int(s.coverage)
            }
        }
        if let parent { for i in map.indices where parent[i] == 0 { map[i] = 0 } }
        return map
    }

    /// Paints `color` over a full row span through `clip` and through the per-pixel formula.
    static func check(_ clip: ClipMask, values: [Int], color: UInt32, backdrop: UInt32) {
        let canvas = PixelCanvas(width: width, height: height)
        for i in 0..<(width * height) { canvas.pixels[i] = backdrop }
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { scratch.deallocate() }
        let spans = (0..<height).map { CoverageSpan(x: 0, y: Int32($0), length: Int32(width), coverage: 255) }
        SpanPainter(scratch: scratch).paint(spans, with: .solid(color), clip: clip, onto: canvas)
        for i in 0..<(width * height) {
            let m = UInt32(values[i])
            var expected = backdrop
            if m > 0 {
                let s = m == 255 ? color : Premultiplied.scale(color, by: m)
                expected = s >> 24 == 255 ? s : Premultiplied.sourceOver(s, onto: backdrop)
            }
            #expect(canvas.pixels[i] == expected, "pixel \(i % width), \(i / width)")
        }
    }

    @Test func fullRunsMatchPaintingThroughTheMask() {
        // Row 0 plain; row 1 a full span cut by a later partial one; row 2 two full spans; row 3 a
        // partial span only; row 4 empty; row 5 a full span past the canvas edge.
        let outer: [CoverageSpan] = [
            CoverageSpan(x: 2, y: 0, length: 30, coverage: 255),
            CoverageSpan(x: 0, y: 1, length: 1, coverage: 90),
            CoverageSpan(x: 1, y: 1, length: 30, coverage: 255),
            CoverageSpan(x: 10, y: 1, length: 4, coverage: 128),
            CoverageSpan(x: 3, y: 2, length: 5, coverage: 255),
            CoverageSpan(x: 8, y: 2, length: 1, coverage: 17),
            CoverageSpan(x: 9, y: 2, length: 20, coverage: 255),
            CoverageSpan(x: 5, y: 3, length: 10, coverage: 200),
            CoverageSpan(x: 20, y: 5, length: 100, coverage: 255),
        ]
        let parent = ClipMask(spans: outer, within: nil, width: Self.width, height: Self.height)
        let parentValues = Self.reference(outer, parent: nil)
        for (color, backdrop) in [(UInt32(0xFF10_2030), UInt32(0xFF80_8080)), (0x8040_2010, 0x4010_1010)] {
            Self.check(parent, values: parentValues, color: color, backdrop: backdrop)
        }

        // A nested clip: its full spans are full only where the parent's row is full.
        let inner: [CoverageSpan] = [
            CoverageSpan(x: 0, y: 0, length: 40, coverage: 255),
            CoverageSpan(x: 0, y: 1, length: 12, coverage: 255),
            CoverageSpan(x: 12, y: 1, length: 20, coverage: 255),
            CoverageSpan(x: 4, y: 2, length: 30, coverage: 255),
            CoverageSpan(x: 0, y: 3, length: 40, coverage: 255),
            CoverageSpan(x: 30, y: 5, length: 3, coverage: 60),
        ]
        let nested = ClipMask(spans: inner, within: parent, width: Self.width, height: Self.height)
        let nestedValues = Self.reference(inner, parent: parentValues)
        Self.check(nested, values: nestedValues, color: 0xFF10_2030, backdrop: 0xFF80_8080)
        Self.check(nested, values: nestedValues, color: 0x8040_2010, backdrop: 0x4010_1010)
        #expect(nested.box == PixelBox(x0: 0, y0: 0, x1: 40, y1: 6))
    }
}
