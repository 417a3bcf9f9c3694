import Foundation
import Graphics
import WidgetPreviewDev
import WidgetSnapshotTesting

/// One SVG renderer a viewer of our goldens may use, driven from the command line: it draws an SVG file
/// at a zoom into a PNG file. `make test-deps` installs each (Debian packages, PyPI wheels).
struct SVGRenderer: Sendable, CustomStringConvertible {
    /// What the renderer needs to draw a file: the SVG, its size in points, the zoom, where to write the
    /// PNG, and a scratch folder of its own.
    struct Job {
        var svg: URL
        var width: Double
        var height: Double
        var zoom: Double
        var png: URL
        var scratch: URL

        var pixelWidth: Int { Int((width * zoom).rounded()) }
        var pixelHeight: Int { Int((height * zoom).rounded()) }
    }

    let name: String
    /// Browsers screenshot a page, which is opaque: the picture is drawn over white.
    let drawsOverWhite: Bool
    /// Why the renderer cannot run here and how to install it; nil when it can.
    let missing: @Sendable () -> String?
    let draw: @Sendable (Job) throws -> Void

    var description: String { name }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let all: [SVGRenderer] = [resvg, rsvg, chromium, firefox, inkscape, skia]

    static let resvg = SVGRenderer(name: "resvg", drawsOverWhite: false,
                                   missing: { ResvgRenderer.isAvailable ? nil : "python3 cannot import resvg_py (make deps installs resvg_py==0.5.0)" },
                                   draw: { job in try ResvgRenderer.render([(job.svg, job.png)], zoom: job.zoom) })

    static let rsvg = SVGRenderer(name: "librsvg", drawsOverWhite: false,
                                  missing: { executable("rsvg-convert") == nil ? "no rsvg-convert on PATH (apt-get install librsvg2-bin)" : nil },
                                  draw: { job in
        try run(executable("rsvg-convert"), ["-z", String(job.zoom), "-o", job.png.path, job.svg.path], in: job.scratch)
    })

