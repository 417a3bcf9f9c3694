import Foundation
import Graphics
import WidgetPreview
import WidgetPreviewCLI
import WidgetSnapshotCore

/// Every widget against the peers: each preview × family (first entry, first place that hosts the family)
/// at 2x and 3x, our render-to-pixels time against resvg and librsvg drawing our SVG of the same widget,
/// all in this run. Both peers are timed inside one process of their own (resvg_py in Python, librsvg
/// through `Tools/bench/rsvg-timer.c`), so no process start-up is counted.
extension BenchCommand {
    struct WidgetRow {
        var name: String
        var family: WidgetFamily
        var scale: Double
        var pixels: (Int, Int)
        /// View to pixels: resolving, layout, the DisplayList, the place's restyling, rasterizing.
        var render = 0.0
        /// Drawing only: the finished DisplayList to pixels (what Skia's time is compared with).
        var raster = 0.0
        /// The PNG encoding of those pixels.
        var png = 0.0
        var resvg = 0.0
        /// librsvg (rsvg-convert's library), nil when no timer was given.
        var rsvg: Double?
        /// Skia's SVG module drawing our SVG, parse excluded; nil when skia-python is missing.
        var skia: Double?
    }

    static func widgetBench(_ previews: [Preview], scales: [Double], runs: Int, peerRuns: Int, rsvgTimer: String?,
                            folder: URL, log: (String) -> Void) throws -> [WidgetRow] {
        guard ResvgRenderer.isAvailable else {
            throw CLIError("bench: resvg_py is not installed; run `make deps` (it installs resvg_py==0.5.0)")
        }
        var rows: [WidgetRow] = []
        var svgFiles: [(svg: URL, zoom: Double)] = []
        for preview in previews {
            guard let entry = preview.entries.first else { continue }
            for family in preview.families {
                guard var place = RenderContext.presets.first(where: { $0.hostedFamilies.contains(family) }) else { continue }
                place.assetDirectories += preview.assetDirectories
                for scale in scales {
                    let renderer = WidgetRenderer(family: family, context: place, scale: scale)
                    let widget: RenderedWidget
                    do { widget = try preview.draw(renderer, entry) } catch let error as WidgetRenderError {
                        if case .unsupportedFamily = error { continue }
                        throw CLIError("bench: \(preview.name) (\(family)) failed to render: \(error)")
                    }
                    var row = WidgetRow(name: preview.name, family: family, scale: scale, pixels: (widget.width, widget.height))
                    row.render = try median(runs) { _ = try preview.draw(renderer, entry).bitmap }
                    row.raster = try median(runs) { _ = try RasterBackend.render(widget.displayList, scale: scale) }
                    row.png = try median(runs) { _ = try widget.pngData() }
                    let file = folder.appendingPathComponent("widget\(rows.count).svg")
                    try AtomicFileWriter().write(widget.svg(), to: file)
                    svgFiles.append((file, scale))
                    rows.append(row)
                }
            }
            log("bench: \(rows.count) widget pictures drawn")
        }
        let resvg = try ResvgRenderer.medianMilliseconds(svgFiles, runs: peerRuns)
        let rsvg = try rsvgTimer.map { try RsvgTimer(path: $0).medianMilliseconds(svgFiles, runs: peerRuns) }
        let skia = skiaAvailable ? try skiaMilliseconds(svgFiles, runs: peerRuns) : nil
        for index in rows.indices {
            rows[index].resvg = resvg[index]
            rows[index].rsvg = rsvg?[index]
            rows[index].skia = skia?[index]
        }
        return rows
    }

