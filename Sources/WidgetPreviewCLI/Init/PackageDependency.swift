/// Where the generated package gets WidgetPreview: a Git URL (what CI can resolve) or a local checkout.
struct PackageDependency: Equatable {
    /// The URL or path as written in the manifest.
    let location: String
    let isPath: Bool

    /// WidgetPreview's published location, used when `--dependency` is not given.
    static let published = PackageDependency(location: "https://github.com/example/WidgetPreview.git", isPath: false)

    /// A URL (`https://`, `http://`, `ssh://`, `git@`, `file://`) or else a path.
    init(parsing text: String) {
        let isURL = ["https://", "http://", "ssh://", "git@", "file://"].contains { text.hasPrefix($0) }
        self.init(location: text, isPath: !isURL)
    }

    init(location: String, isPath: Bool) {
        self.location = location
        self.isPath = isPath
    }

    /// SwiftPM's name for the package in `.product(name:package:)`: the last path component, without `.git`.
    var identity: String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// The manifest's `.package(…)` line.
    var manifestEntry: String {
        isPath ? ".package(path: \(SwiftLiteral.string(location)))"
               : ".package(url: \(SwiftLiteral.string(location)), branch: \"main\")"
    }
}

/// Swift source literals for generated files.
enum SwiftLiteral {
    /// A double-quoted Swift string literal.
    static func string(_ text: String) -> String {
        "\"" + JSONText.escapedText(text) { hex in "\\u{\(hex)}" } + "\""
    }
}