    /// The SVG file opened directly, at the zoom as device scale factor, over a transparent page.
    ///
    /// Headless Chromium (156) gives a window under about 145 pt tall a viewport 87 pt shorter than the
    /// window (a 131 pt window shows 44 pt; the rest of the screenshot is empty), so the window is at
    /// least `chromiumMinimumWindow` and the screenshot's top-left corner, the picture's size, is kept.
    static let chromium = SVGRenderer(name: "Chromium", drawsOverWhite: false,
                                      missing: { chromiumPath == nil ? "no chromium on PATH (apt-get install chromium)" : nil },
                                      draw: { job in
        let window = (width: max(Int(job.width.rounded(.up)), chromiumMinimumWindow.width),
                      height: max(Int(job.height.rounded(.up)), chromiumMinimumWindow.height))
        let page = job.scratch.appendingPathComponent("window.png")
        try run(chromiumPath, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=" + job.scratch.appendingPathComponent("profile").path,
            "--force-device-scale-factor=\(job.zoom)", "--window-size=\(window.width),\(window.height)",
            "--default-background-color=00000000", "--screenshot=" + page.path, job.svg.absoluteString,
        ], in: job.scratch)
        let screenshot = try PNGCodec.decode(contentsOf: page)
        guard let picture = screenshot.topLeft(width: job.pixelWidth, height: job.pixelHeight) else {
            throw Failure(description: "Chromium's screenshot of \(job.svg.lastPathComponent) is \(screenshot.width)×\(screenshot.height) px, "
                + "smaller than the picture's \(job.pixelWidth)×\(job.pixelHeight)")
        }
        try PNGCodec.encode(picture).write(to: job.png)
    })

    /// A headless Chromium window this size or larger shows the whole window as its viewport (measured:
    /// 145 pt tall is enough at any width; 400 × 400 leaves room).
    static let chromiumMinimumWindow = (width: 400, height: 400)

    /// Firefox's headless screenshot ignores the device pixel ratio, so the SVG is shown by an `<img>`
    /// of the zoomed size (as GitHub and the HTML report embed pictures), in a window of that size.
    static let firefox = SVGRenderer(name: "Firefox", drawsOverWhite: true,
                                     missing: { firefoxPath == nil ? "no firefox-esr or firefox on PATH (apt-get install firefox-esr)" : nil },
                                     draw: { job in
        let page = job.scratch.appendingPathComponent("page.html")
        let html = "<!doctype html><html><body style=\"margin:0\"><img src=\"\(job.svg.absoluteString)\" "
            + "style=\"display:block;width:\(job.pixelWidth)px;height:\(job.pixelHeight)px\"></body></html>"
        try Data(html.utf8).write(to: page)
        let profile = job.scratch.appendingPathComponent("profile")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        try run(firefoxPath, ["--headless", "--no-remote", "--profile", profile.path,
                              "--window-size=\(job.pixelWidth),\(job.pixelHeight)", "--screenshot", job.png.path, page.absoluteString],
                in: job.scratch)
    })

    /// Inkscape's zoom is its export resolution: 96 dpi is one pixel per point.
    static let inkscape = SVGRenderer(name: "Inkscape", drawsOverWhite: false,
                                      missing: { executable("inkscape") == nil ? "no inkscape on PATH (apt-get install inkscape)" : nil },
                                      draw: { job in
        try run(executable("inkscape"), ["--export-type=png", "--export-dpi=\(96 * job.zoom)",
                                         "--export-filename=" + job.png.path, job.svg.path], in: job.scratch)
    })

    /// Skia's SVG module (`skia.SVGDOM` of PyPI skia-python) on a raster surface scaled by the zoom.
    static let skia = SVGRenderer(name: "Skia SVGDOM", drawsOverWhite: false,
                                  missing: { skiaAvailable ? nil : "python3 cannot import skia (pip install skia-python==144.1)" },
                                  draw: { job in
        let script = """
            import sys, skia
            path, out, w, h, zoom = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
            dom = skia.SVGDOM.MakeFromStream(skia.Stream.MakeFromFile(path))
            dom.setContainerSize(skia.Size(w, h))
            surface = skia.Surface(round(w * zoom), round(h * zoom))
            canvas = surface.getCanvas()
            canvas.scale(zoom, zoom)
            dom.render(canvas)
            surface.makeImageSnapshot().save(out, skia.kPNG)
            """
        try run(executable("python3"), ["-c", script, job.svg.path, job.png.path, String(job.width), String(job.height),
                                        String(job.zoom)], in: job.scratch)
    })

    static let chromiumPath = executable("chromium") ?? executable("chromium-browser")
    static let firefoxPath = executable("firefox-esr") ?? executable("firefox")
    static let skiaAvailable: Bool = {
        guard let python = executable("python3") else { return false }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-skia-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        return (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)).flatMap {
            try? run(python, ["-c", "import skia; skia.SVGDOM"], in: scratch)
        } != nil
    }()

    /// The first executable named `name` on PATH.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with a two-minute limit, its output in files of `scratch` (nothing to drain, nothing to
    /// deadlock on); throws with the end of its error output when it fails.
    static func run(_ tool: String?, _ arguments: [String], in scratch: URL) throws {
        guard let tool else { throw Failure(description: "the renderer's executable is missing") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["120", tool] + arguments
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errors = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
            throw Failure(description: "\((tool as NSString).lastPathComponent) exited with \(process.terminationStatus): \(errors.suffix(600))")
        }
    }
}

extension Bitmap {
    /// The `width` × `height` pixels at the top left; nil when the bitmap is smaller.
    func topLeft(width: Int, height: Int) -> Bitmap? {
        guard width <= self.width, height <= self.height else { return nil }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in 0..<height {
            let start = row * self.width * 4
            pixels += self.pixels[start..<(start + width * 4)]
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The picture composited over opaque white, as a page screenshot shows it.
    func overWhite() -> Bitmap {
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = Int(pixels[i + 3])
            for c in 0..<3 {
                out.pixels[i + c] = UInt8((Int(pixels[i + c]) * a + 255 * (255 - a) + 127) / 255)
            }
            out.pixels[i + 3] = 255
        }
        return out
    }
}
