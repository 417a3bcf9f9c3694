import Foundation

/// Where this package's folders are: found from this source file, so it works from any working directory.
enum PackageLocation {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    static var snapshots: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
}
