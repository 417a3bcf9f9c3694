import Foundation

/// Remembers which golden file each snapshot of this run claimed, so two different snapshots whose
/// names become the same file after sanitising fail with a clear error instead of overwriting each other.
package final class GoldenNameRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var owners: [String: String] = [:]

    package init() {}

    /// The registry shared by every assertion in this process.
    package static let shared = GoldenNameRegistry()

    /// Claims `path` for `owner` (a description of the unsanitised identity). Claiming again with the same
    /// owner is fine (a repeated or retried test); a different owner throws `nameCollision`.
    package func claim(_ path: String, owner: String) throws {
        lock.lock()
        defer { lock.unlock() }
        if let first = owners[path] {
            guard first == owner else {
                throw SnapshotHarnessError.nameCollision(path: path, first: first, second: owner)
            }
            return
        }
        owners[path] = owner
    }

    /// Every path claimed so far, sorted (for the unused-golden report).
    package var claimedPaths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return owners.keys.sorted()
    }

    /// Checks a whole batch at once (the gallery): throws on the first pair that collides.
    package static func checkUnique(_ names: [GoldenName], root: URL) throws {
        let registry = GoldenNameRegistry()
        for name in names {
            try registry.claim(try GoldenLocation(root: root, name: name).stem, owner: name.description)
        }
    }
}