    static func widgetTable(_ rows: [WidgetRow], runs: Int, peerRuns: Int) -> String {
        var lines = ["every widget (preview × family, first entry, first place hosting the family); ours: median of \(runs) runs, "
            + "peers: median of \(peerRuns)", ""]
        lines.append("| widget | family | scale | pixels | ours: render to pixels | ours: + PNG | resvg | × | librsvg | × "
            + "| ours: raster only | Skia draw | raster ÷ Skia |")
        lines.append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for r in rows {
            lines.append("| \(r.name) | \(r.family) | \(NumberText.format(r.scale, decimals: 0))x | \(r.pixels.0)×\(r.pixels.1) | "
                + "\(ms(r.render)) | \(ms(r.render + r.png)) | \(ms(r.resvg)) | \(ratio(r.resvg / r.render)) | "
                + "\(r.rsvg.map(ms) ?? "–") | \(r.rsvg.map { ratio($0 / r.render) } ?? "–") | "
                + "\(ms(r.raster)) | \(r.skia.map(ms) ?? "–") | \(r.skia.map { ratio(r.raster / $0) } ?? "–") |")
        }
        lines.append("")
        lines.append(contentsOf: widgetSummary(rows))
        lines.append("")
        lines.append("× = peer time ÷ our render-to-pixels time. The peers parse our SVG, draw it and encode a PNG (resvg_py 0.5.0 "
            + "timed in Python; librsvg \(rows.contains { $0.rsvg != nil } ? "2.54 through Tools/bench/rsvg-timer.c" : "not timed: pass --rsvg-timer, as make bench does")"
            + "). Target: ≥ 20× faster than resvg. Skia: skia-python's SVGDOM drawing our SVG, parse excluded, against our "
            + "raster of the finished DisplayList (target ≤ 2× Skia's time) and our whole render (target ≤ 4×).")
        return lines.joined(separator: "\n")
    }

    /// Per scale: how many widgets, the geometric mean and the smallest speed-up against each peer.
    static func widgetSummary(_ rows: [WidgetRow]) -> [String] {
        var lines = ["| scale | widgets | vs resvg: geometric mean | vs resvg: least | vs resvg, ours with PNG: geometric mean "
            + "| vs librsvg: geometric mean | vs librsvg: least | raster ÷ Skia: geometric mean | render ÷ Skia: geometric mean |",
            "|--:|--:|--:|--:|--:|--:|--:|--:|--:|"]
        for scale in Set(rows.map(\.scale)).sorted() {
            let mine = rows.filter { $0.scale == scale }
            guard !mine.isEmpty else { continue }
            func geometricMean(_ values: [Double]) -> Double { exp(values.map(log).reduce(0, +) / Double(values.count)) }
            let resvg = mine.map { $0.resvg / $0.render }, withPNG = mine.map { $0.resvg / ($0.render + $0.png) }
            let rsvg = mine.compactMap { r in r.rsvg.map { $0 / r.render } }
            let rasterSkia = mine.compactMap { r in r.skia.map { r.raster / $0 } }
            let renderSkia = mine.compactMap { r in r.skia.map { r.render / $0 } }
            lines.append("| \(NumberText.format(scale, decimals: 0))x | \(mine.count) | \(ratio(geometricMean(resvg))) | "
                + "\(ratio(resvg.min() ?? 0)) | \(ratio(geometricMean(withPNG))) | "
                + "\(rsvg.isEmpty ? "–" : ratio(geometricMean(rsvg))) | \(rsvg.min().map(ratio) ?? "–") | "
                + "\(rasterSkia.isEmpty ? "–" : ratio(geometricMean(rasterSkia))) | \(renderSkia.isEmpty ? "–" : ratio(geometricMean(renderSkia))) |")
        }
        return lines
    }

    static func widgetJSON(_ rows: [WidgetRow]) -> String {
        let e = JSONText.escaped
        return "[" + rows.map { r in
            "{\"widget\": \"\(e(r.name))\", \"family\": \"\(r.family)\", \"scale\": \(NumberText.format(r.scale, decimals: 2)), "
                + "\"width\": \(r.pixels.0), \"height\": \(r.pixels.1), \"renderMs\": \(NumberText.format(r.render, decimals: 4)), "
                + "\"rasterMs\": \(NumberText.format(r.raster, decimals: 4)), \"skiaMs\": \(r.skia.map { NumberText.format($0, decimals: 4) } ?? "null"), "
                + "\"pngMs\": \(NumberText.format(r.png, decimals: 4)), \"resvgMs\": \(NumberText.format(r.resvg, decimals: 4)), "
                + "\"librsvgMs\": \(r.rsvg.map { NumberText.format($0, decimals: 4) } ?? "null")}"
        }.joined(separator: ", ") + "]"
    }
}
