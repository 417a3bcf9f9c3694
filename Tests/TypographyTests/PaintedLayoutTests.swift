import Testing
import Graphics
@testable import Typography

/// The type setter lays a text out once for all its colours (`TextLayoutTemplate`) and paints each
/// request's items from its own runs: the same text in another colour must never come back in the colour
/// laid out first, and runs without paint keep the placeholder marked for the default paint.
@Suite struct PaintedLayoutTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)

    static func request(first: Paint?, second: Paint?) -> TextLayoutRequest {
        let font = FontDescriptor(size: 17)
        return TextLayoutRequest(runs: [StyledTextRun(text: "Painted ", font: font, paint: first, underline: true),
                                        StyledTextRun(text: "twice", font: FontDescriptor(weight: .bold, size: 17), paint: second)])
    }

    /// Each item's paint and whether it takes the default paint, in drawing order.
    static func paints(_ layout: TextLayout) -> [(paint: Paint?, usesDefault: Bool)] {
        layout.items.enumerated().map { index, item in
            let paint: Paint?
            switch item {
            case .glyphRun(let run): paint = run.paint
            case .fill(_, let fill, _): paint = fill
            default: paint = nil
            }
            return (paint, layout.usesDefaultPaint[index])
        }
    }

    @Test func eachColourOfOneTextGetsItsOwnPaints() throws {
        let ts = try TestFonts.typeSetter()
        let redFirst = ts.layout(Self.request(first: .solid(Self.red), second: .solid(Self.blue)), width: 300)
        let blueFirst = ts.layout(Self.request(first: .solid(Self.blue), second: .solid(Self.red)), width: 300)
        let unpainted = ts.layout(Self.request(first: nil, second: .solid(Self.red)), width: 300)

        // Glyphs of the first run, glyphs of the second run, then the line's decoration: the first run's underline.
        #expect(redFirst.items.count == 3)
        #expect(Self.paints(redFirst).map(\.paint) == [.solid(Self.red), .solid(Self.blue), .solid(Self.red)])
        #expect(Self.paints(redFirst).map(\.usesDefault) == [false, false, false])
        #expect(Self.paints(blueFirst).map(\.paint) == [.solid(Self.blue), .solid(Self.red), .solid(Self.blue)])
        #expect(Self.paints(unpainted).map(\.paint) == [TextDrawer.placeholderPaint, .solid(Self.red), TextDrawer.placeholderPaint])
        #expect(Self.paints(unpainted).map(\.usesDefault) == [true, false, true])

        // Only the paints differ: the geometry is the same layout.
        #expect(redFirst.size == blueFirst.size && redFirst.size == unpainted.size)
        #expect(TestFonts.glyphRuns(redFirst).map(\.glyphs) == TestFonts.glyphRuns(blueFirst).map(\.glyphs))
    }
}

/// A width that breaks a text as no width does gives the unlimited layout (the type setter answers it from
/// that layout); a width that breaks or truncates it does not.
@Suite struct UnlimitedWidthLayoutTests {
    static func request(_ text: String, lineLimit: Int? = nil, minimumScaleFactor: Double = 1,
                        allowsTightening: Bool = false) -> TextLayoutRequest {
        TextLayoutRequest(runs: [StyledTextRun(text: text, font: FontDescriptor(size: 17), underline: true)],
                          lineLimit: lineLimit, alignment: .center, minimumScaleFactor: minimumScaleFactor,
                          allowsTightening: allowsTightening)
    }

    static func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
        a.size == b.size && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline && a.items == b.items
            && a.usesDefaultPaint == b.usesDefaultPaint && a.warnings == b.warnings
    }

    @Test func aWideEnoughWidthGivesTheUnlimitedLayout() throws {
        let ts = try TestFonts.typeSetter()
        let text = "Short\nA somewhat longer line"
        let unlimited = ts.layout(Self.request(text), width: nil)
        #expect(unlimited.size.width > 150 && unlimited.size.width < 300)
        for width in [300.0, 1000, unlimited.size.width] {
            #expect(Self.same(ts.layout(Self.request(text), width: width), unlimited), "width \(width)")
        }
        let tightened = ts.layout(Self.request(text, minimumScaleFactor: 0.5, allowsTightening: true), width: 300)
        #expect(Self.same(tightened, ts.layout(Self.request(text, minimumScaleFactor: 0.5, allowsTightening: true), width: nil)))

        // Narrower: the long line wraps (three lines), so the layout is its own.
        let narrow = ts.layout(Self.request(text), width: 120)
        #expect(narrow.size.height > unlimited.size.height && !Self.same(narrow, unlimited))
        // One line over a limit of one: truncated to the width, not the unlimited line.
        let line = "A somewhat longer line"
        let limited = ts.layout(Self.request(line, lineLimit: 1), width: 100)
        #expect(TestFonts.lines(limited).first?.hasSuffix("…") == true)
        #expect(!Self.same(limited, ts.layout(Self.request(line, lineLimit: 1), width: nil)))
    }
}
