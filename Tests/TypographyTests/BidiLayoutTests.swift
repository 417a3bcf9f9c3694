import Testing
import Graphics
@testable import Typography

/// UAX #9 in the text layout: levels per paragraph, each line reordered after breaking, mirrored brackets,
/// alignment of right-to-left paragraphs. `TestFonts.lines` reads each line's runs left to right.
@Suite struct BidiLayoutTests {
    static func request(_ text: String, alignment: TextLineAlignment = .leading, direction: TextLayoutDirection = .leftToRight,
                        strategy: TextAlignmentStrategy = .layoutBased, lineLimit: Int? = nil) -> TextLayoutRequest {
        var r = TestFonts.request(text, lineLimit: lineLimit, alignment: alignment)
        r.layoutDirection = direction
        r.alignmentStrategy = strategy
        return r
    }

    /// Each line's drawn text left to right, spaces dropped (spaces draw no glyph, and between Hebrew words
    /// drawn by DejaVu Sans they belong to Inter's runs, which are then empty).
    static func visual(_ layout: TextLayout) -> [String] {
        TestFonts.lines(layout).map { $0.filter { $0 != " " } }
    }

    static func words(_ lines: [String]) -> [String] { lines.map { $0.filter { $0 != " " } } }

    /// The left edge of the last line's ink origin.
    static func lastLineStart(_ layout: TextLayout) -> Double {
        let glyphs = TestFonts.glyphRuns(layout).flatMap(\.glyphs)
        let y = glyphs.map(\.origin.y).max() ?? 0
        return glyphs.filter { $0.origin.y == y }.map(\.origin.x).min() ?? -1
    }

    /// Glyph origins left to right, rounded to 1/100 pt.
    static func xs(_ layout: TextLayout) -> [Double] {
        TestFonts.glyphRuns(layout).flatMap(\.glyphs).map { ($0.origin.x * 100).rounded() / 100 }
    }

