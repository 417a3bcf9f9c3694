import CFreeType
import Testing
import Graphics
@testable import Typography

/// Numbers read from font files (OpenType tables, glyph outlines) that break the parser's arithmetic:
/// each is cut off where the data ends or turns invalid, never a trap or a huge allocation.
@Suite struct FontDataRobustnessTests {
    private static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A class definition (format 1) starting at glyph 0xFFFF ends there: `UInt16(0x10000)` trapped.
    @Test func classRangePastTheLastGlyphIdEndsThere() {
        let bytes = [1, 0xFFFF, 3, 7, 8, 9].flatMap(Self.u16)
        #expect(OpenTypeBytes(bytes: bytes).classDef(at: 0) == [0xFFFF: 7])
        let normal = [1, 10, 2, 7, 0].flatMap(Self.u16)
        #expect(OpenTypeBytes(bytes: normal).classDef(at: 0) == [10: 7])
    }

    /// A GPOS table with one `kern` lookup holding one class-pair subtable (format 2) of `c1n × c2n`
    /// classes, x-advance records -20, 30 for class 0, and glyph 5 covered.
    private static func gpos(classes1 c1n: Int, classes2 c2n: Int) -> [UInt8] {
        var t: [UInt8] = [0, 1, 0, 0]                              // version 1.0
        t += [0, 10, 26].flatMap(u16)                              // script list (unused), feature list, lookup list
        t += u16(1) + Array("kern".utf8) + u16(8)                  // 10: one feature, at feature list + 8
        t += [0, 1, 0, 0].flatMap(u16)                             // 18: no params, one lookup index: 0; padding
        t += [1, 4].flatMap(u16)                                   // 26: one lookup, at lookup list + 4
        t += [2, 0, 1, 8].flatMap(u16)                             // 30: pair adjustment, one subtable at + 8
        t += [2, 20, 4, 0, 26, 26, c1n, c2n].flatMap(u16)          // 38: format 2, coverage, x advance, class defs
        t += [0xFFEC, 30].flatMap(u16)                             // 54: class 0 × class 0…1: −20, 30
        t += [1, 1, 5].flatMap(u16)                                // 58: coverage format 1: glyph 5
        t += u16(0)                                                // 64: class definition of format 0: all class 0
        return t
    }

    @Test func classPairMatrixMustLieInsideTheTable() {
        let kerning = PairKerningTable(gpos: Self.gpos(classes1: 1, classes2: 2))
        #expect(kerning.kerning(5, 9) == -20)
        #expect(kerning.kerning(6, 9) == 0)
        // 65 535 × 65 535 classes: 34 GB of values for a 66-byte table before; now the subtable is skipped.
        #expect(PairKerningTable(gpos: Self.gpos(classes1: 0xFFFF, classes2: 0xFFFF)).isEmpty)
    }

    /// `points` (font units, all on the curve) with contour ends `ends`, converted at 1 unit per em.
    private static func convert(_ points: [(Int, Int)], ends: [Int16]) -> VectorPath {
        var pts = points.map { FT_Vector(x: FT_Pos($0.0), y: FT_Pos($0.1)) }
        var tags = [CChar](repeating: CChar(FT_CURVE_TAG_ON), count: points.count)
        var contours = ends
        return pts.withUnsafeMutableBufferPointer { p in
            tags.withUnsafeMutableBufferPointer { t in
                contours.withUnsafeMutableBufferPointer { c in
                    var outline = FT_Outline()
                    outline.n_points = Int16(p.count)
                    outline.n_contours = Int16(c.count)
                    outline.points = p.baseAddress
                    outline.tags = t.baseAddress
                    outline.contours = c.baseAddress
                    return OutlineConverter.convert(outline, unitsPerEm: 1, slant: 0)
                }
            }
        }
    }

    /// Contour ends that do not strictly increase inside the points end the glyph there: a wrapped
    /// (negative) end used to make the next contour start before the arrays.
    @Test func glyphOutlineStopsAtTheFirstInvalidContourEnd() {
        let square = [(0, 0), (1, 0), (1, 1), (0, 1)]
        let expected: [VectorPath.Element] = [.move(Point(0, 0)), .line(Point(1, 0)), .line(Point(1, -1)),
                                              .line(Point(0, -1)), .close]
        #expect(Self.convert(square, ends: [3]).elements == expected)
        #expect(Self.convert(square + square, ends: [3, -32_768, 7]).elements == expected)
        #expect(Self.convert(square + square, ends: [3, 3, 7]).elements == expected)
        #expect(Self.convert(square, ends: [4]).elements.isEmpty)
        #expect(Self.convert(square, ends: [32_767]).elements.isEmpty)
    }
}
