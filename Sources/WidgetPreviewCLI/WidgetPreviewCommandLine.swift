import Foundation
import WidgetPreview

/// The whole `widget-preview` command line for a set of previews. A widget developer's package gets it
/// with a three-line executable:
///
/// ```swift
/// import WidgetPreviewCLI
/// import MyWidgetPreviews
/// WidgetPreviewCommandLine.main(previews: myPreviews)
/// ```
///
/// or, with `#Preview`s, no list at all: `WidgetPreviewCommandLine.main()`.
public enum WidgetPreviewCommandLine {
    /// Runs the command named by the process arguments on every `#Preview` in the modules linked into this
    /// executable (`Preview.discovered`), and exits with its code.
    public static func main() -> Never {
        let previews = Preview.discovered
        if previews.isEmpty {
            StandardStreams.shared.error("note: no #Preview was found in the modules linked into this executable; "
                + "make the target with the previews a dependency of this one\n")
        }
        main(previews: previews)
    }

    /// Runs the command named by the process arguments and exits with its code
    /// (0 ok, 1 differences, 2 usage or input error).
    public static func main(previews: [Preview]) -> Never {
        StandardStreams.prepareProcess()
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), previews: previews))
    }

    /// Like `main(previews:)`, with WidgetPreview's own developer commands and gallery pictures.
    package static func main(previews: [Preview], extras: CommandLineExtras) -> Never {
        StandardStreams.prepareProcess()
        exit(runOnStandardStreams(arguments: Array(CommandLine.arguments.dropFirst()), previews: previews, extras: extras))
    }

    /// Runs one command line (without the program name) and returns its exit code; output goes to
    /// standard output and standard error. A standard output that cannot be written (full, closed, a
    /// closed pipe) is exit 2 with one line on standard error.
    public static func run(arguments: [String], previews: [Preview]) -> Int32 {
        runOnStandardStreams(arguments: arguments, previews: previews, extras: CommandLineExtras())
    }

    static func runOnStandardStreams(arguments: [String], previews: [Preview], extras: CommandLineExtras) -> Int32 {
        let streams = StandardStreams.shared
        streams.reset()
        let code = run(arguments: arguments, context: standardContext(previews: previews, extras: extras))
        if let failure = streams.failureMessage {
            streams.error("error: \(failure)\n")
            return 2
        }
        return code
    }

    static func standardContext(previews: [Preview], extras: CommandLineExtras) -> CommandContext {
        var context = CommandContext(previews: previews, extras: extras,
                       environment: ProcessInfo.processInfo.environment,
                       currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                       output: { StandardStreams.shared.output($0) },
                       log: { StandardStreams.shared.error($0 + "\n") },
                       isTerminal: isatty(STDOUT_FILENO) != 0 && isatty(STDERR_FILENO) != 0)
        context.executable = VerifyRecordCommand.runningExecutable()
        return context
    }

    /// Every subcommand of a widget developer's command line, in the order `--help` lists them.
    static let commands: [Command] = [ListCommand.command, RenderCommand.command, GalleryCommand.command,
                                      VerifyCommand.command, DiffCommand.command, ReportCommand.command,
                                      IntentsCommand.command, InitCommand.command]

    /// The standard commands, then the extras' (`bench` on WidgetPreview's developer command line).
    static func commands(_ context: CommandContext) -> [Command] { commands + context.extras.commands }

    static func usage(_ context: CommandContext) -> String {
        var text = """
            WidgetPreview renders iOS widgets (SwiftUI + WidgetKit code) to PNG and SVG on Linux.

            usage: widget-preview <command> [options]     (widget-preview <command> --help for details)

            commands:

            """
        for command in commands(context) {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nrender, gallery and verify (and widget-preview-dev's bench) take --assets PATH\n"
            + "(repeatable): an .xcassets catalog, or a folder holding catalogs and PNGs (the widget extension's\n"
            + "folder), searched after each preview's own; and --system-fonts DIR: a folder of your copies of\n"
            + "Apple's SF Pro / SF Pro Rounded / SF Compact (the watch places) / New York files, drawn for\n"
            + ".system text instead of the bundled stand-ins (also: WIDGET_PREVIEW_SYSTEM_FONTS=DIR); and\n"
            + "--os 18|26|27: the OS release drawn (widget sizes, system colours, the tinted and clear Home Screens;\n"
            + "default \(OperatingSystemRelease.newest.majorVersion), the newest). Another release files the gallery's images under <preview>/iOS18/; and --frames\n"
            + "published|measured: the widget sizes (measured: the frames measured on iOS 26 iPhones), filed under\n"
            + "<preview>/measured/.\n"
        text += "\n'widget-preview --version' prints the version (\(WidgetPreviewVersion.current)).\n"
        text += "\nexit codes: 0 ok, 1 differences found, 2 usage or input error"
        return text
    }

    static func errorPrefix(_ context: CommandContext) -> String {
        context.useColor ? "\u{1B}[31merror:\u{1B}[0m " : "error: "
    }

    /// Dispatches to a command and turns its errors into messages and exit codes.
    package static func run(arguments: [String], context: CommandContext) -> Int32 {
        var arguments = arguments
        guard let first = arguments.first else {
            context.log(usage(context))
            return 2
        }
        if first == "--help" || first == "-h" || first == "help" {
            context.output(usage(context))
            return 0
        }
        if first == "--version" || first == "version" {
            if arguments.count > 1 {
                context.log(errorPrefix(context) + "\(first): unexpected argument '\(arguments[1])'; it takes none")
                return 2
            }
            context.output(WidgetPreviewVersion.line)
            return 0
        }
        arguments.removeFirst()
        let errorPrefix = errorPrefix(context)
        let commands = commands(context)
        guard let command = commands.first(where: { $0.name == first }) else {
            context.log(errorPrefix + CLIError.unknown("command", first, valid: commands.map(\.name)).message)
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            context.output(command.help)
            return 0
        }
        do {
            var context = context
            if AssetsOption.commands.contains(command.name) {
                let folders = try AssetsOption.extract(&arguments, command: command.name, context)
                for index in context.previews.indices { context.previews[index].assetDirectories += folders }
                context.renderingOptions += folders.flatMap { [AssetsOption.name, $0.path] }
            }
            if SystemFontsOption.commands.contains(command.name),
               let fonts = try SystemFontsOption.extract(&arguments, command: command.name, context) {
                for index in context.previews.indices { context.previews[index].systemFontDirectory = fonts }
                context.renderingOptions += [SystemFontsOption.name, fonts.path]
            }
            if OSOption.commands.contains(command.name), let release = try OSOption.extract(&arguments, command: command.name) {
                for index in context.previews.indices { context.previews[index].os = release }
                context.renderingOptions += [OSOption.name, "\(release.majorVersion)"]
            }
            if FramesOption.commands.contains(command.name), let frames = try FramesOption.extract(&arguments, command: command.name) {
                for index in context.previews.indices { context.previews[index].frames = frames }
                context.renderingOptions += [FramesOption.name, frames.rawValue]
            }
            return try command.run(arguments, context)
        } catch let error as CLIError {
            context.log(errorPrefix + error.message)
            return error.exitCode
        } catch {
            context.log(errorPrefix + "\(command.name): \(error)")
            return 2
        }
    }
}
