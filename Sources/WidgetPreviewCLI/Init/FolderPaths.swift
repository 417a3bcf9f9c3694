import Foundation

/// Path arithmetic for `init`: relative paths between folders and the folders it looks for above one.
enum FolderPaths {
    /// `to` relative to the folder `from` (`../../MyWidgetExtension`); `.` when they are the same.
    static func relative(_ to: URL, from: URL) -> String {
        let target = to.standardizedFileURL.pathComponents
        let base = from.standardizedFileURL.pathComponents
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `url` is `folder` or inside it.
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let inner = url.standardizedFileURL.pathComponents
        let outer = folder.standardizedFileURL.pathComponents
        return inner.count >= outer.count && Array(inner.prefix(outer.count)) == outer
    }

    /// The nearest folder from `url` upwards (itself included) for which `matches` holds.
    static func nearest(above url: URL, where matches: (URL) -> Bool) -> URL? {
        var folder = url.standardizedFileURL
        while true {
            if matches(folder) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Whether the folder holds an entry whose name ends with one of `suffixes`.
    static func holds(_ folder: URL, suffixes: [String]) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { name in suffixes.contains { name.hasSuffix($0) } }
    }
}
