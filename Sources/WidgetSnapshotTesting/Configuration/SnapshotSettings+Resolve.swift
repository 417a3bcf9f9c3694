import Foundation
import WidgetSnapshotCore

// Apart from `SnapshotSettings` because it reads the scoped `SnapshotConfiguration`, which lives with the
// assertions; the command line builds its settings itself.
extension SnapshotSettings {
    /// Resolves the settings for a call made from `filePath`.
    ///
    /// The snapshot folder is: `snapshotDirectory:`, else the configuration's, else
    /// `$WIDGET_SNAPSHOT_ROOT`, else `Snapshots/` of the package found above `filePath` (or, when the
    /// sources are not on this machine, above the current directory). Relative paths are taken from the
    /// package root.
    package static func resolve(record: SnapshotRecordMode?, tolerance: SnapshotTolerance?,
                                snapshotDirectory: String?, filePath: String,
                                configuration: SnapshotConfiguration = .current) throws -> SnapshotSettings {
        let environment = configuration.environment ?? .process
        let mode = try record ?? configuration.record ?? SnapshotRecordMode.fromEnvironment(environment)
        let tolerance = try (tolerance ?? configuration.tolerance ?? .exact).validated()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let packageRoot = PackageRootLocator.packageRoot(above: filePath) ?? PackageRootLocator.packageRoot(above: cwd.path)
        let base = packageRoot ?? cwd

        let rootSetting = snapshotDirectory ?? configuration.snapshotDirectory ?? environment[snapshotRootVariable]
        let snapshotRoot: URL
        if let rootSetting, !rootSetting.isEmpty {
            snapshotRoot = absolute(rootSetting, base: base)
        } else if let packageRoot {
            snapshotRoot = packageRoot.appendingPathComponent("Snapshots", isDirectory: true)
        } else {
            throw SnapshotHarnessError.packageRootNotFound(filePath: filePath, currentDirectory: cwd.path)
        }

        let artifactsSetting = configuration.artifactsDirectory ?? environment[artifactsVariable]
        let artifactsRoot: URL
        if let artifactsSetting, !artifactsSetting.isEmpty {
            artifactsRoot = absolute(artifactsSetting, base: base)
        } else {
            artifactsRoot = base.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
        }
        return SnapshotSettings(record: mode, tolerance: tolerance, snapshotRoot: snapshotRoot.standardizedFileURL,
                                artifactsRoot: artifactsRoot.standardizedFileURL, packageRoot: packageRoot,
                                backend: configuration.backend ?? .live, environment: environment)
    }
}
