import Foundation
import WidgetSnapshotCore

/// The command `verify` prints to accept (or record) images: the developer's own executable run again with
/// `verify --record MODE`, never WidgetPreview's demo gallery.
///
/// Run as `swift run my-widgets-preview verify`, the running binary is the package's product, so the
/// command is `swift run my-widgets-preview verify --record failed`. Run inside `swift test` (a test calling
/// `WidgetPreviewCommandLine.run`), the binary is the test bundle: the command names the package's executable
/// target whose sources call `WidgetPreviewCommandLine.main`, else re-runs the tests with
/// `WIDGET_SNAPSHOT_RECORD=MODE swift test`. A binary from outside the package is named by its path.
struct VerifyRecordCommand: Sendable {
    /// The program and arguments before `verify`, shell-quoted: `swift run my-widgets-preview`.
    var program: String?
    /// `verify`'s options to repeat (`--snapshots DIR`, `--shard i/n`), shell-quoted.
    var options: [String]

    /// The command that re-runs the check in `mode`.
    func text(_ mode: SnapshotRecordMode) -> String {
        guard let program else {
            return "\(SnapshotRecordMode.environmentVariable)=\(mode.rawValue) swift test"
        }
        return ([program, "verify", "--record", mode.rawValue] + options).joined(separator: " ")
    }

    /// The command for the binary at `executable` (nil: unknown) verifying the package at `packageRoot`.
    static func forExecutable(_ executable: URL?, packageRoot: URL, options: [String]) -> VerifyRecordCommand {
        let quoted = options.map(ShellQuoting.quoted)
        guard let executable else { return VerifyRecordCommand(program: nil, options: quoted) }
        let name = executable.lastPathComponent
        let manifest = (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        if name.hasSuffix(".xctest") || name == "swiftpm-testing-helper" {
            let program = commandLineTargets(manifest: manifest, packageRoot: packageRoot).first.map { "swift run " + ShellQuoting.quoted($0) }
            return VerifyRecordCommand(program: program, options: quoted)
        }
        let buildFolder = packageRoot.appendingPathComponent(".build").resolvingSymlinksInPath().path + "/"
        if executableNames(manifest: manifest).contains(name) || executable.resolvingSymlinksInPath().path.hasPrefix(buildFolder) {
            return VerifyRecordCommand(program: "swift run " + ShellQuoting.quoted(name), options: quoted)
        }
        return VerifyRecordCommand(program: ShellQuoting.quoted(executable.path), options: quoted)
    }

    /// The running binary: `/proc/self/exe` on Linux, else the first argument.
    static func runningExecutable() -> URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
        return URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL
    }

    /// Names of the executable targets and products a manifest declares (`executableTarget(name: "…"` and
    /// `.executable(name: "…"`), in order.
    static func executableNames(manifest: String) -> [String] {
        var names: [String] = []
        for marker in ["executableTarget(", ".executable("] {
            var rest = Substring(manifest)
            while let call = rest.range(of: marker) {
                rest = rest[call.upperBound...]
                let head = rest.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" })
                guard head.hasPrefix("name:") else { continue }
                let value = head.dropFirst(5).drop(while: { $0 == " " })
                guard value.hasPrefix("\""), let end = value.dropFirst().firstIndex(of: "\"") else { continue }
                let name = String(value[value.index(after: value.startIndex)..<end])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The executable targets whose sources (`Sources/<name>/`) start WidgetPreview's command line.
    static func commandLineTargets(manifest: String, packageRoot: URL) -> [String] {
        executableNames(manifest: manifest).filter { name in
            let folder = packageRoot.appendingPathComponent("Sources/\(name)", isDirectory: true)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return false }
            for case let file as String in walker where file.hasSuffix(".swift") {
                if let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                   text.contains("WidgetPreviewCommandLine.main(") { return true }
            }
            return false
        }
    }
}

/// Quoting for a POSIX shell, only where needed, so printed commands stay readable.
enum ShellQuoting {
    static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
