import Foundation

/// Collects the results of every assertion in this process, for the end-of-run report.
package final class SnapshotRunLog: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: SnapshotResult] = [:]
    private var roots: Set<URL> = []

    package static let shared = SnapshotRunLog()

    package init() {}

    package func record(_ new: [SnapshotResult], settings: SnapshotSettings) {
        lock.lock()
        defer { lock.unlock() }
        for result in new { results[result.golden] = result }
        roots.insert(settings.snapshotRoot)
    }

    /// Every result so far, ordered by golden path.
    package var allResults: [SnapshotResult] {
        lock.lock()
        defer { lock.unlock() }
        return results.keys.sorted().compactMap { results[$0] }
    }
}
