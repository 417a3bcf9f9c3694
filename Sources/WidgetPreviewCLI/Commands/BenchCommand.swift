import Foundation
import Graphics
import Typography
import WidgetGallery
import WidgetPreview
import WidgetSnapshotTesting

/// `widget-preview bench`: speed of each stage, as medians and as ratios against references measured in
/// the same run (libpng at its defaults, resvg drawing our SVG), so numbers compare across machines.
enum BenchCommand {
    static let command = Command(name: name, summary: summary, help: help, run: { arguments, _ in try run(arguments) })
    static let name = "bench"
    static let summary = "measure rasterizing, PNG encoding, SVG writing and image diff against libpng, resvg, ImageMagick"
    static let help = """
        usage: widget-preview bench [--runs N] [--json] [--diff-only]

        Times, for the graphics test scene at 3x and a 1092×1146 sheet: rasterizing, PNG encoding at the
        chosen settings and at libpng's defaults (time and size), writing SVG, and resvg (resvg_py 0.5.0)
        drawing our SVG of the same picture. Then the image diff of a 1092×1146 PNG pair (the sheet and a
        copy with a changed patch and jitter on 2% of its pixels): our pixelmatch port, with and without
        decoding both PNGs, against ImageMagick's `compare -metric AE a.png b.png null:` (Debian
        imagemagick, /usr/bin/compare) on the same files. Each figure is the median of N runs (default
        30); ratios are computed within this run. Build with -c release for meaningful numbers (make bench
        does).

        options:
          --runs N       runs per figure (default 30)
          --json         print {"pictures": [...], "diff": {...}}
          --diff-only    only the image-diff benchmark

        exit codes: 0 ok, 2 usage error or a missing tool
        """

