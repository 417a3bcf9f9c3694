import Testing
import Graphics
@testable import Typography

@Suite struct FaceMetricsTests {
    @Test func interAt17Points() throws {
        let m = try TestFonts.typeSetter().metrics(of: FontDescriptor(size: 17))
        // Inter-Regular: 2816 units per em, hhea ascender 2728, descender −680, OS/2 cap height 2048, x-height 1536.
        #expect(m.ascender == 16.46875)                                   // 2728 × 17 / 2816
        #expect(TestFonts.near(m.descender, 680 * 17 / 2816.0))           // 4.105…
        #expect(TestFonts.near(m.capHeight, 2048 * 17 / 2816.0))          // 12.3636…
        #expect(TestFonts.near(m.xHeight, 1536 * 17 / 2816.0))           // 9.2727…
        #expect(TestFonts.near(m.lineHeight, 22))                         // SF Pro body leading (LineBox)
    }

    @Test func lineHeightRuleKeepsTallerNaturalLines() throws {
        let ts = try TestFonts.typeSetter()
        // Noto Serif: ascender 1069 + descender 293 over 1000 = 1.362 em > 22/17.
        #expect(TestFonts.near(ts.metrics(of: FontDescriptor(design: .serif, size: 10)).lineHeight, 13.62))
        #expect(TestFonts.near(ts.metrics(of: FontDescriptor(size: 34)).lineHeight, 44))
        // A text style's published leading wins: caption2 is 11/13, large title 34/41.
        #expect(TestFonts.near(ts.metrics(of: FontDescriptor(size: 11, leading: 13)).lineHeight, 13))
        let title = ts.layout(TextLayoutRequest(runs: [StyledTextRun(text: "A\nB", font: FontDescriptor(size: 34, leading: 41))]), width: nil)
        #expect(TestFonts.near(title.size.height, 82))
    }

    @Test func advancesOfAKnownStringMatchHarfBuzz() throws {
        // Reference: HarfBuzz 8 (uharfbuzz) shaping Inter-Regular with `kern` gives 16776 units for
        // "Hello, World!" and 3616 for "AV" (1712 + 1904), i.e. ×17/2816 points.
        let ts = try TestFonts.typeSetter()
        let hello = ts.layout(TestFonts.request("Hello, World!"), width: nil)
        #expect(TestFonts.near(hello.size.width, 16776 * 17 / 2816.0))
        #expect(TestFonts.near(hello.size.height, 22))
        let halfLeading: Double = (22.0 / 17 * 2816 - 2728 - 680) / 2
        let baseline: Double = (2728 + halfLeading) * 17 / 2816
        #expect(TestFonts.near(hello.firstBaseline, baseline))
        let av = ts.layout(TestFonts.request("AV"), width: nil)
        #expect(TestFonts.near(av.size.width, 3616 * 17 / 2816.0))
        let wave = ts.layout(TestFonts.request("Wave"), width: nil)
        #expect(TestFonts.near(wave.size.width, 7212 * 17 / 2816.0))
    }

    @Test func kerningIsReadFromGPOS() throws {
        let lib = try FontLibrary.shared()
        let inter = FontCatalog.face(design: .default, weight: .regular, italic: false)
        let a = lib.glyph(inter, 0x41), v = lib.glyph(inter, 0x56), t = lib.glyph(inter, 0x54), o = lib.glyph(inter, 0x6F)
        #expect(lib.kerning(inter, a, v) == -192 / 2816.0)
        #expect(lib.kerning(inter, t, o) == -224 / 2816.0)
        #expect(lib.kerning(inter, o, o) == 0)
        // The unkerned sum is wider than the kerned layout.
        #expect(lib.advance(inter, a) == 1904 / 2816.0)
    }

    @Test func outlinesAreOneUnitPerEmYDownOnTheBaseline() throws {
        let lib = try FontLibrary.shared()
        let inter = FontCatalog.face(design: .default, weight: .regular, italic: false)
        let h = lib.glyph(inter, 0x48)
        let outline = lib.outline(inter, h)
        #expect(outline.key == "Inter-Regular.g\(h)")
        let b = outline.path.controlBounds
        #expect(b.minY == -2048 / 2816.0)        // cap height above the baseline, y down
        #expect(b.maxY == 0)
        #expect(b.minX > 0 && b.maxX < lib.advance(inter, h))
        // The oblique is the upright skewed by tan 12°: the top moves right by 0.2126 × cap height.
        let rounded = FontCatalog.face(design: .rounded, weight: .regular, italic: false)
        let slanted = FontCatalog.face(design: .rounded, weight: .regular, italic: true)
        let gq = lib.glyph(rounded, 0x49)   // "I": a vertical stem
        let skew = Transform(a: 1, b: 0, c: -FontCatalog.obliqueSlant, d: 1, tx: 0, ty: 0)
        let slantedPoints = Self.points(lib.outline(slanted, gq).path)
        let expectedPoints = Self.points(lib.outline(rounded, gq).path.applying(skew))
        #expect(slantedPoints.count == expectedPoints.count && slantedPoints.count > 4)
        #expect(zip(slantedPoints, expectedPoints).allSatisfy { $0.distance(to: $1) < 1e-12 })
        // The stem's top (y < −0.6 em) stays over its foot (x < 0.2 em) upright and leans right when slanted.
        #expect(Self.points(lib.outline(rounded, gq).path).contains { $0.x < 0.2 && $0.y < -0.6 })
        #expect(!slantedPoints.contains { $0.x < 0.2 && $0.y < -0.6 })
        #expect(lib.outline(slanted, gq).key == "Quicksand-Regular-Oblique.g\(gq)")
    }

    static func points(_ path: VectorPath) -> [Point] {
        path.elements.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let a, let b, let p): return [a, b, p]
            case .close: return []
            }
        }
    }
}
