import Foundation

/// Finds the XCTest class an assertion was written in, from its source file: XCTest on Linux does not say
/// which test case is running, and the accept command's filter must name the class (`Module.Class/test`)
/// to select exactly the failing test.
package enum XCTestClassLocator {
    /// The name of the last `class` or `extension` declared before `line` (1-based) of the file, or nil when
    /// the file cannot be read or declares none there.
    package static func enclosingType(inFile path: String, line: Int) -> String? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return nil
        }
        return enclosingType(inSource: text, line: line)
    }

    package static func enclosingType(inSource text: String, line: Int) -> String? {
        var found: String?
        for (index, sourceLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index < line {
            if let name = declaredType(sourceLine) { found = name }
        }
        return found
    }

    /// `final class WeatherTests: XCTestCase {` → `WeatherTests`; `extension WeatherTests {` → `WeatherTests`.
    private static func declaredType(_ line: Substring) -> String? {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keyword = words.firstIndex(where: { $0 == "class" || $0 == "extension" }),
              keyword + 1 < words.count else { return nil }
        // Only modifiers may come before the keyword (`final`, `public`, `@MainActor` …).
        let modifiers: Set<Substring> = ["final", "public", "internal", "private", "fileprivate", "open", "package"]
        guard words[..<keyword].allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { return nil }
        let name = words[keyword + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        // `class func` / `class var` declare members, not a type.
        return name.isEmpty || ["func", "var", "let", "subscript"].contains(name) ? nil : String(name)
    }
}
