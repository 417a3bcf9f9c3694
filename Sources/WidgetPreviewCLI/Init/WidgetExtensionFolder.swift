import Foundation

/// A widget extension's folder as Xcode lays it out: Swift files (in any subfolder) beside files only
/// Xcode uses (Info.plist, entitlements, asset catalogs, strings, intent definitions), which the generated
/// package excludes. Read only: `init` never changes anything in it.
struct WidgetExtensionFolder {
    let url: URL
    /// The Swift module the extension compiles to here: the folder's name as an identifier.
    let moduleName: String
    /// Paths relative to the folder that are not Swift sources (whole folders when they hold no Swift).
    let excluded: [String]
    /// Types declared `: Widget` (in file order, then by name), which the generated test snapshots.
    let widgetTypes: [String]
    /// Widgets whose body is an `ActivityConfiguration`: left out of `widgetTypes` (a Live Activity has no
    /// placeholder entry to snapshot; its `#Preview`s draw it, with their attributes and states).
    let liveActivityTypes: [String]
    /// The `@main` `WidgetBundle`, if any.
    let bundleType: String?

    init(_ url: URL) throws {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("init: \(url.path) is not a folder. Name the widget extension's folder (the one holding its @main WidgetBundle).")
        }
        self.url = url
        moduleName = Self.identifier(url.lastPathComponent)
        var excluded: [String] = []
        var sources: [URL] = []
        try Self.walk(url, relative: "", excluded: &excluded, sources: &sources)
        guard !sources.isEmpty else {
            throw CLIError("init: \(url.path) holds no .swift file. Name the widget extension's folder (the one holding its @main WidgetBundle).")
        }
        self.excluded = excluded
        var widgets: [String] = []
        var liveActivities: [String] = []
        var bundle: String?
        for source in sources {
            let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
            let activities = Self.liveActivityDeclarations(in: text)
            for (name, conformances) in Self.declarations(in: text) {
                if conformances.contains("Widget") {
                    if activities.contains(name) { liveActivities.append(name) } else { widgets.append(name) }
                }
                if conformances.contains("WidgetBundle"), bundle == nil { bundle = name }
            }
        }
        widgetTypes = widgets
        liveActivityTypes = liveActivities
        bundleType = bundle
    }

    /// Walks the folder in name order: Swift files are sources, folders holding Swift are entered, and
    /// everything else is excluded (a folder without Swift as a whole, so an asset catalog is one entry).
    private static func walk(_ folder: URL, relative: String, excluded: inout [String], sources: inout [URL]) throws {
        let fm = FileManager.default
        let names: [String]
        do { names = try fm.contentsOfDirectory(atPath: folder.path).sorted() } catch {
            throw CLIError("init: cannot read \(folder.path): \(error.localizedDescription)")
        }
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            _ = fm.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                if containsSwift(url) {
                    try walk(url, relative: path, excluded: &excluded, sources: &sources)
                } else {
                    excluded.append(path)
                }
            } else if name.hasSuffix(".swift") {
                sources.append(url)
            } else {
                excluded.append(path)
            }
        }
    }

    private static func containsSwift(_ folder: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return false }
        for case let path as String in walker where path.hasSuffix(".swift") { return true }
        return false
    }

    /// `struct Name: A, B {` and `final class Name: A {` declarations with their conformance lists.
    static func declarations(in text: String) -> [(name: String, conformances: [String])] {
        let pattern = #"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|fileprivate|private|final)[ \t]+)*(?:struct|class|enum)[ \t]+(\w+)[ \t]*:[ \t]*([\w.,& \t]+?)[ \t]*(?:where[^{]*)?\{"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: whole).compactMap { match in
            guard let name = Range(match.range(at: 1), in: text), let list = Range(match.range(at: 2), in: text) else { return nil }
            let conformances = text[list].split(separator: ",").map {
                String($0.trimmingCharacters(in: .whitespaces).split(separator: ".").last ?? "")
            }
            return (String(text[name]), conformances)
        }
    }

    /// The types declared in `text` whose declaration, up to the next type declaration, builds an
    /// `ActivityConfiguration`: Live Activity widgets.
    static func liveActivityDeclarations(in text: String) -> [String] {
        let pattern = #"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|fileprivate|private|final)[ \t]+)*(?:struct|class|enum|extension)[ \t]+(\w+)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
        var found: [String] = []
        for (index, match) in matches.enumerated() {
            guard let name = Range(match.range(at: 1), in: text), let start = Range(match.range, in: text)?.lowerBound else { continue }
            let end = index + 1 < matches.count ? (Range(matches[index + 1].range, in: text)?.lowerBound ?? text.endIndex) : text.endIndex
            if text[start..<end].contains("ActivityConfiguration(") { found.append(String(text[name])) }
        }
        return found
    }

    /// A Swift identifier from a folder name (`My Widget-Extension` → `My_Widget_Extension`).
    static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.isEmpty || result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
