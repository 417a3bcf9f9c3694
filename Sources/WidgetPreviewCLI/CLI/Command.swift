/// One `widget-preview` subcommand: its name, help and what it runs.
package struct Command: Sendable {
    package let name: String
    /// One line for the command list.
    package let summary: String
    /// The full `--help` text: usage, options, exit codes.
    package let help: String
    /// Runs with the arguments after the command name; returns the exit code.
    package let run: @Sendable ([String], CommandContext) throws -> Int32

    package init(name: String, summary: String, help: String, run: @escaping @Sendable ([String], CommandContext) throws -> Int32) {
        self.name = name
        self.summary = summary
        self.help = help
        self.run = run
    }
}
