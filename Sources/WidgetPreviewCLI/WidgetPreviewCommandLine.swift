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
            FileHandle.standardError.write(Data(("note: no #Preview was found in the modules linked into this executable; "
                + "make the target with the previews a dependency of this one\n").utf8))
        }
        main(previews: previews)
    }

    /// Runs the command named by the process arguments and exits with its code
    /// (0 ok, 1 differences, 2 usage or input error).
    public static func main(previews: [Preview]) -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), previews: previews))
    }

    /// Like `main(previews:)`, also drawing the graphics test scene into the gallery (WidgetPreview's own).
    package static func main(previews: [Preview], graphicsTestScene: Bool) -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), context: standardContext(previews: previews,
                                                                                                graphicsTestScene: graphicsTestScene)))
    }

    /// Runs one command line (without the program name) and returns its exit code; output goes to
    /// standard output and standard error.
    public static func run(arguments: [String], previews: [Preview]) -> Int32 {
        run(arguments: arguments, context: standardContext(previews: previews, graphicsTestScene: false))
    }

    static func standardContext(previews: [Preview], graphicsTestScene: Bool) -> CommandContext {
        CommandContext(previews: previews, includesGraphicsTestScene: graphicsTestScene,
                       environment: ProcessInfo.processInfo.environment,
                       currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                       output: { print($0) },
                       log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                       isTerminal: isatty(STDOUT_FILENO) != 0 && isatty(STDERR_FILENO) != 0)
    }

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [Command] = [ListCommand.command, RenderCommand.command, GalleryCommand.command,
                                      VerifyCommand.command, DiffCommand.command, ReportCommand.command, BenchCommand.command]

    static func usage() -> String {
        var text = """
            WidgetPreview renders iOS widgets (SwiftUI + WidgetKit code) to PNG and SVG on Linux.

            usage: widget-preview <command> [options]     (widget-preview <command> --help for details)

            commands:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nexit codes: 0 ok, 1 differences found, 2 usage or input error"
        return text
    }

    /// Dispatches to a command and turns its errors into messages and exit codes.
    package static func run(arguments: [String], context: CommandContext) -> Int32 {
        var arguments = arguments
        guard let first = arguments.first else {
            context.log(usage())
            return 2
        }
        if first == "--help" || first == "-h" || first == "help" {
            context.output(usage())
            return 0
        }
        arguments.removeFirst()
        let errorPrefix = context.useColor ? "\u{1B}[31merror:\u{1B}[0m " : "error: "
        guard let command = commands.first(where: { $0.name == first }) else {
            context.log(errorPrefix + CLIError.unknown("command", first, valid: commands.map(\.name)).message)
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            context.output(command.help)
            return 0
        }
        do {
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
