import Foundation
import WidgetPreview

/// What a command runs with: the previews of the executable that called the CLI, where its output goes
/// and the environment (values, so tests supply their own).
package struct CommandContext {
    package var previews: [Preview]
    /// Whether `gallery` also draws the graphics test scene (WidgetPreview's own gallery does).
    package var includesGraphicsTestScene: Bool
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

    package init(previews: [Preview], includesGraphicsTestScene: Bool = false, environment: [String: String],
                 currentDirectory: URL, output: @escaping (String) -> Void, log: @escaping (String) -> Void,
                 isTerminal: Bool = false) {
        self.previews = previews
        self.includesGraphicsTestScene = includesGraphicsTestScene
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.output = output
        self.log = log
        self.isTerminal = isTerminal
    }

    var useColor: Bool { isTerminal && environment["NO_COLOR"] == nil }

    /// The snapshot folder: `--output`/`--snapshots`, else `$WIDGET_SNAPSHOT_ROOT`, else `Snapshots/` of the
    /// package above the current directory (the developer's package when run with `swift run`).
    func snapshotRoot(option: String?) -> URL {
        if let option { return absolute(option) }
        if let variable = environment["WIDGET_SNAPSHOT_ROOT"], !variable.isEmpty { return absolute(variable, from: packageRoot) }
        return packageRoot.appendingPathComponent("Snapshots", isDirectory: true).standardizedFileURL
    }

    var packageRoot: URL {
        PackageRootLocatorBridge.packageRoot(above: currentDirectory.path) ?? currentDirectory
    }

    func absolute(_ path: String, from base: URL? = nil, isDirectory: Bool = true) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded, isDirectory: isDirectory).standardizedFileURL }
        return (base ?? currentDirectory).appendingPathComponent(expanded, isDirectory: isDirectory).standardizedFileURL
    }
}
