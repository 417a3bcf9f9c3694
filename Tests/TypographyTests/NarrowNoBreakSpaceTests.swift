import Foundation
import Testing
import Graphics
@testable import Typography

/// English times carry U+202F NARROW NO-BREAK SPACE before AM/PM (iOS 17+). Inter, Noto Serif and DejaVu
/// Sans have the glyph; Quicksand (`.rounded`) and Open Sans (the watch's SF Compact stand-in) do not, so
/// the fallback chain takes DejaVu Sans's: it must draw no box, warn about nothing, and stay narrower than
/// a word space and wider than nothing.
@Suite("U+202F draws as a narrow space in every design, including faces without the glyph")
struct NarrowNoBreakSpaceTests {
    private func width(_ text: String, _ font: FontDescriptor) throws -> (Double, [String]) {
        let layout = try TestFonts.typeSetter().layout(
            TextLayoutRequest(runs: [StyledTextRun(text: text, font: font)], lineLimit: nil, truncation: .tail,
                              alignment: .leading, lineSpacing: 0, minimumScaleFactor: 1), width: nil)
        return (layout.size.width, layout.warnings)
    }

    @Test("9:41 U+202F AM: no warning, between 9:41AM and 9:41 AM in width", arguments: [
        ("default", false), ("rounded", false), ("serif", false), ("default", true),
    ])
    func narrowSpace(design: String, compact: Bool) throws {
        var font = FontDescriptor(design: FontDesign(rawValue: design) ?? .default, size: 17)
        font.compactSystemFont = compact
        let (narrow, warnings) = try width("9:41\u{202F}AM", font)
        let (spaced, _) = try width("9:41 AM", font)
        let (tight, _) = try width("9:41AM", font)
        #expect(warnings.isEmpty)
        #expect(narrow > tight)
        #expect(narrow < spaced)
    }
}
