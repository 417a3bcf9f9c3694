/// One `widget-preview` subcommand: its name, help and what it runs.
struct Command: Sendable {
    let name: String
    /// One line for the command list.
    let summary: String
    /// The full `--help` text: usage, options, exit codes.
    let help: String
    /// Runs with the arguments after the command name; returns the exit code.
    let run: @Sendable ([String], CommandContext) throws -> Int32
}
