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

    /// A `swift test --filter` pattern that selects the running test: the Swift Testing ID
    /// (`Module.Suite/test`) when Swift Testing runs it, else the function name.
    package var testFilter: String {
        guard let test = Test.current else { return testFunctionName }
        let components = test.id.nameComponents.map { component -> String in
            component.split(separator: "(", maxSplits: 1).first.map(String.init) ?? component
        }
        guard let function = components.last else { return testFunctionName }
        let suites = components.dropLast()
        return ([test.id.moduleName] + suites).joined(separator: ".") + "/" + function
    }

    /// `swift test --filter '<filter>'`, quoted for a POSIX shell.
    package var acceptCommand: String {
        "swift test --filter " + shellQuoted(testFilter)
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
