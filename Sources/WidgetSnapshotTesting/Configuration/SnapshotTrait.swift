import Testing

/// A Swift Testing trait that applies a snapshot configuration to a test or a whole suite:
/// `@Suite(.snapshots(record: .failed, tolerance: .pixels(4)))`.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    public var configuration: SnapshotConfiguration

    public init(configuration: SnapshotConfiguration) {
        self.configuration = configuration
    }

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotConfiguration(configuration) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for every assertion in the test or suite (a per-call argument still wins).
    public static func snapshots(record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
                                 snapshotDirectory: String? = nil) -> SnapshotTrait {
        SnapshotTrait(configuration: SnapshotConfiguration(record: record, tolerance: tolerance,
                                                           snapshotDirectory: snapshotDirectory))
    }
}
