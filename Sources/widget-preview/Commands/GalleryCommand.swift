import Foundation
import Graphics
import Typography
import WidgetGallery

/// `widget-preview gallery`: regenerates the images under `Snapshots/`.
enum GalleryCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "gallery"
    static let summary = "render every gallery image (PNG and SVG) into Snapshots/"
    static let help = """
        usage: widget-preview gallery [--output DIR]

        Renders the gallery into DIR (default: Snapshots/ of this package): the graphics test scene at 1x,
        2x and 3x as PNG, and once as SVG (it is resolution-independent). Files whose content is unchanged are not rewritten.

        exit codes: 0 ok, 2 usage or input error
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["--output"], flagOptions: [])
        guard args.positionals.isEmpty else { throw CLIError("gallery: unexpected argument '\(args.positionals[0])'") }
        let root = args.value("--output").map { URL(fileURLWithPath: $0) } ?? PackageLocation.snapshots
        let engine = try TypeSetter.shared()
        let list = GraphicsTestScene.displayList(text: engine)
        let folder = root.appendingPathComponent("GraphicsTestScene", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written = 0, unchanged = 0
        let svg = Data(SVGBackend.render(list, title: "WidgetPreview graphics test scene").utf8)
        var files = [("scene.svg", svg)]
        for scale in [1, 2, 3] {
            files.append(("scene@\(scale)x.png", try PNGCodec.encode(RasterBackend.render(list, scale: Double(scale)))))
        }
        for (file, data) in files {
            do {
                let url = folder.appendingPathComponent(file)
                if (try? Data(contentsOf: url)) == data {
                    unchanged += 1
                } else {
                    try data.write(to: url, options: .atomic)
                    written += 1
                }
            }
        }
        print("gallery: \(written) written, \(unchanged) unchanged in \(root.path)")
        return 0
    }
}
