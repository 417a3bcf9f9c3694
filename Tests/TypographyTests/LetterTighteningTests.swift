import Foundation
import Testing
import Graphics
@testable import Typography

@Suite("allowsTightening: letter spacing shrinks before truncation, up to text 5% wider than the line")
struct LetterTighteningTests {
    private let text = "Tighten before truncating"

    private func layout(width: Double?, tightening: Bool, lineLimit: Int? = 1) throws -> TextLayout {
        var request = TestFonts.request(text, lineLimit: lineLimit)
        request.allowsTightening = tightening
        return try TestFonts.typeSetter().layout(request, width: width)
    }

    @Test("text 3% too wide is tightened to exactly the line's width instead of truncated")
    func tightensSmallOverflow() throws {
        let natural = try layout(width: nil, tightening: false).size.width
        let width = natural / 1.03
        #expect(TestFonts.lines(try layout(width: width, tightening: false)).first?.hasSuffix("…") == true)
        let tightened = try layout(width: width, tightening: true)
        #expect(TestFonts.lines(tightened) == [text])
        #expect(tightened.size.width <= width && TestFonts.near(tightened.size.width, width, 1e-6))
        // Each character gave up the same space: glyph n moved left by n characters' share (a space draws
        // no glyph, so the two glyphs around it are two shares apart).
        let loose = TestFonts.glyphRuns(try layout(width: nil, tightening: true))[0].glyphs.map(\.origin.x)
        let tight = TestFonts.glyphRuns(tightened)[0].glyphs.map(\.origin.x)
        let shifts = zip(loose, tight).map { $0 - $1 }
        let share = (natural - tightened.size.width) / Double(text.count)   // the last character gives up its share too
        let expected = text.enumerated().filter { $0.element != " " }.map { Double($0.offset) * share }
        #expect(shifts.count == expected.count && zip(shifts, expected).allSatisfy { TestFonts.near($0, $1, 1e-6) }, "\(shifts)")
    }

    @Test("text more than 5% too wide truncates exactly as without tightening; text that fits is untouched")
    func leavesLargeOverflowAndFittingText() throws {
        let natural = try layout(width: nil, tightening: false).size.width
        let narrow = natural / 1.06
        #expect(TestFonts.lines(try layout(width: narrow, tightening: true)) == TestFonts.lines(try layout(width: narrow, tightening: false)))
        #expect(try layout(width: narrow, tightening: true).size == layout(width: narrow, tightening: false).size)
        #expect(try layout(width: natural + 1, tightening: true).size == layout(width: natural + 1, tightening: false).size)
    }

    @Test("without a line limit the text wraps: tightening is only an alternative to truncation")
    func wrappingLines() throws {
        let natural = try layout(width: nil, tightening: false).size.width
        #expect(TestFonts.lines(try layout(width: natural / 1.02, tightening: true, lineLimit: nil)).count == 2)
    }
}
