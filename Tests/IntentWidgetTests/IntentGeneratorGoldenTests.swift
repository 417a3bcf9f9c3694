import Testing
import Foundation
@testable import IntentCodegen

/// The exact Swift generated for each fixture, in `Goldens/<name>.swift.txt`, and the copy of it this target
/// compiles, in `Generated/<name>Intents.swift`, which must stay equal to it (so the code the widget tests
/// run is what the generator writes today). To re-record after an intended change run the suite with
/// `WIDGETPREVIEW_RECORD_GOLDENS=1` (it rewrites both in the source tree), then review the git diff.
@Suite("Swift generated from .intentdefinition files")
struct IntentGeneratorGoldenTests {
    func generated(_ name: String) throws -> String {
        let url = try IntentTestFiles.fixture(name)
        let definition = try IntentDefinitionParser.parse(try Data(contentsOf: url), file: "\(name).intentdefinition")
        return IntentSwiftGenerator.swift(for: definition, source: "\(name).intentdefinition")
    }

    @Test("generated text equals the golden", arguments: IntentTestFiles.generatedFixtures)
    func golden(_ name: String) throws {
        let text = try generated(name)
        if IntentTestFiles.recording {
            try text.write(to: IntentTestFiles.goldenInSource(name), atomically: true, encoding: .utf8)
            try text.write(to: IntentTestFiles.compiledCopy(name), atomically: true, encoding: .utf8)
            return
        }
        let url = try #require(Bundle.module.url(forResource: "\(name).swift", withExtension: "txt", subdirectory: "Goldens"),
                               "golden Goldens/\(name).swift.txt is missing: record it with WIDGETPREVIEW_RECORD_GOLDENS=1")
        let expected = try String(contentsOf: url, encoding: .utf8)
        if text != expected {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(name).swift.txt")
            try? text.write(to: out, atomically: true, encoding: .utf8)
            Issue.record("\(name) differs from Goldens/\(name).swift.txt; actual written to \(out.path)")
        }
    }

    @Test("the compiled copy is what the generator writes now", arguments: IntentTestFiles.generatedFixtures)
    func compiledCopyMatches(_ name: String) throws {
        let compiled = try String(contentsOf: IntentTestFiles.compiledCopy(name), encoding: .utf8)
        #expect(compiled == (try generated(name)),
                "Generated/\(name)Intents.swift is out of date: re-record with WIDGETPREVIEW_RECORD_GOLDENS=1")
    }

    @Test func parsedModel() throws {
        let url = try IntentTestFiles.fixture("Weather")
        let definition = try IntentDefinitionParser.parse(try Data(contentsOf: url), file: "Weather.intentdefinition")
        #expect(definition.enums == [.init(name: "Units", values: [.init(name: "unknown", index: 0), .init(name: "celsius", index: 1),
                                                                   .init(name: "fahrenheit", index: 2)])])
        #expect(definition.types == [.init(name: "City", properties: [.init(name: "timeZoneIdentifier", type: .string, supportsMultipleValues: false),
                                                                      .init(name: "population", type: .integer, supportsMultipleValues: false)])])
        let intent = try #require(definition.intents.first)
        #expect(intent.className == "ConfigurationIntent")
        #expect(intent.parameters.map(\.name) == ["city", "units", "showForecast", "forecastDays", "favoriteCities", "greeting"])
        #expect(intent.parameters.map(\.type) == [.object("City"), .enumeration("Units"), .boolean, .integer, .object("City"), .string])
        #expect(intent.parameters.map(\.supportsMultipleValues) == [false, false, false, false, true, false])
        #expect(intent.customResponseCodes == ["failureNoCity"])
        #expect(intent.responseParameters == [.init(name: "temperature", type: .decimal, supportsMultipleValues: false)])
    }

    @Test func lineNumberFromTheParserMessage() {
        #expect(IntentDefinitionParser.line(in: "Value missing for key inside <dict> at line 8") == 8)
        #expect(IntentDefinitionParser.line(in: "Unknown character 'x' (0x78) in <integer> on line 15") == 15)
        #expect(IntentDefinitionParser.line(in: "Cannot parse a NULL or zero-length data") == nil)
    }
}
