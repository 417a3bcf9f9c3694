import Foundation
import Graphics
import GraphicsScenes
import Typography
import WidgetPreview
import WidgetPreviewCLI
import WidgetSnapshotCore

/// `widget-preview-dev bench`: speed of each stage, as medians and as ratios against references measured in
/// the same run (libpng at its defaults, resvg drawing our SVG), so numbers compare across machines.
enum BenchCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "bench"
    static let summary = "measure every widget against resvg and rsvg-convert, PNG encoding, image diff, the gallery's throughput"
    static let help = """
        usage: widget-preview-dev bench [--runs N] [--rsvg-timer PATH] [--json] [--previews-only] [--diff-only] [--scripts-only]
                                        [--gallery-only]

        Prints medians and ratios measured in this run, as tables:
          1. every widget (each preview × family, first entry, first place hosting the family) at 2x and 3x:
             our render-to-pixels time against resvg (resvg_py 0.5.0) and librsvg 2.54 (Debian, timed by
             Tools/bench/rsvg-timer.c) drawing our SVG of the same widget;
          2. the graphics test scene at 3x and a 1092×1146 sheet: rasterizing, SVG writing, resvg, and PNG
             encoding at the chosen settings against libpng's defaults (time and size);
          3. PNG encoding of every gallery widget picture, chosen settings against libpng's defaults;
          4. image diff of a 1092×1146 PNG pair against ImageMagick `compare -metric AE` (Debian imagemagick);
          5. the gallery and `verify` as a user runs them (child processes of this program, one worker and
             every core): images per second per core and per CPU-second, and peak memory; the gallery into
             an empty folder (a first run) and again over what it wrote (a developer's next run);
          6. what script analysis (OpenType shaper dispatch, UAX #9) adds to the gallery's Latin-only
             widgets: the same images with and without it, in one run, as a percentage (target ≤ 10%).
        Each figure is a median of N runs (default 30; the peers get a third of that, at least 5). Build
        with -c release for meaningful numbers (make bench does).

        options:
          --runs N           runs per figure (default 30)
          --rsvg-timer PATH  the built Tools/bench/rsvg-timer.c (make bench builds it); without it librsvg
                             is not timed
          --json             print every section as one JSON object
          --previews-only    only the sections about this program's previews (1 and 5)
          --diff-only        only the image-diff benchmark
          --scripts-only     only the script-analysis overhead (6)
          --gallery-only     only the gallery and `verify` as a user runs them (5)

        exit codes: 0 ok, 2 usage error or a missing tool
        """

    struct Row {
        var picture: String
        var pixels: (Int, Int)
        var rasterize = 0.0, svgWrite = 0.0, resvg = 0.0
        var pngChosen = 0.0, pngDefaults = 0.0
        var sizeChosen = 0, sizeDefaults = 0
    }

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["--runs", "--rsvg-timer"],
                                    flagOptions: ["--json", "--png-sweep", "--diff-only", "--previews-only", "--scripts-only", "--gallery-only"])
        let runs = try args.int("--runs", default: 30, command: name, expected: "a whole number of at least 1", where: { $0 >= 1 })
        // Checked now, not after minutes of benchmarking.
        _ = try args.value("--rsvg-timer").map { try RsvgTimer(path: context.absolute($0).path) }
        // Each picture is drawn many times here: remembered coverage would time the memo, not drawing.
        // (The gallery and verify rows run child processes, which remember as users' runs do.)
        RasterBackend.remembersCoverage = false
        if args.has("--png-sweep") {
            context.output(try pngSweep(runs: runs))
            return 0
        }
        let peerRuns = max(5, runs / 3)
        let json = args.has("--json")
        let engine = try TypeSetter.shared()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if args.has("--diff-only") {
            let diffRow = try diffBench(try RasterBackend.render(GraphicsTestScene.sheet(text: engine), scale: 3), runs: runs, folder: folder)
            context.output(json ? diffJSON(diffRow) : diffTable(diffRow, runs: runs))
            return 0
        }
        if args.has("--scripts-only") {
            let scripts = try scriptOverheadBench(context.previews, runs: runs)
            context.output(json ? scriptOverheadJSON(scripts) : scriptOverheadTable(scripts))
            return 0
        }
        // The child processes run first, before this process's memory and caches are warmed by the rest.
        let gallery = try galleryBench(context.previews, folder: folder)
        if args.has("--gallery-only") {
            context.output(json ? galleryJSON(gallery) : galleryTable(gallery))
            return 0
        }
        let widgets = try widgetBench(context.previews, scales: [2, 3], runs: runs, peerRuns: peerRuns,
                                      rsvgTimer: args.value("--rsvg-timer").map { context.absolute($0).path }, folder: folder, log: context.log)
        let scripts = try scriptOverheadBench(context.previews, runs: runs)
        if args.has("--previews-only") {
            context.output(json ? "{\"widgets\": \(widgetJSON(widgets)), \"gallery\": \(galleryJSON(gallery)), \"scripts\": \(scriptOverheadJSON(scripts))}"
                : widgetTable(widgets, runs: runs, peerRuns: peerRuns) + "\n\n" + galleryTable(gallery) + "\n\n" + scriptOverheadTable(scripts))
            return 0
        }
        let pictures = try pictureBench(engine: engine, runs: runs, peerRuns: peerRuns, folder: folder)
        let galleryPNG = try galleryEncoding(context.previews, runs: max(3, runs / 5))
        let diffRow = try diffBench(try RasterBackend.render(GraphicsTestScene.sheet(text: engine), scale: 3), runs: runs, folder: folder)
        if json {
            context.output("{\"widgets\": \(widgetJSON(widgets)), \"pictures\": \(self.json(pictures)), \"galleryPNG\": \(galleryPNG.json), "
                + "\"diff\": \(diffJSON(diffRow)), \"gallery\": \(galleryJSON(gallery)), \"scripts\": \(scriptOverheadJSON(scripts))}")
        } else {
            context.output([widgetTable(widgets, runs: runs, peerRuns: peerRuns), table(pictures, runs: runs), galleryPNG.text,
                            diffTable(diffRow, runs: runs), galleryTable(gallery), scriptOverheadTable(scripts)].joined(separator: "\n\n"))
        }
        return 0
    }

    /// The graphics test scene and the sheet: the pictures that exercise every DisplayList operation.
    static func pictureBench(engine: TypeSetter, runs: Int, peerRuns: Int, folder: URL) throws -> [Row] {
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
            try AtomicFileWriter().write(SVGBackend.render(list, title: title), to: svgFile)
            row.resvg = try ResvgRenderer.medianMilliseconds(svgFile: svgFile, zoom: scale, runs: peerRuns)
            rows.append(row)
        }
        return rows
    }

    /// PNG encoding of real widget pictures: every gallery preview × entry × family, drawn once at 2x in
    /// the first place that hosts the family, then encoded at our settings and at libpng's defaults. The
    /// test scene is all gradients (the hard case for fast deflate levels); widgets are mostly flat.
    static func galleryEncoding(_ previews: [Preview], runs: Int) throws -> (text: String, json: String) {
        var bitmaps: [Bitmap] = []
        for preview in previews {
            for family in preview.families {
                guard let place = RenderContext.presets.first(where: { $0.hostedFamilies.contains(family) }) else { continue }
                var context = place
                context.assetDirectories += preview.assetDirectories
                for entry in preview.entries {
                    if let image = try? preview.draw(WidgetRenderer(family: family, context: context, scale: 2), entry),
                       let bitmap = try? image.bitmap {
                        bitmaps.append(bitmap)
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
