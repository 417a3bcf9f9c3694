import Foundation
import WidgetSnapshotCore

/// `widget-preview report`: the Markdown summary and the HTML report of the last `swift test` run, rebuilt
/// from its artifacts folder and the goldens.
enum ReportCommand {
    static let command = Command(name: name, summary: summary, help: help, run: { arguments, _ in try run(arguments) })

    static let name = "report"
    static let summary = "write report.md and index.html for the last test run's snapshot changes"
    static let help = """
        usage: widget-preview report [--artifacts DIR] [--snapshots DIR] [--output DIR] [--json]

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
          --json           print the counts and items as JSON instead of the summary line

        Relative paths in options are taken from the current directory; in the variables and defaults from
        the package root (the folder with Package.swift above the current directory), as in the tests.

        exit codes: 0 no differences, 1 differences present, 2 usage or input error (missing folder)
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["--artifacts", "--snapshots", "--output"],
                                    flagOptions: ["--json"])
        guard args.positionals.isEmpty else {
            throw CLIError("report: unexpected argument '\(args.positionals[0])'. See 'widget-preview report --help'.")
        }
        let environment = ProcessInfo.processInfo.environment
        let base = packageRoot()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        /// An option is taken from the current directory; a variable or default from the package root, as the
        /// harness does, so both find the same folders.
        func folder(_ option: String, _ variable: String, _ fallback: String) -> URL {
            let (setting, from): (String, URL)
            if let value = args.value(option) {
                (setting, from) = (value, cwd)
            } else {
                (setting, from) = (environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? fallback, base)
            }
            let expanded = (setting as NSString).expandingTildeInPath
            let url = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded, isDirectory: true)
                : from.appendingPathComponent(expanded, isDirectory: true)
            return url.standardizedFileURL
        }
        let artifacts = folder("--artifacts", "WIDGET_SNAPSHOT_ARTIFACTS", ".build/snapshot-artifacts")
        let snapshots = folder("--snapshots", "WIDGET_SNAPSHOT_ROOT", "Snapshots")
        let output = folder("--output", "WIDGET_SNAPSHOT_REPORT", ".build/snapshot-report")

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
            paths = try SnapshotReportWriter.write(report, to: output)
        } catch {
            throw CLIError("report: could not write the report to \(output.path): \(error)")
        }
        if args.has("--json") {
            print(json(report, paths: paths))
        } else {
            let counts = SnapshotReport.Kind.allCases.map { "\(report.count($0)) \($0.rawValue)" }.joined(separator: ", ")
            print("\(counts)\nwrote \(paths.markdown.path)\n      \(paths.html.path)")
        }
        return report.hasDifferences ? 1 : 0
    }

    /// The package of the current directory, else the current directory.
    static func packageRoot() -> URL {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return PackageRootLocator.packageRoot(above: cwd.path) ?? cwd
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
