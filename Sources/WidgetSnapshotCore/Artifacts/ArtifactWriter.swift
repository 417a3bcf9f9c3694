import Foundation

/// Writes a failing image's artifacts under the artifacts folder, mirroring the golden's path:
/// `<artifacts>/<golden stem>.actual.png`, `.expected.png`, `.diff.png`, `.compare.png`, `.actual.svg`,
/// `.expected.svg`, `.result.json`. Golden paths are unique in a run (see `GoldenNameRegistry`), so artifacts of tests
/// running in parallel never collide, and a re-run replaces its own files.
package struct ArtifactWriter: Sendable {
    package var root: URL
    package var writer: AtomicFileWriter

    package init(root: URL, writer: AtomicFileWriter = AtomicFileWriter()) {
        self.root = root
        self.writer = writer
    }

    package enum Kind: String, CaseIterable, Sendable {
        case actualPNG = "actual.png"
        case expectedPNG = "expected.png"
        case diffPNG = "diff.png"
        case comparisonPNG = "compare.png"
        case actualSVG = "actual.svg"
        case expectedSVG = "expected.svg"
        /// The `SnapshotResult` as JSON, for `widget-preview report` after the test process is gone.
        case resultJSON = "result.json"
    }

    package func relativePath(stem: String, _ kind: Kind) -> String {
        stem + "." + kind.rawValue
    }

    package func url(stem: String, _ kind: Kind) -> URL {
        root.appendingPathComponent(relativePath(stem: stem, kind))
    }

    /// Writes `data` and returns its relative path.
    package func write(_ data: Data, stem: String, _ kind: Kind) throws -> String {
        try writer.write(data, to: url(stem: stem, kind))
        return relativePath(stem: stem, kind)
    }

    /// Removes artifacts left by an earlier failing run of this image (called when it passes, so a stale
    /// diff never shows in a report).
    package func removeStale(stem: String) {
        // One look at the folder instead of a failed removal per kind: a passing run with no earlier
        // failures (the usual case) has no artifacts folder for this golden at all.
        let folder = url(stem: stem, .actualPNG).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return }
        for kind in Kind.allCases {
            try? FileManager.default.removeItem(at: url(stem: stem, kind))
        }
    }
}
