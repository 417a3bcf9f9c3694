import AssetCatalog
import Foundation
import Graphics

/// The asset catalogs a render searches: every asset directory that is an `.xcassets` folder, and every
/// `.xcassets` folder directly inside an asset directory (a target's resources folder, an Xcode
/// project's extension folder). Catalogs are read once per process and read again when their folder's
/// modification date changes (adding or removing an asset changes it; editing a Contents.json in place
/// does not, so a long-running process is restarted for that).
enum AssetCatalogs {
    private struct Stamp: Equatable { let modified: Date? }
    private static let cache = BoundedCache<String, (stamp: Stamp, catalog: AssetCatalog)>(limit: 64)

    /// The catalogs for `env`, in search order; each catalog's reading issues are warned once per render.
    static func catalogs(in directories: [URL], env: EnvironmentValues) -> [AssetCatalog] {
        var found: [AssetCatalog] = []
        for directory in directories {
            for url in env.assetCatalogIndex?.catalogURLs(in: directory) ?? catalogURLs(in: directory) {
                let catalog = load(url)
                for issue in catalog.issues { env.warn("asset catalog: \(issue)") }
                found.append(catalog)
            }
        }
        return found
    }

    /// Whether `asset` names a colour set (`UIColor(named:)` is nil otherwise, as in UIKit).
    static func hasColor(_ asset: AssetName, in env: EnvironmentValues) -> Bool {
        catalogs(in: asset.directories(in: env), env: env).contains { $0.colors[asset.name] != nil }
    }

    /// What a "not found" warning says was searched.
    static func searchedDescription(in directories: [URL], env: EnvironmentValues) -> String {
        let names = directories.flatMap { env.assetCatalogIndex?.catalogURLs(in: $0) ?? catalogURLs(in: $0) }.map(\.path)
        return names.isEmpty
            ? "no asset catalog is set (add the extension's .xcassets folder with --assets PATH, Preview.assetDirectories or RenderContext.assetDirectories)"
            : "searched " + names.joined(separator: ", ")
    }

    static func catalogURLs(in directory: URL) -> [URL] {
        if directory.pathExtension == "xcassets" { return [directory] }
        let children = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return children.filter { $0.pathExtension == "xcassets" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func load(_ url: URL) -> AssetCatalog {
        let stamp = Stamp(modified: (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date)
        if let hit = cache[url.path], hit.stamp == stamp { return hit.catalog }
        let catalog = AssetCatalog(contentsOf: url)
        cache.store((stamp, catalog), for: url.path)
        return catalog
    }

    static func traits(of env: EnvironmentValues) -> AssetTraits {
        AssetTraits(isDark: env.colorScheme == .dark, isHighContrast: env.colorSchemeContrast == .increased)
    }
}
