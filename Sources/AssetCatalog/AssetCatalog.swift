import Foundation

/// An `.xcassets` folder read as Xcode reads it: folders group assets, a folder whose `Contents.json` says
/// `"provides-namespace": true` prefixes its assets' names (`Brand/Accent`), and `.colorset`, `.imageset`
/// and `.symbolset` folders are the assets. Everything that cannot be read is an issue; the rest is kept.
package struct AssetCatalog: Sendable {
    package let url: URL
    package private(set) var colors: [String: ColorSetAsset] = [:]
    package private(set) var images: [String: ImageSetAsset] = [:]
    package private(set) var symbols: [String: SymbolSetAsset] = [:]
    package private(set) var issues: [AssetCatalogIssue] = []

    /// Reads the catalog at `url` (a folder ending in `.xcassets`). Folders nest at most 32 deep.
    package init(contentsOf url: URL) {
        self.url = url
        var log = AssetIssueLog()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            walk(url, namespace: "", depth: 0, log: &log)
        } else {
            log.add(url.path, "", "is not a folder; an asset catalog is the .xcassets folder Xcode shows")
        }
        issues = log.issues
    }

    private mutating func walk(_ folder: URL, namespace: String, depth: Int, log: inout AssetIssueLog) {
        guard depth < 32 else {
            log.add(folder.path, "", "nests folders more than 32 deep; skipped")
            return
        }
        let children: [URL]
        do {
            children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            log.add(folder.path, "", "cannot be listed (\(JSONNode.reason(error))); skipped")
            return
        }
        for child in children where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let ext = child.pathExtension
            let name = namespace + child.deletingPathExtension().lastPathComponent
            let contents = child.appendingPathComponent("Contents.json")
            switch ext {
            case "colorset":
                guard let data = read(contents, log: &log) else { continue }
                let asset = ColorSetAsset.parse(data, file: contents.path, log: &log)
                add(asset, named: name, to: \.colors, at: child, log: &log)
            case "imageset":
                guard let data = read(contents, log: &log) else { continue }
                let asset = ImageSetAsset.parse(data, file: contents.path, folder: child, log: &log)
                add(asset, named: name, to: \.images, at: child, log: &log)
            case "symbolset":
                guard let data = read(contents, log: &log) else { continue }
                let asset = SymbolSetAsset.parse(data, file: contents.path, folder: child, log: &log)
                add(asset, named: name, to: \.symbols, at: child, log: &log)
            case "":
                let prefix = providesNamespace(contents, log: &log) ? child.lastPathComponent + "/" : ""
                walk(child, namespace: namespace + prefix, depth: depth + 1, log: &log)
            default:
                continue   // app icons, data sets, sticker packs …: not drawn by a widget view
            }
        }
    }

    private mutating func add<Asset>(_ asset: Asset, named name: String, to table: WritableKeyPath<AssetCatalog, [String: Asset]>,
                                     at folder: URL, log: inout AssetIssueLog) {
        if self[keyPath: table][name] != nil {
            log.add(folder.path, "", "a second asset named \"\(name)\" of this kind; the first one (in name order) is kept — rename one or put it in a namespace folder")
            return
        }
        self[keyPath: table][name] = asset
    }

    /// The bytes of a `Contents.json`; nil with an issue when it is missing or unreadable.
    private func read(_ file: URL, log: inout AssetIssueLog) -> Data? {
        do {
            return try Data(contentsOf: file)
        } catch {
            log.add(file.path, "", "cannot be read (\(JSONNode.reason(error))); the asset is skipped — every asset folder needs its Contents.json")
            return nil
        }
    }

    /// Whether a group folder's `Contents.json` has `properties.provides-namespace: true` (no file: false).
    private func providesNamespace(_ file: URL, log: inout AssetIssueLog) -> Bool {
        guard FileManager.default.fileExists(atPath: file.path), let data = read(file, log: &log),
              let root = JSONNode.parse(data, file: file.path, log: &log) else { return false }
        return root.object("properties", log: &log)?.bool("provides-namespace", log: &log) ?? false
    }
}
