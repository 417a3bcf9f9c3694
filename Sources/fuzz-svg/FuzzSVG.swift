import Foundation
import FuzzSupport
import Graphics

/// Fuzz target: a DisplayList built from arbitrary bytes (`FuzzDisplayList`: every item, path builder,
/// paint, stroke and filter; arbitrary Unicode in titles, labels, glyph-run text, font names and glyph
/// keys; NaN, ∞, negative and huge numbers among ordinary ones) must give an SVG that parses as XML and
/// holds no `<script`, and must draw in the raster backend (on a small canvas, at 1×–3×) without crashing.
enum FuzzSVG {
    static func run(_ data: Data) {
        var input = FuzzInput([UInt8](data))
        let title = input.sampleText()
        let list = FuzzDisplayList.make(&input)
        // `FUZZ_DUMP=1 swift run fuzz-svg FILE` prints what an input decodes to (triage of a reproducer).
        if ProcessInfo.processInfo.environment["FUZZ_DUMP"] != nil { print(list.dump()) }
        let svg = SVGBackend.render(list, title: title)
        if let problem = XMLWellFormedness.problem(in: svg) {
            FuzzFailure.report("\(problem)\n--- SVG ---\n\(svg.prefix(4000))")
        }
        // The raster backend sees the same list at 1×, 2× or 3×; keep the canvas small so each run stays fast.
        let scale = Double(1 + input.choice(3))
        if let (w, h) = try? RasterBackend.pixelSize(of: list, scale: scale), w * h <= 96 * 96 {
            _ = try? RasterBackend.render(list, scale: scale)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzSVG.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzSVGMain {
    static func main() { FuzzDriver.run(name: "fuzz-svg", fuzzSVGOneInput, FuzzSVG.run) }
}
