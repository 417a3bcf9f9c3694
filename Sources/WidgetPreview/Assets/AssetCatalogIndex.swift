import Foundation

/// The `.xcassets` folders of each asset directory, listed once per render: every `Color("…")`,
/// `Image("…")` and `UIColor(named:)` of a render searches the same directories, and listing them for each
/// lookup was most of a lookup's cost. A render that adds an asset mid-way is not a case to serve.
package final class AssetCatalogIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var listings: [String: [URL]] = [:]
    /// How many directories were listed (a test seam: one per directory per render).
    package private(set) var listingCount = 0

    package init() {}

    func catalogURLs(in directory: URL) -> [URL] {
        lock.lock()
        defer { lock.unlock() }
        if let listed = listings[directory.path] { return listed }
        let listed = AssetCatalogs.catalogURLs(in: directory)
        listingCount += 1
        listings[directory.path] = listed
        return listed
    }
}
