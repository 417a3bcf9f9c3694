import Foundation
import WidgetPreview
import WidgetSnapshotCore

/// `widget-preview render <preview>`: one image to a file or standard output.
enum RenderCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "render"
    static let summary = "render one preview entry in one family and place to PNG or SVG"
    static let help = """
        usage: widget-preview render <preview> [--entry NAME] [--family FAMILY] [--place PLACE] [--scale S]
                                     [--format png|svg] [-o FILE|-]

        Renders one image of a preview. Defaults: the first entry, the first family, the first place that
        hosts the family, scale 2, PNG. Writes FILE (the format follows its extension unless --format is
        given), or standard output with '-o -' (the default is <preview>.<entry>.<family>.<place>@<S>x.<ext>
        in the current directory). Renderer warnings go to standard error.

        options:
          --entry NAME     an entry of the preview (see 'widget-preview list')
          --family FAMILY  systemSmall, accessoryCircular, … (one the preview is drawn in)
          --place PLACE    homeScreen, lockScreen, standBy, … (see 'widget-preview list')
          --scale S        pixels per point, above 0 (default 2; PNG only)
          --format F       png or svg
          -o FILE          the output file, '-' for standard output

        exit codes: 0 ok, 2 usage or input error (unknown preview, entry, family or place; a render error;
        a preview whose name collides with another's after sanitising; a file that cannot be written)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name,
                                    valueOptions: ["--entry", "--family", "--place", "--scale", "--format", "-o", "--output"],
                                    flagOptions: [])
        guard args.positionals.count == 1 else {
            throw CLIError("render: expected one preview name, got \(args.positionals.count). Previews: "
                + context.previews.map(\.name).joined(separator: ", "))
        }
        let preview = try PreviewLookup.preview(args.positionals[0], in: context.previews)
        // Its file names would be another preview's: refuse rather than overwrite or pick one silently.
        if let collision = PreviewNameCollision.all(in: context.previews).first(where: { $0.involves(preview: preview.name) }) {
            throw CLIError("render: \(collision.message)")
        }
        let entry = try PreviewLookup.entry(args.value("--entry"), of: preview)
        let family = try PreviewLookup.family(args.value("--family"), of: preview)
        var place = try PreviewLookup.place(args.value("--place"), for: family)
        let scale = try args.double("--scale", default: 2, command: name)
        guard scale > 0, scale <= 8 else { throw CLIError("render: --scale must be above 0 and at most 8, got \(scale)") }
        let output = args.value("-o") ?? args.value("--output")
        let format: String
        if let given = args.value("--format") {
            guard ["png", "svg"].contains(given) else { throw CLIError("render: --format must be png or svg, got '\(given)'") }
            format = given
        } else if let output, output.lowercased().hasSuffix(".svg") {
            format = "svg"
        } else {
            format = "png"
        }
        place.assetDirectories += preview.assetDirectories
        let rendered: RenderedWidget
        do {
            rendered = try preview.draw(WidgetRenderer(family: family, context: place, scale: scale), entry)
        } catch {
            throw CLIError("render: \(preview.name) / \(entry.name) as \(family) in \(place.name) failed: \(error)")
        }
        for warning in rendered.warnings { context.log("warning: \(warning)") }
        let data = format == "svg" ? Data(rendered.svg().utf8) : try rendered.pngData()
        if output == "-" {
            FileHandle.standardOutput.write(data)
            return 0
        }
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        let path = output ?? "\(GalleryPlan.folder(of: preview)).\(entry.name).\(family).\(place.name)@\(scaleText)x.\(format)"
        let url = context.absolute(path, isDirectory: false)
        do {
            // Temp file + rename: a full disk leaves an existing file as it was and no partial file.
            try AtomicFileWriter(createsFolders: false).write(data, to: url)
        } catch {
            throw CLIError("render: \(error)")
        }
        context.output("wrote \(url.path) (\(rendered.width)×\(rendered.height) px)")
        return 0
    }
}
