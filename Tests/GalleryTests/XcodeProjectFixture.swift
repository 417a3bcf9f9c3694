import Foundation

/// A scratch copy of `Examples/XcodeProject` (an iOS app with a widget extension as Xcode lays it out),
/// and a fingerprint of every file in it, so a test can prove `init` left the project byte for byte as it was.
struct XcodeProjectFixture {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The scratch folder holding the copy (removed by `remove()`).
    let scratch: URL
    /// The copy of the project: `MyApp.xcodeproj`, `MyApp/`, `MyWidgetExtension/`.
    let project: URL
    var extensionFolder: URL { project.appendingPathComponent("MyWidgetExtension", isDirectory: true) }
    var package: URL { project.appendingPathComponent("WidgetPreviews", isDirectory: true) }

    init(label: String) throws {
        let fm = FileManager.default
        scratch = fm.temporaryDirectory.appendingPathComponent("wp-\(label)-\(UUID().uuidString)", isDirectory: true)
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        project = scratch.appendingPathComponent("XcodeProject", isDirectory: true)
        try fm.copyItem(at: Self.checkout.appendingPathComponent("Examples/XcodeProject"), to: project)
    }

    func remove() { try? FileManager.default.removeItem(at: scratch) }

    /// Every regular file under `folder` (links not followed) with its bytes, by relative path.
    static func files(under folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else { return result }
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true { walker.skipDescendants(); continue }
            guard values?.isRegularFile == true, let data = FileManager.default.contents(atPath: url.path) else { continue }
            result[FolderPathsForTests.relative(url, from: folder)] = data
        }
        return result
    }

    /// The project's own files: everything but what `init` writes (the package folder and the workflow).
    func xcodeFiles() -> [String: Data] {
        Self.files(under: project).filter { !$0.key.hasPrefix("WidgetPreviews/") && !$0.key.hasPrefix(".github/") }
    }
}

enum FolderPathsForTests {
    static func relative(_ url: URL, from folder: URL) -> String {
        let inner = url.standardizedFileURL.resolvingSymlinksInPath().path
        let outer = folder.standardizedFileURL.resolvingSymlinksInPath().path
        return inner.hasPrefix(outer + "/") ? String(inner.dropFirst(outer.count + 1)) : inner
    }
}
