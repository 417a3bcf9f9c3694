import Graphics
@testable import Typography

/// Shared helpers for the typography tests.
enum TestFonts {
    static func typeSetter() throws -> TypeSetter { try TypeSetter.shared() }

    static func request(_ text: String, size: Double = 17, weight: FontWeightClass = .regular, lineLimit: Int? = nil,
                        truncation: TextTruncation = .tail, alignment: TextLineAlignment = .leading,
                        lineSpacing: Double = 0, minimumScaleFactor: Double = 1, tracking: Double = 0) -> TextLayoutRequest {
        TextLayoutRequest(runs: [StyledTextRun(text: text, font: FontDescriptor(weight: weight, size: size), tracking: tracking)],
                          lineLimit: lineLimit, truncation: truncation, alignment: alignment, lineSpacing: lineSpacing,
                          minimumScaleFactor: minimumScaleFactor)
    }

    static func glyphRuns(_ layout: TextLayout) -> [GlyphRun] {
        layout.items.compactMap { if case .glyphRun(let r) = $0 { return r } else { return nil } }
    }

    static func images(_ layout: TextLayout) -> [ImageDraw] {
        layout.items.compactMap { if case .image(let i) = $0 { return i } else { return nil } }
    }

    /// The drawn text, line by line (one glyph run per line for single-style text), trailing spaces dropped.
    static func lines(_ layout: TextLayout) -> [String] {
        var byBaseline: [(Double, String)] = []
        for run in glyphRuns(layout) {
            let y = run.glyphs.first?.origin.y ?? 0
            if let i = byBaseline.firstIndex(where: { $0.0 == y }) { byBaseline[i].1 += run.text } else { byBaseline.append((y, run.text)) }
        }
        return byBaseline.sorted { $0.0 < $1.0 }.map { String($0.1.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
}

/// A symbol table stand-in for tests: `star.fill` → Material Design Icons `star` (U+F4CE).
struct TestSymbols: SymbolCodepointSource {
    func codepoint(forSymbolNamed name: String) -> UInt32? { name == "star.fill" ? 0xF4CE : nil }
}