    @Test func hebrewIsDrawnRightToLeft() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(Self.request("שלום עולם"), width: nil)
        #expect(Self.visual(layout) == Self.words(["םלוע םולש"]))
        let xs = Self.xs(layout)
        #expect(xs == xs.sorted())
    }

    @Test func latinAndNumbersInsideRightToLeftText() throws {
        let ts = try TestFonts.typeSetter()
        // RTL paragraph (first strong is Hebrew): "abc 123" is one left-to-right run (W7: the number
        // follows a Latin letter), placed right to left among the Hebrew words.
        #expect(Self.visual(ts.layout(Self.request("אבג abc 123 דהו"), width: nil)) == Self.words(["והד abc 123 גבא"]))
        // A number after Hebrew is its own run, left of the word before it.
        #expect(Self.visual(ts.layout(Self.request("אבג 123 דהו"), width: nil)) == Self.words(["והד 123 גבא"]))
        // LTR paragraph: the Hebrew words are reversed in place, the period stays at the end.
        #expect(Self.visual(ts.layout(Self.request("see אבג דהו now."), width: nil)) == Self.words(["see והד גבא now."]))
        // Arabic-Indic digits and a European number after Arabic letters stay left to right.
        #expect(Self.visual(ts.layout(Self.request("عدد ١٢٣ و 45"), width: nil)) == Self.words(["45 و ١٢٣ ددع"]))
    }

    @Test func bracketsAreMirroredAtOddLevels() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(Self.request("א(ב)"), width: nil)
        // Visual order ")ב(א", each parenthesis drawn with its mirror's glyph, so it reads "(ב)א".
        #expect(TestFonts.lines(layout) == [")ב(א"])
        let ltr = ts.layout(Self.request("(ב)"), width: nil)
        let glyphs = TestFonts.glyphRuns(layout).flatMap(\.glyphs).map(\.outline)
        let upright = TestFonts.glyphRuns(ltr).flatMap(\.glyphs).map(\.outline)
        #expect(glyphs.count == 4 && upright.count == 3)
        #expect(glyphs.first == upright.first)   // the leftmost is an opening parenthesis's glyph
        #expect(glyphs[2] == upright[2])         // and ")" where "(" is stored
    }

    @Test func eachLineIsReorderedAfterBreaking() throws {
        let ts = try TestFonts.typeSetter()
        let text = "אחת שתיים שלוש ארבע חמש"
        let one = ts.layout(Self.request(text), width: nil)
        let layout = ts.layout(Self.request(text), width: one.size.width * 0.75)
        // The first words (logically) are on the first line, read from the right.
        #expect(Self.visual(layout) == Self.words(["שולש םייתש תחא", "שמח עברא"]))
    }

    @Test func rightToLeftLayoutAlignsLeadingToTheRight() throws {
        let ts = try TestFonts.typeSetter()
        let text = "אחת שתיים שלוש ארבע חמש"
        let width = ts.layout(Self.request(text), width: nil).size.width * 0.75
        let ltr = ts.layout(Self.request(text), width: width)
        let rtl = ts.layout(Self.request(text, direction: .rightToLeft), width: width)
        let byWriting = ts.layout(Self.request(text, strategy: .writingDirectionBased), width: width)
        // Second (shorter) line: at x = 0 in a left-to-right layout, flush right otherwise.
        let secondLineStart = Self.lastLineStart
        #expect(secondLineStart(ltr) == 0)
        #expect(secondLineStart(rtl) > 0)
        #expect(secondLineStart(byWriting) == secondLineStart(rtl))
        #expect(ltr.size == rtl.size)
        // Latin text in a right-to-left layout is still a left-to-right paragraph, aligned right.
        let latin = ts.layout(Self.request("one two three four five", direction: .rightToLeft), width: 80)
        let plain = ts.layout(Self.request("one two three four five"), width: 80)
        #expect(TestFonts.lines(latin) == TestFonts.lines(plain))
        #expect(Self.xs(latin) != Self.xs(plain))
        // Digits alone take the layout direction: "12-34" in RTL is still drawn "12-34" (numbers stay LTR).
        #expect(TestFonts.lines(ts.layout(Self.request("12 34", direction: .rightToLeft), width: nil)) == ["34 12"])
    }

    @Test func trailingSpacesHangOnTheLeftOfRightToLeftLines() throws {
        let ts = try TestFonts.typeSetter()
        let bare = ts.layout(Self.request("אבג", alignment: .trailing), width: nil)
        let spaced = ts.layout(Self.request("אבג   ", alignment: .trailing), width: nil)
        #expect(spaced.size.width == bare.size.width)
        #expect(Self.xs(spaced).filter { $0 >= 0 } == Self.xs(bare))
    }

    @Test func truncatedRightToLeftLineEndsOnTheLeft() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(Self.request("אחת שתיים שלוש ארבע חמש", lineLimit: 1), width: 60)
        let line = TestFonts.lines(layout)
        #expect(line.count == 1)
        #expect(line.first?.first == "…")
    }

    /// The ellipsis takes the paragraph's level (UAX #9 resolves the neutral "…" between the cut run and the
    /// paragraph's end to the embedding direction), so it ends the line in the paragraph's direction even
    /// when the cut falls inside a run of the other direction, as Core Text's truncation token does.
    @Test func ellipsisEndsTheLineInTheParagraphDirectionInsideAnOppositeRun() throws {
        let ts = try TestFonts.typeSetter()
        let latinInHebrew = TestFonts.lines(ts.layout(Self.request("אבג abcdefghijklmnopqrstuvwxyz", lineLimit: 1), width: 80))
        #expect(latinInHebrew.count == 1)
        let rtl = latinInHebrew.first ?? ""
        #expect(rtl.first == "…")
        #expect(rtl.hasSuffix("גבא"))
        // The kept Latin reads left to right from the ellipsis: "…abc…" becomes "…" + a prefix of the alphabet.
        #expect(String(rtl.dropFirst()).hasPrefix("abc"))
        let hebrewInLatin = TestFonts.lines(ts.layout(Self.request("abc אבגדהוזחטיכלמנסעפצקרשת", lineLimit: 1), width: 80))
        let ltr = hebrewInLatin.first ?? ""
        #expect(ltr.last == "…")
        #expect(ltr.hasPrefix("abc"))
        // The kept Hebrew is the start of the word, drawn right to left just before the ellipsis.
        #expect(String(ltr.dropLast()).hasSuffix("גבא"))
    }

    @Test func paragraphsTakeTheirOwnDirection() throws {
        let ts = try TestFonts.typeSetter()
        #expect(TestFonts.lines(ts.layout(Self.request("abc אבג!\nאבג abc!"), width: nil)) == ["abc גבא!", "!abc גבא"])
    }

    @Test func explicitEmbeddingsAndIsolates() throws {
        let ts = try TestFonts.typeSetter()
        // The controls draw nothing; drop them from the drawn text.
        func drawn(_ text: String) -> [String] {
            TestFonts.lines(ts.layout(Self.request(text), width: nil)).map {
                String(String.UnicodeScalarView($0.unicodeScalars.filter { !(0x2000...0x206F).contains($0.value) }))
            }
        }
        // RLO forces right to left: "abc" drawn "cba".
        #expect(drawn("x \u{202E}abc\u{202C} y") == ["x cba y"])
        // An RLI isolate in left-to-right text: inside it the number follows the Hebrew on its left.
        #expect(drawn("a \u{2067}אב 12\u{2069} b") == ["a 12 בא b"])
        // LRE inside Hebrew: the Latin words inside keep left-to-right order, placed as one unit.
        #expect(drawn("אב \u{202A}one two\u{202C} גד").map { $0.filter { $0 != " " } } == ["דגonetwoבא"])
    }
}
