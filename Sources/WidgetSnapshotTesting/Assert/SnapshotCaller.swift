import Testing

/// Where an assertion was written and which test ran it: failures are reported there, goldens are named
/// after it, and the accept command filters on it.
package struct SnapshotCaller: Sendable {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt
    /// `#function` of the test, e.g. `smallLayout()`.
    package var testName: String

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, testName: String) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.testName = testName
    }

    /// `smallLayout()` → `smallLayout`, `test(x:)` → `test`.
    package var testFunctionName: String {
        let name = testName.split(separator: "(", maxSplits: 1).first.map(String.init) ?? testName
        return name.isEmpty ? "snapshot" : name
    }

    /// `Module/WeatherTests.swift` → `WeatherTests`.
    package var fileStem: String {
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The golden folders: `<file>/<test>[/<named>]`, as swift-snapshot-testing's `__Snapshots__/<File>/`
    /// but without a counter, so adding an assertion never renames the others.
    package func goldenFolders(named: String?) -> [String] {
        var folders = [fileStem, testFunctionName]
        if let named { folders.append(named) }
        return folders
    }

    /// The running test's name for reports: `Module.Suite/test` under Swift Testing, else the function name.
    package var testFilter: String {
        guard let test = Test.current else { return testFunctionName }
        let components = test.id.nameComponents.map { component -> String in
            component.split(separator: "(", maxSplits: 1).first.map(String.init) ?? component
        }
        guard let function = components.last else { return testFunctionName }
        let suites = components.dropLast()
        return ([test.id.moduleName] + suites).joined(separator: ".") + "/" + function
    }

    /// The `swift test --filter` regular expression that selects exactly the running test.
    ///
    /// Swift Testing matches the filter against `Module.Suite/function(labels:)/File.swift:line:column` (the
    /// test's ID with its source location) and runs a whole suite when the suite's ID `Module.Suite` matches:
    /// anchored at the start and ending in `/`, the pattern selects this function, every argument of a
    /// parameterized one, and no suite. XCTest matches `Module.Class/testMethod`, anchored at both ends; the
    /// class is the one the assertion's source file declares around its line.
    package var acceptFilter: String {
        if let test = Test.current {
            let id = test.id.moduleName + "." + test.id.nameComponents.joined(separator: "/")
            return "^" + Self.regexEscaped(id) + "/"
        }
        let module = "\(fileID)".split(separator: "/").first.map(String.init) ?? fileStem
        return Self.xcTestFilter(module: module, filePath: "\(filePath)", line: Int(line), function: testFunctionName)
    }

    /// `^Module\.Class/method$`, the class read from the source file (any class when it cannot be read).
    package static func xcTestFilter(module: String, filePath: String, line: Int, function: String) -> String {
        let testClass = XCTestClassLocator.enclosingType(inFile: filePath, line: line).map(regexEscaped) ?? "[^/]+"
        return "^" + regexEscaped(module) + "\\." + testClass + "/" + regexEscaped(function) + "$"
    }

    /// `swift test --filter '<acceptFilter>'`, quoted for a POSIX shell.
    package var acceptCommand: String {
        "swift test --filter " + shellQuoted(acceptFilter)
    }

    /// Every character a regular expression gives a meaning, backslash-escaped.
    package static func regexEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