    struct Row {
        var picture: String
        var pixels: (Int, Int)
        var rasterize = 0.0, svgWrite = 0.0, resvg = 0.0
        var pngChosen = 0.0, pngDefaults = 0.0
        var sizeChosen = 0, sizeDefaults = 0
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["--runs"], flagOptions: ["--json", "--png-sweep", "--diff-only"])
        let runs = try args.int("--runs", default: 30, command: name)
        guard runs >= 1 else { throw CLIError("bench: --runs must be at least 1") }
        if args.has("--png-sweep") {
            print(try pngSweep(runs: runs))
            return 0
        }
        let engine = try TypeSetter.shared()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let diffRow = try diffBench(try RasterBackend.render(GraphicsTestScene.sheet(text: engine), scale: 3),
                                    runs: runs, folder: folder)
        if args.has("--diff-only") {
            print(args.has("--json") ? diffJSON(diffRow) : diffTable(diffRow, runs: runs))
            return 0
        }
        guard ResvgRenderer.isAvailable else {
            throw CLIError("bench: resvg_py is not installed; run `make deps` (it installs resvg_py==0.5.0)")
        }
        let pictures: [(String, DisplayList, Double)] = [
            ("test scene @3x", GraphicsTestScene.displayList(text: engine), 3),
            ("sheet 1092×1146", GraphicsTestScene.sheet(text: engine), 3),
        ]
        var rows: [Row] = []
        for (index, (title, list, scale)) in pictures.enumerated() {
            let bitmap = try RasterBackend.render(list, scale: scale)
            var row = Row(picture: title, pixels: (bitmap.width, bitmap.height))
            row.rasterize = try median(runs) { _ = try RasterBackend.render(list, scale: scale) }
            row.svgWrite = try median(runs) { _ = SVGBackend.render(list, title: title) }
            row.pngChosen = try median(runs) { _ = try PNGCodec.encode(bitmap) }
            row.pngDefaults = try median(runs) { _ = try PNGCodec.encode(bitmap, options: .libpngDefaults) }
            row.sizeChosen = try PNGCodec.encode(bitmap).count
            row.sizeDefaults = try PNGCodec.encode(bitmap, options: .libpngDefaults).count
            let svgFile = folder.appendingPathComponent("picture\(index).svg")
            try Data(SVGBackend.render(list, title: title).utf8).write(to: svgFile)
            row.resvg = try ResvgRenderer.medianMilliseconds(svgFile: svgFile, zoom: scale, runs: max(5, runs / 3))
            rows.append(row)
        }
        let gallery = try galleryEncoding(runs: max(3, runs / 5))
        if args.has("--json") {
            print("{\"pictures\": \(json(rows)), \"diff\": \(diffJSON(diffRow)), \"galleryPNG\": \(gallery.json)}")
        } else {
            print(table(rows, runs: runs) + "\n\n" + gallery.text + "\n\n" + diffTable(diffRow, runs: runs))
        }
        return 0
    }

    /// PNG encoding of real widget pictures: every gallery preview × entry × family, drawn once at 2x in
    /// the first place that hosts the family, then encoded at our settings and at libpng's defaults. The
    /// test scene is all gradients (the hard case for fast deflate levels); widgets are mostly flat.
    static func galleryEncoding(runs: Int) throws -> (text: String, json: String) {
        var bitmaps: [Bitmap] = []
        for preview in galleryPreviews {
            for family in preview.families {
                guard let place = RenderContext.presets.first(where: { $0.hostedFamilies.contains(family) }) else { continue }
                var context = place
                context.assetDirectories += preview.assetDirectories
                for entry in preview.entries {
                    if let image = try? preview.draw(WidgetRenderer(family: family, context: context, scale: 2), entry) {
                        bitmaps.append(image.bitmap)
                    }
                }
            }
        }
        let chosen = try median(runs) { for b in bitmaps { _ = try PNGCodec.encode(b) } }
        let defaults = try median(runs) { for b in bitmaps { _ = try PNGCodec.encode(b, options: .libpngDefaults) } }
        let sizeChosen = try bitmaps.reduce(0) { $0 + (try PNGCodec.encode($1).count) }
        let sizeDefaults = try bitmaps.reduce(0) { $0 + (try PNGCodec.encode($1, options: .libpngDefaults).count) }
        let text = "PNG encoding of the gallery's \(bitmaps.count) widget pictures (2x), medians of \(runs) runs\n\n"
            + "| settings | total time | total size | speed-up | size ratio |\n|---|---|---|---|---|\n"
            + "| chosen (`PNGEncodeOptions.standard`) | \(ms(chosen)) | \(sizeChosen / 1024) KiB | \(ratio(defaults / chosen)) | "
            + "\(ratio(Double(sizeChosen) / Double(max(1, sizeDefaults)))) |\n"
            + "| libpng defaults | \(ms(defaults)) | \(sizeDefaults / 1024) KiB | 1× | 1× |"
        let json = "{\"images\": \(bitmaps.count), \"chosenMs\": \(NumberText.format(chosen, decimals: 4)), "
            + "\"defaultsMs\": \(NumberText.format(defaults, decimals: 4)), \"chosenBytes\": \(sizeChosen), "
            + "\"defaultsBytes\": \(sizeDefaults)}"
        return (text, json)
    }

    /// Every zlib level × row filter on the benchmark pictures: how `PNGEncodeOptions.standard` is chosen.
    static func pngSweep(runs: Int) throws -> String {
        let engine = try TypeSetter.shared()
        var lines = ["| picture | level | filter | median | size | speed-up vs defaults | size vs defaults |", "|---|---|---|---|---|---|---|"]
        for (title, list) in [("test scene @3x", GraphicsTestScene.displayList(text: engine)),
                              ("sheet 1092×1146", GraphicsTestScene.sheet(text: engine))] {
            let bitmap = try RasterBackend.render(list, scale: 3)
            let baseTime = try median(runs) { _ = try PNGCodec.encode(bitmap, options: .libpngDefaults) }
            let baseSize = Double(try PNGCodec.encode(bitmap, options: .libpngDefaults).count)
            for level in [1, 2, 3, 4, 6] {
                for filter in PNGEncodeOptions.Filter.allCases {
                    let options = PNGEncodeOptions(level: level, filter: filter)
                    let time = try median(runs) { _ = try PNGCodec.encode(bitmap, options: options) }
                    let size = try PNGCodec.encode(bitmap, options: options).count
                    lines.append("| \(title) | \(level) | \(filter) | \(ms(time)) | \(size / 1024) KiB | "
                        + "\(ratio(baseTime / time)) | \(ratio(Double(size) / baseSize)) |")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Median wall time of `body` in milliseconds, after one warm-up call.
    static func median(_ runs: Int, _ body: () throws -> Void) throws -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    }

    static func ms(_ v: Double) -> String { NumberText.format(v, decimals: v < 1 ? 3 : 2) + " ms" }
    static func ratio(_ v: Double) -> String { NumberText.format(v, decimals: 2) + "×" }

    static func table(_ rows: [Row], runs: Int) -> String {
        var lines = ["medians of \(runs) runs; ratios measured in this run", ""]
        lines.append("| picture | pixels | rasterize | resvg (our SVG) | raster speed-up vs resvg | SVG write | "
            + "PNG chosen | PNG libpng defaults | PNG speed-up | PNG size ratio |")
        lines.append("|---|---|---|---|---|---|---|---|---|---|")
        for r in rows {
            lines.append("| \(r.picture) | \(r.pixels.0)×\(r.pixels.1) | \(ms(r.rasterize)) | \(ms(r.resvg)) | "
                + "\(ratio(r.resvg / r.rasterize)) | \(ms(r.svgWrite)) | \(ms(r.pngChosen)), \(r.sizeChosen / 1024) KiB | "
                + "\(ms(r.pngDefaults)), \(r.sizeDefaults / 1024) KiB | \(ratio(r.pngDefaults / r.pngChosen)) | "
                + "\(ratio(Double(r.sizeChosen) / Double(r.sizeDefaults))) |")
        }
        lines.append("")
        lines.append("targets: rasterizing ≥ 20× faster than resvg; PNG encode ≥ 3× faster than libpng defaults at ≤ 1.15× their size")
        lines.append("(resvg's time includes its PNG encoding, as resvg_py returns PNG bytes)")
        return lines.joined(separator: "\n")
    }

    static func json(_ rows: [Row]) -> String {
        let items = rows.map { r in
            "{\"picture\": \"\(r.picture)\", \"width\": \(r.pixels.0), \"height\": \(r.pixels.1), "
                + "\"rasterizeMs\": \(NumberText.format(r.rasterize, decimals: 4)), \"resvgMs\": \(NumberText.format(r.resvg, decimals: 4)), "
                + "\"svgWriteMs\": \(NumberText.format(r.svgWrite, decimals: 4)), \"pngChosenMs\": \(NumberText.format(r.pngChosen, decimals: 4)), "
                + "\"pngDefaultsMs\": \(NumberText.format(r.pngDefaults, decimals: 4)), \"pngChosenBytes\": \(r.sizeChosen), "
                + "\"pngDefaultsBytes\": \(r.sizeDefaults)}"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }
}
