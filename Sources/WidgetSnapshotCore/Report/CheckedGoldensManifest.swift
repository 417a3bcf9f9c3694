import Foundation

/// Which goldens a test run checked, kept in the artifacts folder so `widget-preview report` can tell, after
/// the test processes are gone, a passing golden (checked, no artifacts) from an unused one (nobody
/// checked it) and a current failure from a stale `result.json` of an earlier run.
///
/// One file per test process, `checked/<parent pid>-<pid>.txt`, one line per golden:
/// `<absolute snapshot root>\t<golden stem>`, or with a third field `\tstray` for a gallery golden no preview
/// produces, `\tnot-golden` for a gallery picture nobody checks (a contact sheet), as `verify` finds them.
/// Lines are appended as assertions finish, so a crashing test
/// process still leaves what it checked. `swift test` starts its XCTest and Swift Testing processes (and
/// parallel workers) as children of one `swift-test` process: files with another parent pid belong to an
/// earlier run and are deleted when a process of a new run records its first golden.
package struct CheckedGoldensManifest: Sendable {
    package static let folderName = "checked"

    /// The artifacts folder.
    package var artifactsRoot: URL

    package init(artifactsRoot: URL) {
        self.artifactsRoot = artifactsRoot
    }

    package var folder: URL { artifactsRoot.appendingPathComponent(Self.folderName, isDirectory: true) }

    /// This process's file.
    package var processFile: URL {
        folder.appendingPathComponent("\(getppid())-\(getpid()).txt")
    }

    /// Deletes the files of earlier runs (another parent process).
    package func pruneEarlierRuns() {
        let prefix = "\(getppid())-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasSuffix(".txt") && !name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// What a line says about its golden.
    package enum Mark: String, Sendable {
        case checked
        /// In the gallery's folders, but no preview produces it.
        case stray
        /// A gallery picture that is not a golden (contact sheet, mock-up): neither checked nor unused.
        case notGolden = "not-golden"
    }

    /// Appends `goldens` (stems below `snapshotRoot`) to this process's file. The whole file is rewritten
    /// through the one writer (temporary file + rename): a full disk leaves the lines already there and no
    /// half line (it would read as a wrong golden). Callers serialise (`SnapshotRunLog` holds its lock).
    package func append(_ goldens: [String], snapshotRoot: URL, mark: Mark = .checked,
                        writer: AtomicFileWriter = AtomicFileWriter()) throws {
        guard !goldens.isEmpty else { return }
        let root = snapshotRoot.standardizedFileURL.path
        let suffix = mark == .checked ? "" : "\t" + mark.rawValue
        var text = ""
        for golden in goldens where !golden.contains("\n") && !golden.contains("\t") {
            text += root + "\t" + golden + suffix + "\n"
        }
        let file = processFile
        let earlier = (try? Data(contentsOf: file)) ?? Data()
        try writer.write(earlier + Data(text.utf8), to: file)
    }

    /// What the run checked: golden stems by absolute snapshot root; nil when no test process of a run
    /// left a file (then nothing can be said about unused goldens).
    package func read() -> [String: Set<String>]? {
        readMarked()?[.checked]
    }

    /// Every line of the run: golden stems by mark, then by absolute snapshot root; nil without a file.
    package func readMarked() -> [Mark: [String: Set<String>]]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let files = names.filter { $0.hasSuffix(".txt") }
        guard !files.isEmpty else { return nil }
        var marked: [Mark: [String: Set<String>]] = [.checked: [:]]
        for name in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard parts.count == 2 || parts.count == 3 else { continue }
                guard let mark = parts.count == 2 ? .checked : Mark(rawValue: String(parts[2])) else { continue }
                marked[mark, default: [:]][String(parts[0]), default: []].insert(String(parts[1]))
            }
        }
        return marked
    }
}
