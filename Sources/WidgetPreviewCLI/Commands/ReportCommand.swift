import Foundation
import WidgetSnapshotCore

/// `widget-preview report`: the Markdown summary and the HTML report of the last `swift test` run, rebuilt
/// from its artifacts folder and the goldens.
enum ReportCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)

    static let name = "report"
    static let summary = "write report.md and index.html for the last test run's snapshot changes"
    static let help = """
        usage: widget-preview report [--artifacts DIR] [--snapshots DIR] [--output DIR] [--artifact-url URL] [--json]

        Reads what the last `swift test` run left in the artifacts folder (the failing images' result
        files and the list of goldens it checked) and the goldens under the snapshot folder, and writes:
          report.md    new / changed / removed / stray / unused goldens with mismatch counts, for a GitHub job
                       summary (cat report.md >> "$GITHUB_STEP_SUMMARY") or a pull-request comment
          index.html   one self-contained page (no network): side by side, swipe, onion skin and diff
                       views per changed image, keyboard navigation
        Removed goldens are the ones git tracks but the working tree no longer has (git is optional).

        options:
          --artifacts DIR  the run's artifacts folder (default $WIDGET_SNAPSHOT_ARTIFACTS, else
                           .build/snapshot-artifacts of the package)
          --snapshots DIR  the goldens (default $WIDGET_SNAPSHOT_ROOT, else Snapshots/ of the package)
          --output DIR     where to write report.md and index.html (default $WIDGET_SNAPSHOT_REPORT, else
                           .build/snapshot-report of the package)
          --artifact-url URL
                           where report.md links the pictures (GitHub shows no local or data: images):
                           a URL ending in / serves the artifacts folder's files, and each row links its
                           expected, actual and diff PNG; any other URL (the run page, the artifact's
                           zip) is linked once above the table. Default $WIDGET_SNAPSHOT_ARTIFACT_URL,
                           else in GitHub Actions the run's page, else no link
          --json           print the counts and items as JSON instead of the summary line

        Relative paths in options are taken from the current directory; in the variables and defaults from
        the package root (the folder with Package.swift above the current directory), as in the tests;
        outside a package, give the folders as options.

        exit codes: 0 no differences, 1 differences present, 2 usage or input error (missing folder)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["--artifacts", "--snapshots", "--output", "--artifact-url"],
                                    flagOptions: ["--json"])
        guard args.positionals.isEmpty else {
            throw CLIError("report: unexpected argument '\(args.positionals[0])'. See 'widget-preview report --help'.")
        }
        /// An option is taken from the current directory; a variable or default from the package root, as the
        /// harness does, so both find the same folders. Outside a package only options and absolute
        /// variables name folders: the error says where Package.swift was looked for.
        func folder(_ option: String, _ variable: String, _ fallback: String) throws -> URL {
            if let value = args.value(option) { return context.absolute(value) }
            let setting = context.environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
            if (setting as NSString).expandingTildeInPath.hasPrefix("/") { return context.absolute(setting) }
            let base = try context.requirePackageRoot(command: name, for: "default \(fallback) folder",
                                                      instead: "pass the folder with \(option) DIR")
            return context.absolute(setting, from: base)
        }
        let artifacts = try folder("--artifacts", "WIDGET_SNAPSHOT_ARTIFACTS", ".build/snapshot-artifacts")
        let snapshots = try folder("--snapshots", "WIDGET_SNAPSHOT_ROOT", "Snapshots")
        let output = try folder("--output", "WIDGET_SNAPSHOT_REPORT", ".build/snapshot-report")

        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifacts.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("report: no artifacts folder at \(artifacts.path). Run `swift test` first (it writes the "
                + "folder), or pass the folder of a CI run with --artifacts DIR.")
        }
        guard FileManager.default.fileExists(atPath: snapshots.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("report: no snapshot folder at \(snapshots.path). Pass the goldens' folder with --snapshots DIR.")
        }
        let report = SnapshotReport.fromRun(artifactsRoot: artifacts, snapshotRoot: snapshots,
                                            removed: GitDeletedFiles.goldens(under: snapshots))
        let paths: (markdown: URL, html: URL)
        do {
            paths = try SnapshotReportWriter.write(report, to: output,
                                                   artifactURL: args.value("--artifact-url") ?? ArtifactLink.fromEnvironment(context.environment))
        } catch {
            throw CLIError("report: could not write the report to \(output.path): \(error)")
        }
        if args.has("--json") {
            context.output(json(report, paths: paths))
        } else {
            let counts = SnapshotReport.Kind.allCases.map { "\(report.count($0)) \($0.rawValue)" }.joined(separator: ", ")
            context.output("\(counts)\nwrote \(paths.markdown.path)\n      \(paths.html.path)")
        }
        return report.hasDifferences ? 1 : 0
    }

    static func json(_ report: SnapshotReport, paths: (markdown: URL, html: URL)) -> String {
        let e = JSONText.escaped
        var text = "{\"hasDifferences\": \(report.hasDifferences), \"counts\": {"
        text += SnapshotReport.Kind.allCases.map { "\"\($0.rawValue)\": \(report.count($0))" }.joined(separator: ", ")
        text += "}, \"markdown\": \"\(e(paths.markdown.path))\", \"html\": \"\(e(paths.html.path))\", \"items\": ["
        text += report.items.filter { $0.kind != .passed }.map { item in
            var fields = ["\"kind\": \"\(item.kind.rawValue)\"", "\"golden\": \"\(e(item.golden))\""]
            if let m = item.mismatchedPixels { fields.append("\"mismatchedPixels\": \(m)") }
            if let t = item.totalPixels { fields.append("\"totalPixels\": \(t)") }
            if !item.summary.isEmpty { fields.append("\"summary\": \"\(e(item.summary))\"") }
            if let c = item.artifacts.comparisonPNG { fields.append("\"comparisonImage\": \"\(e(c))\"") }
            return "{" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ", ")
        return text + "]}"
    }
}
