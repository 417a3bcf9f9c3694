import Testing
@testable import Graphics

@Suite struct SVGXMLEscapingTests {
    @Test func escapesMarkupCharacters() {
        #expect(XMLEscaping.escapeText("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(XMLEscaping.escapeText("&amp;") == "&amp;amp;")
        #expect(XMLEscaping.escapeText("Grüße ☀️ 東京") == "Grüße ☀️ 東京")
    }

    @Test func removesCharactersXMLForbids() {
        #expect(XMLEscaping.escapeText("a\u{0}b\u{1}c\u{8}d\u{B}e\u{C}f\u{1F}g\u{FFFE}h\u{FFFF}i") == "abcdefghi")
        #expect(XMLEscaping.escapeText("tab\tlf\ncr\r") == "tab\tlf\ncr\r")
    }

    @Test func attributesKeepWhitespaceAsReferences() {
        #expect(XMLEscaping.escapeAttribute("a\tb\nc\rd \"e\"") == "a&#9;b&#10;c&#13;d &quot;e&quot;")
    }
}
