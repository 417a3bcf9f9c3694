import Foundation
import FuzzSupport
import Graphics
import Typography

/// Fuzz target: `TypeSetter.layout` on text in every script the bundled fonts cover (their own
/// character maps, `FontCoverage`), emoji ZWJ sequences, flags and keycaps, stacked combining marks, bidi
/// controls and every kind of break (`UnicodeSamples`), mixed with raw (possibly invalid) UTF-8, in 1–4
/// styled runs; with every layout feature: tracking, baseline offsets, underline and strikethrough, each
/// font design, weight, italic, custom font names, leading, line limits, all three truncation modes and
/// alignments, line spacing, minimumScaleFactor, both layout directions and alignment strategies, and
/// widths from none to hostile; SF Symbol names too. The bidi and line-break algorithms also run on the
/// raw text with their invariants checked.
/// The layout must never crash and must give a finite, non-negative size, finite baselines and finite
/// glyph origins.
enum FuzzText {
    static let typeSetter: TypeSetter = {
        do { return try TypeSetter.shared() } catch {
            FuzzFailure.report("the bundled fonts could not be loaded: \(error)")
        }
    }()

    /// Custom font names that resolve (bundled families) and some that do not.
    static let fontNames = ["Inter", "JetBrains Mono", "Quicksand", "Noto Serif", "DejaVuSans", "VL-PGothic-Regular",
                            "NotoColorEmoji", "MaterialDesignIcons", "Helvetica", "", "Inter-Bold", "NotoSerif"]

    static let symbolNames = SymbolTable.allNames

    static func run(_ data: Data) {
        var input = FuzzInput([UInt8](data))
        let runs = (0..<(1 + input.choice(4))).map { _ in
            StyledTextRun(text: text(&input), font: font(&input), tracking: small(&input),
                          baselineOffset: small(&input), underline: input.bool(), strikethrough: input.bool())
        }
        let request = TextLayoutRequest(
            runs: runs, lineLimit: [nil, nil, 0, 1, 2, 3, 5, -1, Int.max, Int.min][input.choice(10)],
            truncation: [.head, .middle, .tail][input.choice(3)],
            alignment: [.leading, .center, .trailing][input.choice(3)],
            lineSpacing: small(&input), minimumScaleFactor: scaleFactor(&input),
            layoutDirection: input.bool() ? .leftToRight : .rightToLeft,
            alignmentStrategy: input.bool() ? .layoutBased : .writingDirectionBased)
        let width: Double?
        switch input.choice(6) {
        case 0: width = nil
        case 1: width = input.number()
        default: width = Double(input.choice(256)) + Double(input.choice(4)) / 4
        }
        let layout = typeSetter.layout(request, width: width)
        check(layout, width: width)
        if input.choice(3) == 0 { shapeWithDamagedTables(&input, text: runs.first?.text ?? "") }
        checkUnicodeAlgorithms(runs.map(\.text).joined())
        if input.choice(4) == 0, !symbolNames.isEmpty {
            let name = input.bool() ? symbolNames[(Int(input.byte()) << 8 | Int(input.byte())) % symbolNames.count] : input.text()
            let font = font(&input)
            _ = typeSetter.symbol(named: name, font: font)
            if let advance = typeSetter.symbolAdvance(named: name, font: font), abs(font.size) < 1e6, !advance.isFinite {
                FuzzFailure.report("symbol \(name) has advance \(advance)")
            }
        }
    }

    /// The script faces' real GSUB, GPOS and GDEF, read once.
    static let scriptTables: [(face: FontCatalog.Face, script: ShapingScript, tables: [[UInt8]])] = {
        [ShapingScript.arabic, .hebrew, .thai, .lao, .devanagari].compactMap { script in
            guard let face = FontCatalog.scriptFace(script, weight: .regular) else { return nil }
            let tables = ["GSUB", "GPOS", "GDEF"].map { typeSetter.library.rawTable(face, tag: $0) ?? [] }
            return (face, script, tables)
        }
    }()

