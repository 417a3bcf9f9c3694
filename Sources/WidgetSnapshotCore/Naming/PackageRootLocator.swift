import Foundation

/// Finds the Swift package a source file belongs to: the nearest folder above it holding `Package.swift`.
package enum PackageRootLocator {
    /// The folder containing `Package.swift` at or above `path` (a file or folder), or nil.
    package static func packageRoot(above path: String, fileManager: FileManager = .default) -> URL? {
        guard path.hasPrefix("/") else { return nil }
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !(fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            folder.deleteLastPathComponent()
        }
        while true {
            if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }
}
