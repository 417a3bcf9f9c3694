import Foundation

/// Collects the results of every assertion in this process and, when `WIDGET_SNAPSHOT_REPORT=<folder>`
/// is set, writes the Markdown and HTML report there when the test process exits.
///
/// Neither Swift Testing nor XCTest on Linux offers a hook after the last test, so the report is
/// written from an `atexit` handler (registered on the first result, only when a report is asked for).
/// `unused` goldens are only meaningful for a full run: with `--filter`, every golden the filter skipped
/// is listed as unused.
package final class SnapshotRunLog: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: SnapshotResult] = [:]
    private var snapshotRoots: Set<URL> = []
    private var artifactsRoot: URL?
    private var reportFolder: URL?
    private var exitHookRegistered = false
    /// Artifacts folders whose manifests of earlier runs this process has pruned.
    private var prunedManifests: Set<URL> = []
    /// What `verify` found besides its checks, by snapshot root: the gallery's stray goldens, and its
    /// pictures that are not goldens (contact sheets, mock-ups).
    private var strayGoldens: [URL: Set<String>] = [:]
    private var notGoldens: [URL: Set<String>] = [:]

    package static let shared = SnapshotRunLog()

    package init() {}

    package func record(_ new: [SnapshotResult], settings: SnapshotSettings) {
        lock.lock()
        defer { lock.unlock() }
        for result in new { results[result.golden] = result }
        writeManifest(new, settings: settings)
        snapshotRoots.insert(settings.snapshotRoot)
        artifactsRoot = artifactsRoot ?? settings.artifactsRoot
        // The process-wide log writes at exit, so only the real process environment may ask it for a report
        // (a test's injected environment must not leave a report behind in the package).
        let environment = self === SnapshotRunLog.shared ? SnapshotEnvironment.process : settings.environment
        if let folder = environment[SnapshotReportWriter.environmentVariable], !folder.isEmpty, reportFolder == nil {
            let base = settings.packageRoot ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            reportFolder = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : base.appendingPathComponent(folder)
            if self === SnapshotRunLog.shared && !exitHookRegistered {
                exitHookRegistered = true
                atexit { SnapshotRunLog.shared.writeRequestedReport() }
            }
        }
    }

    /// Notes the gallery's stray goldens and its pictures that are not goldens, as `verify` finds them, for
    /// this process's report and the artifacts folder's manifest (so `widget-preview report` lists them alike).
    package func recordLeftovers(stray: [String], notGoldens pictures: [String], settings: SnapshotSettings) {
        lock.lock()
        defer { lock.unlock() }
        strayGoldens[settings.snapshotRoot, default: []].formUnion(stray)
        notGoldens[settings.snapshotRoot, default: []].formUnion(pictures)
        guard self === SnapshotRunLog.shared else { return }
        let manifest = CheckedGoldensManifest(artifactsRoot: settings.artifactsRoot)
        if prunedManifests.insert(settings.artifactsRoot).inserted { manifest.pruneEarlierRuns() }
        try? manifest.append(stray, snapshotRoot: settings.snapshotRoot, mark: .stray)
        try? manifest.append(pictures, snapshotRoot: settings.snapshotRoot, mark: .notGolden)
    }

    /// Adds the checked goldens to the artifacts folder's manifest (for `widget-preview report`); the
    /// shared log only, so tests of the log itself leave no files behind. Called with the lock held.
    private func writeManifest(_ new: [SnapshotResult], settings: SnapshotSettings) {
        guard self === SnapshotRunLog.shared else { return }
        let manifest = CheckedGoldensManifest(artifactsRoot: settings.artifactsRoot)
        if prunedManifests.insert(settings.artifactsRoot).inserted { manifest.pruneEarlierRuns() }
        // Best effort: a report without the manifest only loses its unused list.
        try? manifest.append(new.map(\.golden), snapshotRoot: settings.snapshotRoot)
    }

    /// Every result so far, ordered by golden path.
    package var allResults: [SnapshotResult] {
        lock.lock()
        defer { lock.unlock() }
        return results.keys.sorted().compactMap { results[$0] }
    }

    /// The report of everything recorded so far, with the unchecked goldens of the snapshot folders as unused.
    package func report() -> SnapshotReport {
        lock.lock()
        let roots = snapshotRoots
        let artifacts = artifactsRoot
        let stray = strayGoldens.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let pictures = notGoldens.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        lock.unlock()
        let existing = roots.sorted { $0.path < $1.path }.flatMap { SnapshotReport.goldens(under: $0) }
        return SnapshotReport(results: allResults, existingGoldens: existing, stray: stray.sorted(), notGoldens: pictures,
                              artifactsRoot: artifacts)
    }

    /// Writes the report when one was asked for; prints where (or why not) on standard error.
    package func writeRequestedReport() {
        lock.lock()
        let folder = reportFolder
        lock.unlock()
        guard let folder else { return }
        do {
            let paths = try SnapshotReportWriter.write(report(), to: folder)
            // Not FileHandle.write, which traps when standard error is closed.
            _ = AtomicFileWriter().writeAll(Data("Snapshot report: \(paths.html.path)\n".utf8), to: STDERR_FILENO)
        } catch {
            _ = AtomicFileWriter().writeAll(Data("Could not write the snapshot report to \(folder.path): \(error)\n".utf8), to: STDERR_FILENO)
        }
    }
}