    /// The OpenType engine on a script face's tables with bytes overwritten from the input and cut
    /// short (a damaged font): it must end, with a bounded number of finite glyph positions.
    static func shapeWithDamagedTables(_ input: inout FuzzInput, text: String) {
        guard !scriptTables.isEmpty else { return }
        let (face, script, original) = scriptTables[input.choice(scriptTables.count)]
        var tables = original
        for _ in 0..<input.choice(24) {
            let t = input.choice(3)
            guard !tables[t].isEmpty else { continue }
            let at = (Int(input.byte()) << 16 | Int(input.byte()) << 8 | Int(input.byte())) % tables[t].count
            tables[t][at] = input.byte()
        }
        if input.choice(4) == 0 {
            let t = input.choice(3)
            tables[t] = Array(tables[t].prefix(Int(input.byte()) << 8 | Int(input.byte())))
        }
        let scalars = Array(text.unicodeScalars.prefix(256)).map(\.value)
        let glyphs = scalars.map { typeSetter.library.glyph(face, $0) }
        let out = OpenTypeShaper.layout(text: scalars, clusters: Array(scalars.indices), glyphs: glyphs,
                                        tables: OpenTypeFaceTables(gsub: tables[0], gpos: tables[1], gdef: tables[2], unitsPerEm: 1000),
                                        script: script, direction: script.direction, space: 3) { Int($0 % 1000) }
        if out.count > max(scalars.count * 32, 1024) { FuzzFailure.report("shaping \(scalars.count) scalars gave \(out.count) glyphs") }
    }

    /// Pieces of text: runs of characters one font maps, samples of every kind, raw bytes.
    static func text(_ input: inout FuzzInput) -> String {
        var out = ""
        for _ in 0..<input.choice(10) {
            switch input.choice(6) {
            case 0, 1:
                let fonts = FontCoverage.scalars
                guard !fonts.isEmpty else { continue }
                let scalars = fonts[input.choice(fonts.count)]
                for _ in 0..<(1 + input.choice(12)) {
                    let index = Int(input.byte()) << 8 | Int(input.byte())
                    out.unicodeScalars.append(scalars[index % scalars.count])
                }
            case 2: out += input.sampleText()
            case 3: out += UnicodeSamples.words[input.choice(UnicodeSamples.words.count)] + " "
            default: out += input.text()
            }
        }
        return out
    }

    /// Mostly ordinary values (so lines actually break), sometimes a special number.
    static func small(_ input: inout FuzzInput) -> Double {
        input.choice(6) == 0 ? input.number() : Double(input.choice(40)) - 10
    }

    /// 1 (no scaling), a factor in 0…1 in 1/20 steps, or anything.
    static func scaleFactor(_ input: inout FuzzInput) -> Double {
        switch input.choice(4) {
        case 0: return 1
        case 1: return input.unitOrSpecial()
        default: return Double(input.choice(21)) / 20
        }
    }

    static func font(_ input: inout FuzzInput) -> FontDescriptor {
        FontDescriptor(design: FontDesign.allCases[input.choice(FontDesign.allCases.count)],
                       weight: FontWeightClass.allCases[input.choice(FontWeightClass.allCases.count)],
                       italic: input.bool(), size: input.choice(5) == 0 ? input.number() : Double(1 + input.choice(48)),
                       monospacedDigit: input.bool(),
                       customName: input.choice(6) == 0 ? (input.bool() ? fontNames[input.choice(fontNames.count)] : input.text()) : nil,
                       leading: input.choice(6) == 0 ? input.number() : nil)
    }

    /// UAX #9 and UAX #14 on the raw text: levels within the maximum depth + 1, a visual order that is a
    /// permutation, one break opportunity per code point ending with one.
    static func checkUnicodeAlgorithms(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        let paragraph = BidiParagraph(scalars: scalars)
        if let level = paragraph.levels.max(), level > BidiParagraph.maxDepth + 1 {
            FuzzFailure.report("bidi level \(level) in \(text.debugDescription)")
        }
        let order = BidiParagraph.visualOrder(paragraph.lineLevels(0..<scalars.count))
        if order.sorted() != Array(scalars.indices) {
            FuzzFailure.report("visual order \(order) is not a permutation for \(text.debugDescription)")
        }
        let breaks = LineBreaker.opportunities(scalars)
        if breaks.count != scalars.count || (!scalars.isEmpty && breaks.last.flatMap { $0 } == nil) {
            FuzzFailure.report("line breaks \(breaks) for \(text.debugDescription)")
        }
    }

    static func check(_ layout: TextLayout, width: Double?) {
        let numbers = [layout.size.width, layout.size.height, layout.firstBaseline, layout.lastBaseline]
        guard numbers.allSatisfy(\.isFinite), layout.size.width >= 0, layout.size.height >= 0 else {
            FuzzFailure.report("layout at width \(String(describing: width)) gave size \(layout.size), "
                + "baselines \(layout.firstBaseline)/\(layout.lastBaseline)")
        }
        for item in layout.items {
            guard case .glyphRun(let run) = item else { continue }
            for glyph in run.glyphs where !(glyph.origin.x.isFinite && glyph.origin.y.isFinite) {
                FuzzFailure.report("glyph of \"\(run.text)\" placed at \(glyph.origin)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzText.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzTextMain {
    static func main() { FuzzDriver.run(name: "fuzz-text", fuzzTextOneInput, FuzzText.run) }
}
