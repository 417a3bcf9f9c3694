import Foundation
import WidgetPreview

/// What a command runs with: the previews of the executable that called the CLI, where its output goes
/// and the environment (values, so tests supply their own).
package struct CommandContext {
    package var previews: [Preview]
    /// Commands and gallery pictures of WidgetPreview's own developer command line (none for a user's).
    package var extras: CommandLineExtras
    package var environment: [String: String]
    /// The folder relative paths and the default `Snapshots/` are taken from.
    package var currentDirectory: URL
    /// Standard output (one call per line or block, without the final newline).
    package var output: (String) -> Void
    /// Progress and notes that are not the command's result (standard error).
    package var log: (String) -> Void
    /// Whether standard output is a terminal (progress bar, colours).
    package var isTerminal: Bool
    /// The running binary, which `verify` names in the command that accepts new images (nil: unknown, then
    /// it says to re-run the tests).
    package var executable: URL?
    /// Options every rendering command took before its own (`--assets PATH`, `--system-fonts DIR`), which a printed accept
    /// command repeats so it records what was checked.
    package var renderingOptions: [String] = []

    package init(previews: [Preview], extras: CommandLineExtras = CommandLineExtras(), environment: [String: String],
                 currentDirectory: URL, output: @escaping (String) -> Void, log: @escaping (String) -> Void,
                 isTerminal: Bool = false) {
        self.previews = previews
        self.extras = extras
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.output = output
        self.log = log
        self.isTerminal = isTerminal
    }

    package var useColor: Bool { isTerminal && environment["NO_COLOR"] == nil }

    /// The snapshot folder: `--output`/`--snapshots`, else `$WIDGET_SNAPSHOT_ROOT`, else `Snapshots/` of the
    /// package above the current directory (the developer's package when run with `swift run`).
    /// Outside a package only an option or an absolute `$WIDGET_SNAPSHOT_ROOT` names one; otherwise the error
    /// says where `Package.swift` was looked for and that `optionName` names the folder.
    func snapshotRoot(option: String?, optionName: String, command: String) throws -> URL {
        if let option { return absolute(option) }
        let variable = environment["WIDGET_SNAPSHOT_ROOT"].flatMap { $0.isEmpty ? nil : $0 }
        if let variable, (variable as NSString).expandingTildeInPath.hasPrefix("/") { return absolute(variable) }
        let root = try requirePackageRoot(command: command, for: "Snapshots/ folder to use",
                                          instead: "pass the snapshot folder with \(optionName) DIR")
        if let variable { return absolute(variable, from: root) }
        return root.appendingPathComponent("Snapshots", isDirectory: true).standardizedFileURL
    }

    var packageRoot: URL {
        PackageRootLocatorBridge.packageRoot(above: currentDirectory.path) ?? currentDirectory
    }

    /// Whether the current directory is inside a Swift package (a `Package.swift` here or above).
    var isInPackage: Bool { PackageRootLocatorBridge.packageRoot(above: currentDirectory.path) != nil }

    /// The package root, or an error saying where `Package.swift` was looked for (every folder from the
    /// current directory up) and what to do instead (`instead`, such as "pass --snapshots DIR"), so a
    /// command run outside a package creates nothing (no `./Snapshots`, no `./.build`).
    func requirePackageRoot(command: String, for purpose: String, instead: String) throws -> URL {
        if let root = PackageRootLocatorBridge.packageRoot(above: currentDirectory.path) { return root }
        var folders: [String] = []
        var folder = currentDirectory.standardizedFileURL
        while true {
            folders.append(folder.path)
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { break }
            folder = parent
        }
        throw CLIError("\(command): not inside a Swift package: no Package.swift in " + folders.joined(separator: ", ")
            + ", so there is no \(purpose). Run it from your package's folder (the one with Package.swift), or \(instead).")
    }

    package func absolute(_ path: String, from base: URL? = nil, isDirectory: Bool = true) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded, isDirectory: isDirectory).standardizedFileURL }
        return (base ?? currentDirectory).appendingPathComponent(expanded, isDirectory: isDirectory).standardizedFileURL
    }
}
