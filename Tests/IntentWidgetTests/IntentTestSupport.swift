import Foundation

/// Where this test target's files are: fixtures and goldens from the bundle, the compiled generated files
/// and the goldens to re-record from the source tree.
enum IntentTestFiles {
    static let recording = ProcessInfo.processInfo.environment["WIDGETPREVIEW_RECORD_GOLDENS"] == "1"
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The fixtures with a golden and a compiled copy: fixture name → type name of the generated file.
    static let generatedFixtures = ["Weather", "Trips"]

    static func fixture(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "intentdefinition", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name).intentdefinition"])
        }
        return url
    }

    static func goldenInSource(_ name: String) -> URL { sourceFolder.appendingPathComponent("Goldens/\(name).swift.txt") }
    static func compiledCopy(_ name: String) -> URL { sourceFolder.appendingPathComponent("Generated/\(name)Intents.swift") }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intent-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
