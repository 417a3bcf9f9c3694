import Foundation

/// Goldens git tracks but the working tree no longer has: what `make previews` pruned or a developer
/// deleted, shown as "removed" in the report. Empty when git or the repository is not there.
enum GitDeletedFiles {
    /// Stems (paths below `root`, without `.png`) of deleted PNGs, sorted.
    static func goldens(under root: URL) -> [String] {
        guard FileManager.default.fileExists(atPath: root.path) else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Paths come out relative to the current directory, which is the snapshot root.
        process.arguments = ["git", "-C", root.path, "ls-files", "--deleted", "-z", "--", "."]
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("widget-preview-git-\(getpid()).out")
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: output) else { return [] }
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: output)
        }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return [] }
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: output) else { return [] }
        return data.split(separator: 0).compactMap { bytes -> String? in
            let path = String(decoding: bytes, as: UTF8.self)
            return path.hasSuffix(".png") ? String(path.dropLast(4)) : nil
        }.sorted()
    }
}
