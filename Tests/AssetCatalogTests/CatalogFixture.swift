import Foundation

/// A throwaway `.xcassets` folder in the temporary directory, written file by file by a test.
struct CatalogFixture {
    let root: URL

    init(_ name: String = "Test") throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("assetcatalog-\(UUID().uuidString)")
            .appendingPathComponent("\(name).xcassets")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` inside the catalog, creating folders.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, Data(text.utf8))
    }

    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    /// A colour set whose only variant is `color` (the JSON of a `"color"` object).
    func colorSet(_ name: String, _ color: String) throws {
        try write("\(name).colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":\#(color)}],"info":{"author":"xcode","version":1}}"#)
    }

    func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
}
