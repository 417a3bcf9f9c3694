import Foundation

extension SnapshotReport {
    /// The report of the last test run, rebuilt from what it left on disk (what `widget-preview report`
    /// shows): the failing results in the artifacts folder (`*.result.json`), the run's manifest of checked
    /// goldens, and the PNG goldens under `snapshotRoot`.
    ///
    /// With a manifest, goldens the run checked without a result file passed, the gallery goldens `verify`
    /// found no preview producing are stray, other goldens nobody checked are unused (contact sheets and
    /// mock-ups `verify` named are neither), and result files of goldens the run did not check (left by an earlier run) are ignored.
    /// Without one (a run before the manifest existed, or artifacts copied without it) every result file
    /// counts and no golden is called unused. `removed` are stems the caller knows were deleted (the CLI
    /// asks git for tracked goldens missing from the working tree).
    package static func fromRun(artifactsRoot: URL, snapshotRoot: URL, removed: [String] = []) -> SnapshotReport {
        let root = snapshotRoot.standardizedFileURL
        var results = failedResults(inArtifacts: artifactsRoot)
        guard let marked = CheckedGoldensManifest(artifactsRoot: artifactsRoot).readMarked() else {
            return SnapshotReport(results: results, removed: removed, artifactsRoot: artifactsRoot)
        }
        func here(_ mark: CheckedGoldensManifest.Mark) -> Set<String> {
            let byRoot = marked[mark] ?? [:]
            return byRoot[root.path] ?? byRoot[root.resolvingSymlinksInPath().path] ?? []
        }
        let checked = marked[.checked] ?? [:]
        let checkedHere = here(.checked)
        let checkedAnywhere = checked.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        results = results.filter { checkedAnywhere.contains($0.golden) }
        let failing = Set(results.map(\.golden))
        for golden in checkedHere.sorted() where !failing.contains(golden) {
            results.append(SnapshotResult(golden: golden, test: "", variant: "", status: .passed))
        }
        return SnapshotReport(results: results, existingGoldens: goldens(under: root), removed: removed,
                              stray: here(.stray).subtracting(checkedHere).sorted(), notGoldens: here(.notGolden),
                              artifactsRoot: artifactsRoot)
    }
}
