import Foundation
import WidgetSnapshotCore

/// `widget-preview init EXTENSION`: a Linux package beside an Xcode project that compiles the widget
/// extension's files in place, with a snapshot test and a CI workflow. It never moves, edits or deletes a
/// file of the project: it writes new files, and replaces only files it wrote itself.
enum InitCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "init"
    static let summary = "write a Linux package for an Xcode widget extension (its files compiled in place), a test and CI"
    static let help = """
        usage: widget-preview init EXTENSION-FOLDER [--output DIR] [--dependency URL|PATH] [--force]

        Writes a Swift package that compiles the widget extension's files where they are, unchanged: its
        SwiftUI, WidgetKit, AppIntents, Intents, ActivityKit and UIKit modules are WidgetPreview under Apple's
        names, and Sources/<Extension> links to the extension's folder (SwiftPM accepts no target folder
        outside the package). The extension's @main WidgetBundle is the command line:

          swift run <Extension> gallery     every preview into Snapshots/ of the package
          swift test                        one snapshot test per widget (Tests/<Extension>Tests)

        Also writes .github/workflows/widget-previews.yml in the repository root (the nearest folder above
        the package with .git, else the folder holding the .xcodeproj): build cached, previews verified in
        shards, the report as the job summary, images uploaded.

        Nothing of the Xcode project is moved, changed or deleted. A file that exists is replaced only if init
        wrote it (listed in <package>/.widget-preview-init) and it is unchanged since; otherwise init writes
        nothing and names the file.

        options:
          --output DIR           the package folder (default: WidgetPreviews/ beside the .xcodeproj)
          --dependency URL|PATH  where WidgetPreview comes from: a Git URL (branch main) or a local checkout
                                 (default \(PackageDependency.published.location))
          --force                also replace files init wrote that were changed since (never other files)

        exit codes: 0 written (or already up to date), 2 usage or input error, or a file in the way
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["--output", "--dependency"], flagOptions: ["--force"])
        guard args.positionals.count == 1, let extensionPath = args.positionals.first else {
            throw CLIError(args.positionals.isEmpty
                ? "init: name the widget extension's folder (the one holding its @main WidgetBundle): widget-preview init PATH"
                : "init: unexpected argument '\(args.positionals[1])'; init takes one extension folder. See 'widget-preview init --help'.")
        }
        let plan = try InitPlan(extension: context.absolute(extensionPath), output: args.value("--output").map { context.absolute($0) },
                                dependency: args.value("--dependency").map { dependency(parsing: $0, context: context) },
                                force: args.has("--force"))
        for note in plan.notes { context.log("init: note: " + note) }
        let report = try plan.write()
        func shown(_ url: URL) -> String {
            FolderPaths.isInside(url, context.currentDirectory) ? FolderPaths.relative(url, from: context.currentDirectory) : url.path
        }
        for (url, outcome) in report { context.output("\(outcome.rawValue) \(shown(url))") }
        context.output("\nnext, in \(shown(plan.output)):\n" + plan.package.nextSteps.map { "  " + $0 }.joined(separator: "\n"))
        return 0
    }

    /// A path is made absolute from the current folder; a URL is kept.
    private static func dependency(parsing text: String, context: CommandContext) -> PackageDependency {
        let parsed = PackageDependency(parsing: text)
        return parsed.isPath ? PackageDependency(location: context.absolute(parsed.location).path, isPath: true) : parsed
    }
}
