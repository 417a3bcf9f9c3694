import Foundation
import FuzzSupport
import Graphics
import Typography

/// Fuzz target: `TypeSetter.layout` on arbitrary Unicode (raw UTF-8 bytes decoded leniently, plus
/// combining marks, RTL, emoji sequences and control characters) in 1–3 styled runs, with arbitrary
/// widths, sizes, tracking, line limits and scale factors. The layout must never crash and must give a
/// finite, non-negative size, finite baselines and finite glyph origins.
enum FuzzText {
    static let typeSetter: TypeSetter = {
        do { return try TypeSetter.shared() } catch {
            FuzzFailure.report("the bundled fonts could not be loaded: \(error)")
        }
    }()

    static func run(_ data: Data) {
        var input = FuzzInput([UInt8](data))
        let runs = (0..<(1 + input.choice(3))).map { _ in
            StyledTextRun(text: input.text(), font: font(&input), tracking: small(&input),
                          baselineOffset: small(&input), underline: input.bool(), strikethrough: input.bool())
        }
        let request = TextLayoutRequest(
            runs: runs, lineLimit: [nil, 0, 1, 2, 3, -1][input.choice(6)],
            truncation: [.head, .middle, .tail][input.choice(3)],
            alignment: [.leading, .center, .trailing][input.choice(3)],
            lineSpacing: small(&input), minimumScaleFactor: input.bool() ? 1 : input.unitOrSpecial())
        let width: Double? = input.choice(4) == 0 ? nil : input.number()
        let layout = typeSetter.layout(request, width: width)
        check(layout, width: width)
    }

    /// Mostly ordinary values (so lines actually break), sometimes a special number.
    static func small(_ input: inout FuzzInput) -> Double {
        input.choice(6) == 0 ? input.number() : Double(input.choice(40)) - 10
    }

    static func font(_ input: inout FuzzInput) -> FontDescriptor {
        FontDescriptor(design: FontDesign.allCases[input.choice(FontDesign.allCases.count)],
                       weight: FontWeightClass.allCases[input.choice(FontWeightClass.allCases.count)],
                       italic: input.bool(), size: input.choice(5) == 0 ? input.number() : Double(1 + input.choice(48)),
                       monospacedDigit: input.bool(), customName: input.choice(8) == 0 ? input.text() : nil,
                       leading: input.choice(6) == 0 ? input.number() : nil)
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
