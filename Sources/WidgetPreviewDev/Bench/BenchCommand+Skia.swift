import Foundation
import WidgetPreviewCLI

/// Skia as the drawing reference: `skia.SVGDOM` of PyPI skia-python drawing our SVG on a raster surface.
/// Parsing is excluded (the DOM is built once, outside the clock), as our side excludes resolving and
/// layout when its raster time is compared: the same picture, drawing only, on both sides.
extension BenchCommand {
    /// Whether `python3 -c "import skia"` works (pip install skia-python==144.1, as `make test-deps` does).
    static let skiaAvailable: Bool = (try? runSkia(["-c", "import skia; skia.SVGDOM"])) != nil

    /// Median milliseconds Skia takes to draw each SVG file at its zoom, one Python process for all.
    static func skiaMilliseconds(_ files: [(svg: URL, zoom: Double)], runs: Int) throws -> [Double] {
        let script = """
            import sys, time, statistics, skia
            runs, args = int(sys.argv[1]), sys.argv[2:]
            for path, zoom in zip(args[0::2], args[1::2]):
                zoom = float(zoom)
                dom = skia.SVGDOM.MakeFromStream(skia.Stream.MakeFromFile(path))
                size = dom.containerSize()
                surface = skia.Surface(max(1, round(size.width() * zoom)), max(1, round(size.height() * zoom)))
                canvas = surface.getCanvas()
                def draw():
                    canvas.clear(skia.ColorTRANSPARENT)
                    canvas.save()
                    canvas.scale(zoom, zoom)
                    dom.render(canvas)
                    canvas.restore()
                draw()
                times = []
                for _ in range(runs):
                    t = time.perf_counter()
                    draw()
                    times.append((time.perf_counter() - t) * 1000)
                print(statistics.median(times))
            """
        return try skia.medianMilliseconds(script: script, files: files, runs: runs)
    }

    private static let skia = PythonReference(tool: "Skia (python3 skia)", installHint: "run `make bench-deps` to install skia-python==144.1")

    @discardableResult
    private static func runSkia(_ arguments: [String]) throws -> String { try skia.run(arguments) }
}
