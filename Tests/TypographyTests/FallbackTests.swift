import Foundation
import Testing
import Graphics
@testable import Typography

@Suite struct FallbackTests {
    @Test func emojiBecomesAnImageOfTheStrikeBitmap() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request("😀"), width: nil)
        let image = try #require(TestFonts.images(layout).first)
        #expect(image.source.bitmap.width == 136)
        #expect(image.source.bitmap.height == 128)
        #expect(TestFonts.near(image.rect.width, 1.23 * 17))      // advance 1.23 em, bitmap scaled to it
        #expect(TestFonts.near(layout.size.width, 1.23 * 17))
        #expect(TestFonts.glyphRuns(layout).isEmpty)
        // Straight alpha: a fully opaque pixel keeps its colour, a transparent one is all zero.
        let bm = image.source.bitmap
        #expect(bm[0, 0].a == 0 && bm[0, 0].r == 0)
        #expect(bm[68, 64].a == 255)
    }

    @Test func emojiSequencesAreOneImage() throws {
        let ts = try TestFonts.typeSetter()
        for sequence in ["👍🏽", "🇯🇵", "👨‍👩‍👧", "1️⃣"] {
            let images = TestFonts.images(ts.layout(TestFonts.request(sequence), width: nil))
            #expect(images.count == 1, "\(sequence)")
        }
        let distinct = Set(["👍", "👍🏽", "👍🏿"].map { TestFonts.images(ts.layout(TestFonts.request($0), width: nil))[0].source.key })
        #expect(distinct.count == 3)
    }

    /// ZWJ and ZWNJ are default-ignorable: without a pictograph after a joiner they take no room, draw
    /// nothing and change no face, as `hb-shape` shapes them (Inter-Regular.otf: "1\u{200D}2" →
    /// [1296=0+1308|1682=0+0|1297=2+1704], the joiner a hidden zero-advance space; "\u{A9}\u{200D}x" →
    /// [1457|1682=0+0|946]). Before, a joiner after a character with the Emoji property (digits, ©) drew
    /// that character as a colour emoji.
    @Test("ZWJ and ZWNJ draw nothing and trigger no fallback; emoji ZWJ sequences stay one image or two",
          arguments: [("1\u{200D}2", "12"), ("\u{A9}\u{200D}x", "\u{A9}x"), ("a\u{200D}b", "ab"), ("a\u{200C}b", "ab"),
                      ("#\u{200D}1", "#1"), ("\u{200D}ab\u{200C}", "ab")])
    func joinersAreIgnorable(pair: (String, String)) throws {
        let ts = try TestFonts.typeSetter()
        let joined = ts.layout(TestFonts.request(pair.0), width: nil), plain = ts.layout(TestFonts.request(pair.1), width: nil)
        #expect(TestFonts.images(joined).isEmpty)
        #expect(TestFonts.glyphRuns(joined).map(\.fontName) == ["Inter-Regular"])
        #expect(TestFonts.glyphRuns(joined).flatMap { $0.glyphs.map(\.outline.key) } == TestFonts.glyphRuns(plain).flatMap { $0.glyphs.map(\.outline.key) })
        #expect(joined.size.width == plain.size.width)
        #expect(joined.warnings.isEmpty)
    }

    @Test("Emoji ZWJ sequences: a ligature the font has is one image; one it lacks is its emoji side by side, the joiner hidden")
    func emojiJoinerSequences() throws {
        let ts = try TestFonts.typeSetter()
        // hb-shape NotoColorEmoji.ttf: 👩‍💻 → [gid2358=0+2550]; 🫠‍🔥 → [gid1412=0+2550|gid3=0+0|gid784=0+2550].
        #expect(TestFonts.images(ts.layout(TestFonts.request("👩\u{200D}💻"), width: nil)).count == 1)
        let unknown = ts.layout(TestFonts.request("🫠\u{200D}🔥"), width: nil)
        #expect(TestFonts.images(unknown).count == 2)
        #expect(unknown.size.width == ts.layout(TestFonts.request("🫠🔥"), width: nil).size.width)
    }

    @Test("Devanagari: ZWJ after a virama asks for the half form, as HarfBuzz shapes it")
    func devanagariJoiner() throws {
        // hb-shape NotoSansDevanagari-Regular.ttf "क्‍ष" → [183=0+603|3=0+0|59=3+578].
        let layout = try TestFonts.typeSetter().layout(TestFonts.request("\u{915}\u{94D}\u{200D}\u{937}"), width: nil)
        #expect(TestFonts.glyphRuns(layout).flatMap { $0.glyphs.map(\.outline.key) } == ["NotoSansDevanagari-Regular.g183", "NotoSansDevanagari-Regular.g59"])
        #expect(layout.warnings.isEmpty)
    }

    @Test func latinJapaneseAndEmojiUseThreeFaces() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request("Hi 日本 😀"), width: nil)
        let faces = Set(TestFonts.glyphRuns(layout).map(\.fontName))
        #expect(faces == ["Inter-Regular", "VL-PGothic-Regular"])
        #expect(TestFonts.images(layout).count == 1)
        #expect(layout.warnings.isEmpty)
        // Scripts neither Inter nor VL PGothic has (Georgian) come from DejaVu Sans.
        let math = ts.layout(TestFonts.request("a \u{10D0} b"), width: nil)
        #expect(TestFonts.glyphRuns(math).map(\.fontName) == ["Inter-Regular", "DejaVuSans", "Inter-Regular"])
    }

    @Test func decomposedAccentsUseThePrecomposedGlyph() throws {
        let ts = try TestFonts.typeSetter()
        let decomposed = TestFonts.glyphRuns(ts.layout(TestFonts.request("e\u{301}"), width: nil))
        let precomposed = TestFonts.glyphRuns(ts.layout(TestFonts.request("\u{E9}"), width: nil))
        #expect(decomposed[0].glyphs.map(\.outline.key) == precomposed[0].glyphs.map(\.outline.key))
        #expect(decomposed[0].glyphs.count == 1)
    }

    @Test func charactersNoFaceHasAreReported() throws {
        let layout = try TestFonts.typeSetter().layout(TestFonts.request("a\u{10FFFD}"), width: nil)
        #expect(layout.warnings.count == 1)
        #expect(layout.warnings[0].contains("U+10FFFD"))
    }

    @Test func monospacedDigitsShareOneWidth() throws {
        let ts = try TestFonts.typeSetter()
        func width(_ s: String) -> Double {
            ts.layout(TextLayoutRequest(runs: [StyledTextRun(text: s, font: FontDescriptor(size: 17, monospacedDigit: true))]), width: nil).size.width
        }
        #expect(TestFonts.near(width("1111"), width("8888")))
        #expect(TestFonts.near(width("10:01"), width("88:88")))
        #expect(width("1111") != ts.layout(TestFonts.request("1111"), width: nil).size.width)
        // Inter has tabular figures (GSUB `tnum`): the digit glyphs are swapped, not re-spaced.
        let tabular = ts.layout(TextLayoutRequest(runs: [StyledTextRun(text: "1", font: FontDescriptor(size: 17, monospacedDigit: true))]), width: nil)
        let proportional = ts.layout(TestFonts.request("1"), width: nil)
        #expect(TestFonts.glyphRuns(tabular)[0].glyphs[0].outline.key != TestFonts.glyphRuns(proportional)[0].glyphs[0].outline.key)
        // Quicksand has none: digits take the widest digit's advance, centred.
        func roundedWidth(_ s: String) -> Double {
            ts.layout(TextLayoutRequest(runs: [StyledTextRun(text: s, font: FontDescriptor(design: .rounded, size: 17, monospacedDigit: true))]), width: nil).size.width
        }
        #expect(TestFonts.near(roundedWidth("1111"), roundedWidth("0000")))
    }

    @Test func symbolsComeFromTheIconFont() throws {
        let ts = try TypeSetter(library: FontLibrary.shared(), symbols: TestSymbols())
        let run = try #require(ts.symbol(named: "star.fill", font: FontDescriptor(size: 20)))
        #expect(run.fontName == "MaterialDesignIcons" && run.size == 20 && run.glyphs.count == 1)
        #expect(!run.glyphs[0].outline.path.isEmpty)
        #expect(ts.symbol(named: "no.such.symbol", font: FontDescriptor(size: 20)) == nil)
    }
}
