import Testing
import Graphics
@testable import Typography

/// UAX #14 opportunities in the text layout (`Shaper.markBreaks` over `LineBreaker`), and the Thai
/// fallback at grapheme-cluster boundaries.
@Suite struct UnicodeLineBreakLayoutTests {
    static func breaks(_ text: String) throws -> [String] {
        let ts = try TestFonts.typeSetter()
        let (clusters, _) = Shaper(library: ts.library).shape([StyledTextRun(text: text, font: FontDescriptor(size: 17))])
        var pieces: [String] = [""]
        for c in clusters {
            pieces[pieces.count - 1] += c.text
            if c.breakAfter { pieces.append("") }
        }
        return pieces.filter { !$0.isEmpty }
    }

    @Test func opportunitiesFollowUAX14() throws {
        #expect(try Self.breaks("The quick (brown) fox.") == ["The ", "quick ", "(brown) ", "fox."])
        #expect(try Self.breaks("well-known and/or x — y") == ["well-", "known ", "and/", "or ", "x ", "— ", "y"])
        // Numbers keep their prefix, separators and suffix (LB25); no break before "%" or "!" (LB13, LB25).
        #expect(try Self.breaks("$1,234.50 or 95% now!") == ["$1,234.50 ", "or ", "95% ", "now!"])
        // No break before closing punctuation or small kana, none after an opening bracket (kinsoku).
        #expect(try Self.breaks("「東京」です。ちょっと") == ["「東", "京」", "で", "す。", "ちょっ", "と"])
        // An emoji with a skin tone, a flag, a ZWJ family: each one unit; breaks between them (LB30a/b, ID).
        #expect(try Self.breaks("👍🏽🇯🇵👨‍👩‍👧") == ["👍🏽", "🇯🇵", "👨‍👩‍👧"])
        // No-break space and word joiner glue; a zero-width space is an opportunity.
        #expect(try Self.breaks("a\u{A0}b c\u{2060}d e\u{200B}f") == ["a\u{A0}b ", "c\u{2060}d ", "e\u{200B}", "f"])
        #expect(try Self.breaks("one\ntwo") == ["one\n", "two"])
    }

    @Test func thaiWithoutSpacesBreaksAtGraphemeClusters() throws {
        let ts = try TestFonts.typeSetter()
        let thai = "สวัสดีครับยินดีต้อนรับ"   // "hello, welcome", written without spaces
        #expect(try Self.breaks(thai) == [thai])  // no dictionary: one unbreakable word for UAX #14
        let one = ts.layout(TestFonts.request(thai), width: nil)
        let layout = ts.layout(TestFonts.request(thai), width: one.size.width / 3)
        let lines = TestFonts.lines(layout)
        #expect(lines.count >= 3)
        #expect(lines.joined() == thai)
        // Every line starts at a cluster boundary: never with a vowel or tone mark of the line before.
        for line in lines {
            let first = line.unicodeScalars.first?.properties.generalCategory
            #expect(first != .nonspacingMark && first != .spacingMark, "line \"\(line)\" starts with a mark")
        }
        // With a space that fits, the line breaks there first.
        let spaced = ts.layout(TestFonts.request("สวัสดี ครับ"), width: ts.layout(TestFonts.request("สวัสดี"), width: nil).size.width + 1)
        #expect(TestFonts.lines(spaced) == ["สวัสดี", "ครับ"])
    }
}
