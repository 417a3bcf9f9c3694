import Foundation
import WidgetSnapshotCore

/// The harness's package-root search, so the CLI and `assertSnapshot` find the same `Snapshots/`.
enum PackageRootLocatorBridge {
    static func packageRoot(above path: String) -> URL? { PackageRootLocator.packageRoot(above: path) }
}
