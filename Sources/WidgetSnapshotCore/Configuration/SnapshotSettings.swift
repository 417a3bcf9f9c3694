import Foundation

/// Everything one assertion needs, resolved from the call's arguments, the scoped configuration and the
/// environment, in that order of precedence.
package struct SnapshotSettings: Sendable {
    package var record: SnapshotRecordMode
    package var tolerance: SnapshotTolerance
    /// Absolute folder of the goldens.
    package var snapshotRoot: URL
    /// Absolute folder of the failure artifacts.
    package var artifactsRoot: URL
    /// The package the test belongs to (where the accept command is run).
    package var packageRoot: URL?
    package var backend: SnapshotBackend
    package var environment: SnapshotEnvironment

    package static let snapshotRootVariable = "WIDGET_SNAPSHOT_ROOT"
    package static let artifactsVariable = "WIDGET_SNAPSHOT_ARTIFACTS"

    package init(record: SnapshotRecordMode, tolerance: SnapshotTolerance, snapshotRoot: URL, artifactsRoot: URL,
                 packageRoot: URL?, backend: SnapshotBackend, environment: SnapshotEnvironment) {
        self.record = record
        self.tolerance = tolerance
        self.snapshotRoot = snapshotRoot
        self.artifactsRoot = artifactsRoot
        self.packageRoot = packageRoot
        self.backend = backend
        self.environment = environment
    }

    /// `path` with `~` expanded, taken from `base` unless it is absolute.
    package static func absolute(_ path: String, base: URL) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded, isDirectory: true) }
        return base.appendingPathComponent(expanded, isDirectory: true)
    }
}
