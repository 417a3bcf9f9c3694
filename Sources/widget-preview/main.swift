import Foundation

/// The command-line entry point: dispatches to a subcommand and turns errors into exit codes.
enum WidgetPreviewCLI {
/// Every subcommand, in the order `--help` lists them.
static let commands: [Command] = [GalleryCommand.command, DiffCommand.command, ReportCommand.command, BenchCommand.command]

static func usage() -> String {
    var text = """
        WidgetPreview renders iOS widgets (SwiftUI + WidgetKit code) to PNG and SVG on Linux.

        usage: widget-preview <command> [options]     (widget-preview <command> --help for details)

        commands:

        """
    for command in commands {
        text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\nexit codes: 0 ok, 1 differences found, 2 usage or input error\n"
    return text
}

static func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let first = arguments.first else {
        print(usage(), terminator: "")
        return 2
    }
    if first == "--help" || first == "-h" || first == "help" {
        print(usage(), terminator: "")
        return 0
    }
    arguments.removeFirst()
    guard let command = commands.first(where: { $0.name == first }) else {
        Terminal.error(CLIError.unknown("command", first, valid: commands.map(\.name)).message)
        return 2
    }
    if arguments.contains("--help") || arguments.contains("-h") {
        print(command.help)
        return 0
    }
    do {
        return try command.run(arguments)
    } catch let error as CLIError {
        Terminal.error(error.message)
        return error.exitCode
    } catch {
        Terminal.error("\(command.name): \(error)")
        return 2
    }
}

}

exit(WidgetPreviewCLI.main())
