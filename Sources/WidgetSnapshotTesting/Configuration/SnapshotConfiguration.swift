import Foundation

/// Settings for every snapshot assertion inside `withSnapshotConfiguration`; a per-call argument wins
/// over these, and these win over the environment.
///
/// Scoped with a task-local value rather than a global, because Swift Testing runs tests in parallel in
/// one process and a global would bleed between them.
public struct SnapshotConfiguration: Sendable {
    public var record: SnapshotRecordMode?
    public var tolerance: SnapshotTolerance?
    /// Folder holding the goldens (default: `Snapshots/` next to the calling package's Package.swift).
    public var snapshotDirectory: String?
    /// Folder for failure artifacts (default: `.build/snapshot-artifacts/` of the package).
    public var artifactsDirectory: String?
    /// The environment the harness reads (tests replace it).
    package var environment: SnapshotEnvironment?
    /// Codec and comparer (tests replace them).
    package var backend: SnapshotBackend?
    /// Receives each failure instead of Swift Testing / XCTest (tests use it).
    package var issueSink: (@Sendable (SnapshotIssue) -> Void)?

    public init(record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
                snapshotDirectory: String? = nil, artifactsDirectory: String? = nil) {
        self.record = record
        self.tolerance = tolerance
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    @TaskLocal package static var current = SnapshotConfiguration()

    /// `self` with every unset value taken from `outer`.
    package func merged(over outer: SnapshotConfiguration) -> SnapshotConfiguration {
        var result = self
        result.record = record ?? outer.record
        result.tolerance = tolerance ?? outer.tolerance
        result.snapshotDirectory = snapshotDirectory ?? outer.snapshotDirectory
        result.artifactsDirectory = artifactsDirectory ?? outer.artifactsDirectory
        result.environment = environment ?? outer.environment
        result.backend = backend ?? outer.backend
        result.issueSink = issueSink ?? outer.issueSink
        return result
    }
}

/// Runs `operation` with `configuration` applied to every snapshot assertion inside it (nested calls
/// override only what they set).
public func withSnapshotConfiguration<R>(_ configuration: SnapshotConfiguration,
                                         operation: () throws -> R) rethrows -> R {
    try SnapshotConfiguration.$current.withValue(configuration.merged(over: .current), operation: operation)
}

/// The async form of `withSnapshotConfiguration(_:operation:)`.
public func withSnapshotConfiguration<R>(_ configuration: SnapshotConfiguration,
                                         isolation: isolated (any Actor)? = #isolation,
                                         operation: () async throws -> R) async rethrows -> R {
    try await SnapshotConfiguration.$current.withValue(configuration.merged(over: .current),
                                                       operation: operation)
}
