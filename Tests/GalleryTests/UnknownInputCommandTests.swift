import Foundation
import Testing
@testable import WidgetPreviewCLI

/// Unknown options and values on every command: exit 2 and a message naming the bad word, before any
/// rendering or writing.
@Suite("unknown command-line input")
struct UnknownInputCommandTests {
    @Test("an unknown option on any command is exit 2 naming it and the command", arguments: ["list", "render", "gallery", "verify", "diff", "report", "bench"])
    func unknownOption(command: String) {
        let arguments = command == "render" ? [command, "Tile", "--no-such-option"] : [command, "--no-such-option"]
        let run = CLIRun(arguments, extras: command == "bench" ? DeveloperExtras.bench : CommandLineExtras())
        #expect(run.code == 2)
        #expect(run.err.hasPrefix("error: \(command): unknown option '--no-such-option'. "), "\(run.err)")
        #expect(run.err.hasSuffix(" (see --help)"), "\(run.err)")
        #expect(run.out == "")
    }

    @Test("a near miss suggests the option", arguments: [
        (["render", "Tile", "--famly", "systemSmall"], "Did you mean '--family'?"),
        (["verify", "--snapshot", "x"], "Did you mean '--snapshots'?"),
        (["gallery", "--ouput", "x"], "Did you mean '--output'?"),
    ])
    func nearMiss(arguments: [String], suggestion: String) {
        let run = CLIRun(arguments)
        #expect(run.code == 2)
        #expect(run.err.contains(suggestion), "\(run.err)")
    }

    @Test("an option without its value, a bad number and a stray argument are exit 2", arguments: [
        (["render", "Tile", "--scale"], "error: render: --scale: needs a value"),
        (["render", "Tile", "--scale", "big"], "error: render: --scale: expected a number above 0 and at most 8, got \"big\""),
        (["render", "Tile", "--scale", "nan"], "error: render: --scale: expected a number above 0 and at most 8, got \"nan\""),
        (["render", "Tile", "--scale", "1e9"], "error: render: --scale: expected a number above 0 and at most 8, got \"1e9\""),
        (["gallery", "extra"], "error: gallery: unexpected argument 'extra'. See 'widget-preview gallery --help'."),
        (["list", "--json=yes"], "error: list: --json: takes no value, got \"yes\""),
    ])
    func badValues(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.code == 2)
        #expect(run.err == message)
    }
}
