import Testing
import Foundation
@testable import WidgetPreviewCLI

/// `widget-preview intents`: writes the generated Swift to a file (atomically) or standard output, and
/// reports bad input with exit code 2 and a message naming the file, line or option.
@Suite("widget-preview intents")
struct IntentsCommandTests {
    struct Run {
        var code: Int32
        var output: String
        var log: String
    }

    func run(_ arguments: [String], in folder: URL) -> Run {
        let output = Lines()
        let log = Lines()
        let context = CommandContext(previews: [], environment: [:], currentDirectory: folder,
                                     output: { output.append($0) }, log: { log.append($0) })
        let code = WidgetPreviewCommandLine.run(arguments: ["intents"] + arguments, context: context)
        return Run(code: code, output: output.text, log: log.text)
    }

    final class Lines: @unchecked Sendable {
        private var lines: [String] = []
        func append(_ line: String) { lines.append(line) }
        var text: String { lines.map { $0 + "\n" }.joined() }
    }

    func folderWithFixture() throws -> URL {
        let folder = try IntentTestFiles.temporaryFolder()
        try FileManager.default.copyItem(at: try IntentTestFiles.fixture("Weather"),
                                         to: folder.appendingPathComponent("Weather.intentdefinition"))
        return folder
    }

    func golden() throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Weather.swift", withExtension: "txt", subdirectory: "Goldens"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func writesTheFileAtomically() throws {
        let folder = try folderWithFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(to: folder.appendingPathComponent("WeatherIntents.swift"), atomically: true, encoding: .utf8)
        let result = run(["Weather.intentdefinition", "-o", "WeatherIntents.swift"], in: folder)
        #expect(result.code == 0)
        #expect(result.output == "wrote \(folder.appendingPathComponent("WeatherIntents.swift").standardizedFileURL.path)\n")
        #expect(result.log == "")
        #expect(try String(contentsOf: folder.appendingPathComponent("WeatherIntents.swift"), encoding: .utf8) == (try golden()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Weather.intentdefinition", "WeatherIntents.swift"])
    }

    @Test func printsToStandardOutput() throws {
        let folder = try folderWithFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["Weather.intentdefinition"], ["Weather.intentdefinition", "--output", "-"], ["Weather.intentdefinition", "-o=-"]] {
            let result = run(arguments, in: folder)
            if arguments.last == "-o=-" {
                #expect(result.code == 2)
                #expect(result.log == "error: intents: unknown option '-o=-'. Did you mean '-o'? Options: --output, -o (see --help)\n")
                continue
            }
            #expect(result.code == 0)
            #expect(result.output == (try golden()))
        }
    }

    @Test func malformedFileIsAnInputError() throws {
        let folder = try IntentTestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>INIntents</key>\n</dict>\n</plist>\n"
            .write(to: folder.appendingPathComponent("Bad.intentdefinition"), atomically: true, encoding: .utf8)
        let result = run(["Bad.intentdefinition", "-o", "Out.swift"], in: folder)
        #expect(result.code == 2)
        #expect(result.log == "error: intents: Bad.intentdefinition:5: not a valid XML property list (Value missing for key inside <dict> at line 5); open the file in Xcode's intent editor or fix the XML\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
    }

    @Test func usageErrors() throws {
        let folder = try folderWithFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run([], in: folder).log == "error: intents: expected one .intentdefinition file, got 0. See 'widget-preview intents --help'.\n")
        #expect(run(["Missing.intentdefinition"], in: folder).log
                == "error: intents: cannot read Missing.intentdefinition: no such file. Give the path of an .intentdefinition file.\n")
        #expect(run(["Weather.intentdefinition", "--out", "x.swift"], in: folder).log
                == "error: intents: unknown option '--out'. Did you mean '--output'? Options: --output, -o (see --help)\n")
        #expect(run(["Weather.intentdefinition", "-o"], in: folder).log == "error: intents: -o: needs a value\n")
        #expect(run(["Weather.intentdefinition", "-o", "Weather.intentdefinition"], in: folder).log
                == "error: intents: -o Weather.intentdefinition is the input file; give another path for the Swift\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder"), withIntermediateDirectories: false)
        let directory = run(["Weather.intentdefinition", "--output", "Folder"], in: folder)
        #expect(directory.code == 2)
        #expect(directory.log == "error: intents: --output Folder exists and is not a regular file; give the path of a .swift file\n")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Link.swift").path, withDestinationPath: "Target.swift")
        #expect(run(["Weather.intentdefinition", "-o", "Link.swift"], in: folder).log
                == "error: intents: -o Link.swift exists and is not a regular file; give the path of a .swift file\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Target.swift").path))
        let missingFolder = run(["Weather.intentdefinition", "-o", "No/Such/Out.swift"], in: folder)
        #expect(missingFolder.code == 2)
        #expect(missingFolder.log.hasPrefix("error: intents: -o No/Such/Out.swift: "))
    }

    @Test func helpListsTheCommand() throws {
        let folder = try IntentTestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let help = run(["--help"], in: folder)
        #expect(help.code == 0)
        #expect(help.output.hasPrefix("usage: widget-preview intents FILE.intentdefinition [-o OUT.swift | -o -]\n"))
        let output = Lines()
        let context = CommandContext(previews: [], environment: [:], currentDirectory: folder, output: { output.append($0) }, log: { _ in })
        #expect(WidgetPreviewCommandLine.run(arguments: ["--help"], context: context) == 0)
        #expect(output.text.contains("  intents   write the Swift Xcode generates from an .intentdefinition (SiriKit intent widgets)\n"))
    }
}
