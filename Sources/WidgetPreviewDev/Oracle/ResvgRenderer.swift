import Foundation
import Graphics

/// Draws SVG files with resvg (PyPI `resvg_py` 0.5.0, pinned in the Makefile): the independent renderer
/// our SVG output is checked against, and the peer our rasterizer is benchmarked against.
package enum ResvgRenderer {
    package typealias Failure = PythonReference.Failure

    private static let python = PythonReference(tool: "resvg (python3 resvg_py)", installHint: "run `make deps` to install resvg_py==0.5.0")

    /// Whether `python3 -c "import resvg_py"` works; `make deps` installs it.
    package static let isAvailable: Bool = (try? run(["-c", "import resvg_py"])) != nil

    /// Renders each SVG file at `zoom` (the raster scale) with system fonts off, as PNG files next to
    /// the given output paths. One Python process for the whole batch.
    package static func render(_ jobs: [(svg: URL, png: URL)], zoom: Double) throws {
        let script = """
            import sys, resvg_py
            zoom = float(sys.argv[1])
            pairs = sys.argv[2:]
            for svg, png in zip(pairs[0::2], pairs[1::2]):
                data = bytes(resvg_py.svg_to_bytes(svg_path=svg, zoom=zoom, skip_system_fonts=True))
                open(png, "wb").write(data)
            """
        try run(["-c", script, String(zoom)] + jobs.flatMap { [$0.svg.path, $0.png.path] })
    }

    /// Renders `svg` and returns the decoded pixels.
    package static func bitmap(svg: String, zoom: Double) throws -> Bitmap {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetpreview-resvg-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgURL = folder.appendingPathComponent("in.svg"), pngURL = folder.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: svgURL)
        try render([(svgURL, pngURL)], zoom: zoom)
        return try PNGCodec.decode(contentsOf: pngURL)
    }

    /// Median milliseconds resvg takes to draw `svg` at `zoom` (PNG encode included, as resvg_py does it),
    /// timed inside Python so interpreter start-up is not counted.
    package static func medianMilliseconds(svgFile: URL, zoom: Double, runs: Int) throws -> Double {
        let medians = try medianMilliseconds([(svgFile, zoom)], runs: runs)
        guard let value = medians.first else { throw Failure(description: "resvg timing printed nothing for \(svgFile.path)") }
        return value
    }

    /// The same for many files in one Python process, one median per file in order.
    package static func medianMilliseconds(_ files: [(svg: URL, zoom: Double)], runs: Int) throws -> [Double] {
        let script = """
            import sys, time, statistics, resvg_py
            runs, args = int(sys.argv[1]), sys.argv[2:]
            for path, zoom in zip(args[0::2], args[1::2]):
                zoom = float(zoom)
                resvg_py.svg_to_bytes(svg_path=path, zoom=zoom, skip_system_fonts=True)
                times = []
                for _ in range(runs):
                    t = time.perf_counter()
                    resvg_py.svg_to_bytes(svg_path=path, zoom=zoom, skip_system_fonts=True)
                    times.append((time.perf_counter() - t) * 1000)
                print(statistics.median(times))
            """
        return try python.medianMilliseconds(script: script, files: files, runs: runs)
    }

    @discardableResult
    private static func run(_ arguments: [String]) throws -> String { try python.run(arguments) }
}
