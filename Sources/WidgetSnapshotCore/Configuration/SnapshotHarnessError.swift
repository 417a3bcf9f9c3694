import Foundation

/// Errors of the harness itself (not image differences, which are `SnapshotFailure`s).
package enum SnapshotHarnessError: Error, Equatable, CustomStringConvertible {
    case invalidRecordMode(String)
    case invalidTolerance(String)
    case sizeMismatchInComparer(expected: (Int, Int), actual: (Int, Int))
    case packageRootNotFound(filePath: String, currentDirectory: String)
    case nameCollision(path: String, first: String, second: String)
    case pathEscapesRoot(path: String, root: String)
    case emptyName
    case writeFailed(path: String, reason: String)
    /// The disk (or the user's quota) filled up while writing `path`; `reason` is the system's text.
    case diskFull(path: String, reason: String)
    /// `path` names something only a regular file may be replaced by (a folder, a socket): nothing was written.
    case notWritable(path: String, kind: String, advice: String)
    /// Writing in place (a device, a FIFO, standard output) failed; `target` says which.
    case writeThroughFailed(target: String, reason: String)

    package var description: String {
        switch self {
        case .invalidRecordMode(let raw):
            let valid = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(SnapshotRecordMode.environmentVariable)=\(raw) is not a record mode; use one of \(valid)."
        case .invalidTolerance(let what):
            return "Snapshot tolerance: \(what)."
        case .sizeMismatchInComparer(let e, let a):
            return "Cannot compare a \(e.0)×\(e.1) image with a \(a.0)×\(a.1) image."
        case .packageRootNotFound(let file, let cwd):
            return "No Package.swift above \(file) or \(cwd), so there is no default snapshot folder; "
                + "pass snapshotDirectory: or set WIDGET_SNAPSHOT_ROOT."
        case .nameCollision(let path, let first, let second):
            return "Two snapshots map to the same golden \(path): \(first) and \(second). "
                + "Give one of them a different name (named:)."
        case .pathEscapesRoot(let path, let root):
            return "The golden path \(path) is outside the snapshot folder \(root)."
        case .emptyName:
            return "A snapshot needs a name: pass named: or call from a test function."
        case .writeFailed(let path, let reason):
            return "Could not write \(path): \(reason). Check that the folder exists and is writable."
        case .diskFull(let path, let reason):
            return "Could not write \(path): the disk is full (\(reason)). Nothing was changed there and no "
                + "partial file was left: the old file, if any, is intact. Free some space on that disk and run again."
        case .notWritable(let path, let kind, let advice):
            return "Cannot write \(path): it is \(kind), which is never replaced. \(advice)"
        case .writeThroughFailed(let target, let reason):
            return "Could not write to \(target): \(reason)."
        }
    }

    package static func == (lhs: SnapshotHarnessError, rhs: SnapshotHarnessError) -> Bool {
        lhs.description == rhs.description
    }
}
