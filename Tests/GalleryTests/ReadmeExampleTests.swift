import Foundation
import Testing

/// The README's "Using it from your own package" shows `Examples/MyWidgets` as it is: each Swift snippet
/// starts with `// <file>` and is that file's text (or its end, for Package.swift).
@Suite("README example")
struct ReadmeExampleTests {
    static let root = ExampleScratch.packageRoot

    /// The Swift snippets of the section, as (file named on the first line, the rest).
    static func snippets() throws -> [(file: String, code: String)] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Using it from your own package\n"))
        let rest = readme[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        var snippets: [(String, String)] = []
        for block in section.components(separatedBy: "```swift\n").dropFirst() {
            guard let end = block.range(of: "```\n") else { continue }
            let code = String(block[..<end.lowerBound])
            guard code.hasPrefix("// "), let newline = code.firstIndex(of: "\n") else {
                Issue.record("a README snippet does not start with `// <file>`:\n\(code)")
                continue
            }
            snippets.append((String(code[code.index(code.startIndex, offsetBy: 3)..<newline]), String(code[code.index(after: newline)...])))
        }
        return snippets
    }

    @Test("every snippet is the example's file, and the package, previews, executable and tests are all shown")
    func snippetsMatchTheExample() throws {
        let snippets = try Self.snippets()
        for (file, code) in snippets {
            let url = Self.root.appendingPathComponent("Examples/MyWidgets").appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.hasSuffix(code), "README's \(file) differs from Examples/MyWidgets/\(file)")
            #expect(file == "Package.swift" || text == code, "README shows only part of \(file)")
        }
        #expect(Set(snippets.map(\.file)) == ["Package.swift", "Sources/MyWidgetPreviews/Previews.swift", "Sources/my-widgets-preview/main.swift",
                                              "Tests/MyWidgetsTests/CountdownTests.swift", "Tests/MyWidgetsTests/CountdownXCTests.swift",
                                              "Tests/MyWidgetsTests/GalleryTests.swift"])
    }

    @Test("the accept commands the README names are the ones the example's failures print")
    func acceptCommandsAreTheTestedOnes() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for (_, command) in ExamplePackageTests.failingTests where !command.contains("startsIn") {
            #expect(readme.contains("`\(command)`") || readme.contains(String(command.drop(while: { $0 != "'" }))),
                    "README does not show \(command)")
        }
    }
}
