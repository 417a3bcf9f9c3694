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
