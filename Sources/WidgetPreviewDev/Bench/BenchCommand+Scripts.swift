import Foundation
import Typography
import WidgetPreview
import WidgetPreviewCLI

/// What script analysis (the per-character lookup that sends Arabic, Hebrew, Devanagari, Thai and Lao to
/// the OpenType shaper, and the UAX #9 pass) costs Latin-only widgets: the gallery's Latin images (every
/// preview without locales, entries not named "japanese"), rendered and encoded to PNG and SVG as
/// `gallery` does, from empty text caches, alternately with the analysis and without it
/// (`ScriptAnalysisSwitch`), in this process on one thread. Target: at most 10% more time.
extension BenchCommand {
    struct ScriptOverheadResult {
        var images = 0
        var withAnalysis = 0.0
        var withoutAnalysis = 0.0
        var overhead: Double { withoutAnalysis > 0 ? withAnalysis / withoutAnalysis - 1 : 0 }
    }

    static func scriptOverheadBench(_ previews: [Preview], runs: Int) throws -> ScriptOverheadResult {
        let latin = previews.filter { $0.locales.isEmpty }
        let images = try GalleryPlan.images(of: latin).filter { !latin[$0.previewIndex].entries[$0.entryIndex].name.contains("japanese") }
        let typeSetter = try TypeSetter.shared()
        func pass(bypassed: Bool) -> Double {
            ScriptAnalysisSwitch.setBypassed(bypassed)
            defer { ScriptAnalysisSwitch.setBypassed(false) }
            typeSetter.removeCachedLayouts()
            let start = DispatchTime.now().uptimeNanoseconds
            _ = GalleryRenderer.renderAll(images, previews: latin, jobs: 1) { _, outcome -> Bool in
                guard case .rendered(let widget) = outcome, let png = try? widget.pngData() else { return false }
                return !png.isEmpty && !widget.svg().isEmpty
            }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        var with: [Double] = [], without: [Double] = []
        _ = pass(bypassed: false)   // warm-up: fonts, glyph caches
        for _ in 0..<max(3, runs / 3) {
            with.append(pass(bypassed: false))
            without.append(pass(bypassed: true))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return ScriptOverheadResult(images: images.count, withAnalysis: median(with), withoutAnalysis: median(without))
    }

    static func scriptOverheadJSON(_ result: ScriptOverheadResult) -> String {
        "{\"images\": \(result.images), \"withAnalysisSeconds\": \(result.withAnalysis), "
            + "\"withoutAnalysisSeconds\": \(result.withoutAnalysis), \"overhead\": \(result.overhead)}"
    }

    static func scriptOverheadTable(_ result: ScriptOverheadResult) -> String {
        """
        script analysis on Latin-only widgets (\(result.images) gallery images, render + PNG + SVG, one thread, empty text caches)

        | path | median time | overhead | target |
        |---|--:|--:|--:|
        | without script analysis | \(String(format: "%.3f s", result.withoutAnalysis)) | | |
        | with script analysis and UAX #9 | \(String(format: "%.3f s", result.withAnalysis)) | \(String(format: "%+.1f%%", result.overhead * 100)) | ≤ 10% |
        """
    }
}
