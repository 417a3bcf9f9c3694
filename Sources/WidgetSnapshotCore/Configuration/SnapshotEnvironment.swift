import Foundation

/// The environment variables the harness reads, as a value so tests can supply their own.
package struct SnapshotEnvironment: Sendable {
    package var values: [String: String]

    package init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The environment of this process.
    package static var process: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    package subscript(name: String) -> String? {
        values[name]
    }

    /// True when `CI` is set to anything but an empty string, `0` or `false` (GitHub Actions, GitLab,
    /// Buildkite, CircleCI and Travis all set `CI=true`).
    package var isCI: Bool {
        guard let value = values["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !(value.isEmpty || value == "0" || value == "false" || value == "no")
    }
}
