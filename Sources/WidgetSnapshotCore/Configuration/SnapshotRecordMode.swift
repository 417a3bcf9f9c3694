/// When the harness writes golden images.
///
/// The default is `.missing` on a developer machine and `.never` when the `CI` environment variable is
/// set, so a retried CI job can never turn green by recording its own goldens.
public enum SnapshotRecordMode: String, Sendable, CaseIterable, Codable {
    /// Never write a golden; a missing golden is a failure.
    case never
    /// Write goldens that do not exist yet (and fail, so the new image gets looked at).
    case missing
    /// Re-write every golden that differs at all, even within the tolerance; unchanged ones are left alone.
    case all
    /// Re-write only the goldens whose comparison fails (so tolerated differences cause no churn).
    case failed

    /// The environment variable that chooses the mode for a whole run.
    public static let environmentVariable = "WIDGET_SNAPSHOT_RECORD"

    /// The mode named by `WIDGET_SNAPSHOT_RECORD`, else `.never` when `CI` is set, else `.missing`.
    package static func fromEnvironment(_ environment: SnapshotEnvironment) throws -> SnapshotRecordMode {
        if let raw = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
                throw SnapshotHarnessError.invalidRecordMode(raw)
            }
            return mode
        }
        return environment.isCI ? .never : .missing
    }
}
