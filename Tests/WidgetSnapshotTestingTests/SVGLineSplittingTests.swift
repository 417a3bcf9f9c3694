import Testing
import WidgetSnapshotCore

/// SVG goldens are compared line by line: LF and CRLF endings, trailing newlines and non-ASCII text.
@Suite("SVG text lines")
struct SVGLineSplittingTests {
    @Test("lines end at LF, a CR before it belongs to the ending, a lone CR does not end a line")
    func lines() {
        #expect(UnifiedDiff.lines("") == [])
        #expect(UnifiedDiff.lines("\n") == [""])
        #expect(UnifiedDiff.lines("a") == ["a"])
        #expect(UnifiedDiff.lines("a\nb\n") == ["a", "b"])
        #expect(UnifiedDiff.lines("a\r\nb\r\n") == ["a", "b"])
        #expect(UnifiedDiff.lines("a\n\nb") == ["a", "", "b"])
        #expect(UnifiedDiff.lines("a\rb\n") == ["a\rb"])
        #expect(UnifiedDiff.lines("\r\r\n") == ["\r"])
        #expect(UnifiedDiff.lines("東京\r\n🌧️ é\u{301}\n") == ["東京", "🌧️ é\u{301}"])
    }

    @Test("normalised SVG: LF only, exactly one final newline; text already so is returned as it is")
    func normalized() {
        #expect(SnapshotVerifier.normalizedSVG("<svg>\n</svg>\n") == "<svg>\n</svg>\n")
        #expect(SnapshotVerifier.normalizedSVG("<svg>\r\n</svg>\r\n") == "<svg>\n</svg>\n")
        #expect(SnapshotVerifier.normalizedSVG("<svg>\n</svg>") == "<svg>\n</svg>\n")
        #expect(SnapshotVerifier.normalizedSVG("<svg>\n</svg>\n\n\n") == "<svg>\n</svg>\n")
        #expect(SnapshotVerifier.normalizedSVG("\n") == "\n")
        #expect(SnapshotVerifier.normalizedSVG("") == "\n")
    }
}
