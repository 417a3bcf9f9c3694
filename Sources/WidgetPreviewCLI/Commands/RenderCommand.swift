import Foundation
import WidgetPreview
import WidgetSnapshotCore
import Graphics

/// `widget-preview render <preview>`: one image to a file or standard output.
enum RenderCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "render"
    static let summary = "render one preview entry in one family and place to PNG or SVG"
    static let help = """
        usage: widget-preview render <preview> [--entry NAME] [--family FAMILY] [--place PLACE] [--locale L] [--os 18|26|27] [--frames F]
                                     [--scale S] [--format png|svg] [-o FILE|DIR/|-] [--explain] [--debug-frames]

        Renders one image of a preview. Defaults: the first entry, the first family (a Live Activity's first
        presentation), the first place that hosts the family, the preview's first locale (else the place's, en_US), scale 2, PNG. Writes FILE (the format follows its extension unless --format is
        given); into DIR under the default name with '-o DIR/' (created if missing) or an existing folder;
        or standard output with '-o -' or '-o /dev/stdout'. The default name is
        <preview>.<entry>.<family>.<place>@<S>x.<ext> in the current directory. A regular file is replaced
        atomically (a symbolic link's target, keeping the link); a device or FIFO is written in place;
        a socket is refused. Prints the size: SVG in points, PNG in pixels with the scale. Renderer
        warnings go to standard error.

        options:
          --entry NAME     an entry of the preview (see 'widget-preview list')
          --family FAMILY  systemSmall, accessoryCircular, … (one the preview is drawn in); for a control:
                           small, medium, large or lockScreen (its place follows: controlCenter or lockScreen);
                           for a Live Activity its presentation: lockScreen, lockScreenDark, compact, minimal,
                           minimalDetached, expanded, standBy, smartStack or carPlay (its place follows)
          --place PLACE    homeScreen, lockScreen, standBy, … (see 'widget-preview list'), or homeScreenClear
                           (iOS 26's clear Home Screen, which the gallery does not draw)
          --locale L       the locale to draw in (en, ja, ar, de_DE …): strings, numbers, dates, direction
          --os 18|26|27    the OS release drawn: system colours, the Home Screen's tint, the families
                           (default 27; systemExtraLargePortrait is new in 27)
          --frames F       published (default: Apple's HIG sizes) or measured (the frames measured on
                           devices running the release: 174.67 pt small widgets on iOS 26's 430 pt iPhones)
          --scale S        pixels per point, above 0 and at most 8 (default 2; PNG only)
          --format F       png or svg
          -o FILE          the output file, a folder (DIR/), or '-' for standard output
          --explain        also print the views as laid out (type, frame, proposed size, alignment), one a line
          --debug-frames   also write <name>.frames.<ext> beside the output: every view's frame outlined and
                           labelled (not with '-o -')

        A widget that says containerBackgroundRemovable(false) is not offered in places that remove
        backgrounds (StandBy, the iPad Lock Screen): render then writes nothing and warns, naming the widget
        and the place.

        exit codes: 0 ok (also a widget not offered in the place), 2 usage or input error (unknown preview, entry, family or place; a render error;
        a preview whose name collides with another's after sanitising; a file that cannot be written,
        such as a folder, a socket, a full disk or a closed standard output)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name,
                                    valueOptions: ["--entry", "--family", "--place", "--locale", "--scale", "--format", "-o", "--output"],
                                    flagOptions: ["--explain", "--debug-frames"])
        guard args.positionals.count == 1 else {
            throw CLIError("render: expected one preview name, got \(args.positionals.count). Previews: "
                + context.previews.map(\.name).joined(separator: ", "))
        }
        let preview = try naming("render", PreviewLookup.preview(args.positionals[0], in: context.previews))
        // Its file names would be another preview's: refuse rather than overwrite or pick one silently.
        if let collision = PreviewNameCollision.all(in: context.previews).first(where: { $0.involves(preview: preview.name) }) {
            throw CLIError("render: \(collision.message)")
        }
        let entry = try naming("render: --entry", PreviewLookup.entry(args.value("--entry"), of: preview))
        let scale = try args.double("--scale", default: 2, command: name, expected: "a number above 0 and at most 8",
                                    where: { $0 > 0 && $0 <= 8 })
        let outputOption = args.value("-o") != nil ? "-o" : "--output"
        let output = args.value("-o") ?? args.value("--output")
        let format: String
        if let given = args.value("--format") {
            guard ["png", "svg"].contains(given) else {
                throw ArgumentList.invalid("--format", given, command: name, expected: "png or svg")
            }
            format = given
        } else if let output, output.lowercased().hasSuffix(".svg") {
            format = "svg"
        } else {
            format = "png"
        }
        if output == "-" || output == "/dev/stdout", args.has("--explain") || args.has("--debug-frames") {
            throw CLIError("render: --explain and --debug-frames need a file or folder for the image (-o FILE or -o DIR/): "
                + "standard output holds the image alone")
        }
        // What the preview and the command line add to the place: assets, fonts, strings, the locale.
        let renderLocale = try Self.locale(args) ?? preview.locales.first
        func configured(_ place: RenderContext) -> RenderContext {
            var place = place
            place.assetDirectories += preview.assetDirectories
            if let fonts = preview.systemFontDirectory { place.systemFontDirectory = fonts }
            place.localizations += preview.localizations
            if let renderLocale { place.locale = Locale(identifier: renderLocale) }
            if let release = preview.os { place.os = release }
            if let frames = preview.frames { place.frames = frames }
            return place
        }
        let rendered: RenderedWidget
        let family: String
        let place: RenderContext
        if let drawControl = preview.drawControl {
            let placement = try naming("render: --family", PreviewLookup.controlPlacement(args.value("--family"), of: preview))
            if let given = args.value("--place"), given != placement.placeName {
                throw CLIError("render: --place \(given): a control's \(placement) size is drawn in \(placement.placeName); "
                    + "drop --place or pass --place \(placement.placeName)")
            }
            var controlPlace = RenderContext.lockScreen
            controlPlace.name = placement.placeName
            controlPlace = configured(controlPlace)
            family = placement.description
            place = controlPlace
            do {
                rendered = try drawControl(ControlRenderer(placement: placement, context: controlPlace, scale: scale), entry)
            } catch {
                throw CLIError("render: \(preview.name) / \(entry.name) as \(family) in \(place.name) failed: \(error)")
            }
        } else if let drawActivity = preview.drawActivity, preview.families.isEmpty {
            let presentation = try naming("render: --family", PreviewLookup.activityPresentation(args.value("--family"), of: preview))
            let placeName = presentation.context.name
            if let given = args.value("--place"), given != placeName {
                throw CLIError("render: --place \(given): a Live Activity's \(presentation.familyName) presentation is drawn in "
                    + "\(placeName); drop --place or pass --place \(placeName)")
            }
            let activityPlace = configured(presentation.context)
            family = presentation.familyName
            place = activityPlace
            do {
                rendered = try drawActivity(LiveActivityRenderer(presentation: presentation, context: activityPlace, scale: scale), entry)
            } catch {
                throw CLIError("render: \(preview.name) / \(entry.name) as \(family) in \(place.name) failed: \(error)")
            }
        } else {
            let widgetFamily = try naming("render: --family", PreviewLookup.family(args.value("--family"), of: preview))
            let widgetPlace = configured(try naming("render: --place", PreviewLookup.place(args.value("--place"), for: widgetFamily)))
            family = widgetFamily.description
            place = widgetPlace
            do {
                var renderer = WidgetRenderer(family: widgetFamily, context: widgetPlace, scale: scale)
                renderer.refusesPlacesThatDoNotOfferTheWidget = true
                rendered = try preview.draw(renderer, entry)
            } catch WidgetRenderError.notOfferedInPlace(let widget, let placeName) {
                // Not an error of the command: iOS would not show this widget there, so there is no picture.
                context.log("warning: \(preview.name) / \(entry.name): "
                    + "\(WidgetRenderError.notOfferedInPlace(widget: widget, place: placeName)); nothing written")
                return 0
            } catch {
                throw CLIError("render: \(preview.name) / \(entry.name) as \(family) in \(place.name) failed: \(error)")
            }
        }
        for warning in rendered.warnings { context.log("warning: \(warning)") }
        let data = format == "svg" ? Data(rendered.svg().utf8) : try rendered.pngData()
        let scaleText = NumberText.format(scale, decimals: 4)
        let defaultName = "\(GalleryPlan.folder(of: preview)).\(entry.name).\(family).\(place.name)@\(scaleText)x.\(format)"
        let url: URL
        if output == "-" {
            url = URL(fileURLWithPath: "/dev/stdout")
        } else if let output, let folder = try folder(named: output, option: outputOption, context) {
            url = folder.appendingPathComponent(defaultName, isDirectory: false)
        } else {
            url = context.absolute(output ?? defaultName, isDirectory: false)
        }
        do {
            // Through the one writer: a regular file is replaced atomically (a full disk leaves it as it was
            // and no partial file), standard output and devices are written in place.
            try AtomicFileWriter(createsFolders: false).write(data, to: url)
        } catch {
            throw CLIError("render: \(error)")
        }
        // Standard output holds the image: nothing else goes there.
        if case .descriptor(STDOUT_FILENO, _)? = try? OutputTarget.resolve(url) { return 0 }
        let size = format == "svg"
            ? "\(NumberText.format(rendered.displayList.size.width))×\(NumberText.format(rendered.displayList.size.height)) pt"
            : "\(rendered.width)×\(rendered.height) px @\(scaleText)x"
        context.output("wrote \(url.path) (\(size))")
        if args.has("--debug-frames") {
            let framesURL = url.deletingPathExtension().appendingPathExtension("frames").appendingPathExtension(format)
            do {
                let outlined = try rendered.withFrameOutlines()
                let framesData = format == "svg" ? Data(outlined.svg().utf8) : try outlined.pngData()
                try AtomicFileWriter(createsFolders: false).write(framesData, to: framesURL)
            } catch {
                throw CLIError("render: --debug-frames: \(error)")
            }
            context.output("wrote \(framesURL.path) (\(size), frames outlined)")
        }
        if args.has("--explain") { context.output(rendered.layout.description) }
        return 0
    }

    /// `--locale L`: one identifier, checked as `--locales` checks each of its own.
    private static func locale(_ args: ArgumentList) throws -> String? {
        guard let text = args.value("--locale") else { return nil }
        guard !text.contains(",") else {
            throw CLIError("render: --locale takes one locale, not '\(text)'. Render each locale on its own, "
                + "or draw them all with gallery --locales \(text).")
        }
        return try LocalesOption.parse(text, command: name, option: "--locale").first
    }

    /// The folder `-o` names, or nil for a file: a trailing slash says folder (created when missing, never a
    /// file of that name), and so does an existing folder (or a link to one).
    private static func folder(named output: String, option: String, _ context: CommandContext) throws -> URL? {
        let folder = context.absolute(output, isDirectory: true)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                guard output.hasSuffix("/") else { return nil }
                throw CLIError("render: \(option) \(output): \(folder.path) is a file, not a folder; "
                    + "drop the trailing '/' to replace the file, or name a folder")
            }
            return folder
        }
        guard output.hasSuffix("/") else { return nil }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("render: \(option) \(output): cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        return folder
    }

    /// A lookup's error prefixed with the command and the option it came from.
    private static func naming<T>(_ prefix: String, _ lookup: @autoclosure () throws -> T) throws -> T {
        do { return try lookup() } catch let error as CLIError {
            throw CLIError("\(prefix): \(error.message)", exitCode: error.exitCode)
        }
    }
}
