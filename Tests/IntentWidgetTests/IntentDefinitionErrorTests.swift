import Testing
import Foundation
import IntentCodegen

/// A malformed `.intentdefinition` is an error naming the file and the line (of XML the parser rejects, or of
/// the value that is wrong) and the key path (a structure the generator cannot use), saying what to do;
/// never a crash. Most documents here are one line of body, so their structural errors are on line 4.
@Suite("Malformed .intentdefinition files")
struct IntentDefinitionErrorTests {
    func message(_ text: String) -> String {
        do {
            _ = try IntentDefinitionParser.parse(Data(text.utf8), file: "Bad.intentdefinition")
            return "parsed"
        } catch {
            return "\(error)"
        }
    }

    /// A document with `body` inside the root dictionary, one key per line.
    func document(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
    }

    func intents(_ parameters: String, name: String = "<key>INIntentName</key><string>Configuration</string>") -> String {
        document("<key>INIntents</key><array><dict>\(name)<key>INIntentParameters</key><array><dict>\(parameters)</dict></array></dict></array>\n")
    }

    @Test func malformedXMLNamesTheLine() {
        let text = document("<key>INIntents</key>\n<array>\n<dict>\n<key>INIntentName</key>\n<string>Configuration</strin>\n</dict>\n</array>\n")
        #expect(message(text) == "Bad.intentdefinition:8: not a valid XML property list (Close tag on line 8 does not match open tag string); open the file in Xcode's intent editor or fix the XML")
    }

    @Test func keyWithoutValueNamesTheLine() {
        let text = document("<key>INIntents</key>\n<array>\n<dict>\n<key>INIntentName</key>\n</dict>\n</array>\n")
        #expect(message(text) == "Bad.intentdefinition:8: not a valid XML property list (Value missing for key inside <dict> at line 8); open the file in Xcode's intent editor or fix the XML")
    }

    /// Found by fuzz-intents: the XML parser quotes the declaration, newline included; the message stays one line.
    @Test func parserMessageQuotingTheFileStaysOneLine() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8b?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"
        #expect(message(text) == "Bad.intentdefinition: not a valid XML property list (Encountered unknown encoding (UTF-8b?>\\u{a}<plist version=)); open the file in Xcode's intent editor or fix the XML")
    }

    /// In a file laid out as Xcode writes it, the line is that of the value the key path names.
    @Test func structuralErrorNamesTheLineOfTheValue() throws {
        let fixture = try String(contentsOf: try IntentTestFiles.fixture("Weather"), encoding: .utf8)
        let broken = fixture.replacingOccurrences(of: "<string>Boolean</string>", with: "<string>Toggle</string>")
        #expect(message(broken) == "Bad.intentdefinition:152: INIntents[0].INIntentParameters[2].INIntentParameterType: parameter 'showForecast' has unknown type 'Toggle'; SiriKit types WidgetPreview generates: String, Integer, Boolean, Decimal, Date, Duration, URL, Object (with INIntentParameterEnumType for an enum)")
        let unnamed = fixture.replacingOccurrences(of: "<key>INEnumName</key>\n\t\t\t<string>Units</string>\n", with: "")
        #expect(message(unnamed) == "Bad.intentdefinition:7: INEnums[0]: INEnumName is missing: every enum needs a name (set it in Xcode's intent editor)")
    }

    @Test func emptyFile() {
        #expect(message("") == "Bad.intentdefinition: the file is empty; an .intentdefinition is the XML property list Xcode's intent editor writes")
        #expect(message(" \n\t\n") == "Bad.intentdefinition: the file is empty; an .intentdefinition is the XML property list Xcode's intent editor writes")
    }

    @Test func notAPropertyList() {
        #expect(message("hello world") == "Bad.intentdefinition:1: not a valid XML property list (Unexpected character h at line 1); open the file in Xcode's intent editor or fix the XML")
        #expect(message("{ INIntents = (); }") == "Bad.intentdefinition: not an XML property list (it reads as an old-style text property list); an .intentdefinition is XML")
        #expect(message("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n")
                == "Bad.intentdefinition: the root is an array, not the dictionary an .intentdefinition has")
    }

    @Test func missingIntentName() {
        #expect(message(document("<key>INIntents</key><array><dict><key>INIntentTitle</key><string>Configuration</string></dict></array>\n"))
                == "Bad.intentdefinition:4: INIntents[0]: INIntentName is missing: every intent needs a name (set it in Xcode's intent editor)")
    }

    @Test func wrongKindOfValue() {
        #expect(message(document("<key>INIntents</key><dict/>\n")) == "Bad.intentdefinition:4: INIntents: expected an array, found a dictionary")
        #expect(message(document("<key>INIntents</key><array><dict><key>INIntentName</key><integer>3</integer></dict></array>\n"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentName: expected a string, found a number")
        #expect(message(intents("<key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>String</string><key>INIntentParameterSupportsMultipleValues</key><string>yes</string>"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentParameters[0].INIntentParameterSupportsMultipleValues: expected <true/> or <false/>, found a string")
    }

    @Test func unknownParameterType() {
        #expect(message(intents("<key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>Town</string>"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentParameters[0].INIntentParameterType: parameter 'city' has unknown type 'Town'; SiriKit types WidgetPreview generates: String, Integer, Boolean, Decimal, Date, Duration, URL, Object (with INIntentParameterEnumType for an enum)")
    }

    @Test func systemTypeWidgetPreviewDoesNotHave() {
        #expect(message(intents("<key>INIntentParameterName</key><string>place</string><key>INIntentParameterType</key><string>Placemark</string>"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentParameters[0].INIntentParameterType: parameter 'place' has type Placemark (CLPlacemark), which WidgetPreview does not provide; use one of String, Integer, Boolean, Decimal, Date, Duration, URL, Object, an enum or a custom type")
    }

    @Test func missingParameterType() {
        #expect(message(intents("<key>INIntentParameterName</key><string>city</string>"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentParameters[0]: INIntentParameterType is missing for parameter 'city'")
    }

    @Test func nameThatIsNotAnIdentifier() {
        #expect(message(intents("<key>INIntentParameterName</key><string>my city</string><key>INIntentParameterType</key><string>String</string>"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentParameters[0].INIntentParameterName: parameter name 'my city' is not a Swift identifier (letters, digits and _, not starting with a digit)")
    }

    @Test func undeclaredEnumAndType() {
        #expect(message(intents("<key>INIntentParameterName</key><string>units</string><key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>Units</string>"))
                == "Bad.intentdefinition:4: INIntents[0]: intent Configuration: parameter 'units' uses enum Units, which is not in this file's INEnums")
        #expect(message(intents("<key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>Object</string><key>INIntentParameterObjectType</key><string>City</string>"))
                == "Bad.intentdefinition:4: INIntents[0]: intent Configuration: parameter 'city' uses type City, which is not in this file's INTypes")
        #expect(message(intents("<key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>Object</string>"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentParameters[0]: parameter 'city' has type Object but no INIntentParameterObjectType naming one of the file's INTypes")
    }

    @Test func enumProblems() {
        let clash = document("<key>INEnums</key><array><dict><key>INEnumName</key><string>Units</string><key>INEnumValues</key><array>"
            + "<dict><key>INEnumValueName</key><string>unknown</string></dict>"
            + "<dict><key>INEnumValueName</key><string>celsius</string><key>INEnumValueIndex</key><integer>0</integer></dict>"
            + "</array></dict></array>\n")
        #expect(message(clash) == "Bad.intentdefinition:4: INEnums[0].INEnumValues[1]: enum Units: value 'celsius' has index 0, which 'unknown' already has; give each value its own INEnumValueIndex")
        #expect(message(document("<key>INEnums</key><array><dict><key>INEnumName</key><string>Units</string></dict></array>\n"))
                == "Bad.intentdefinition:4: INEnums[0]: enum Units has no INEnumValues; add at least one value")
    }

    @Test func duplicateNames() {
        let twice = document("<key>INIntents</key><array><dict><key>INIntentName</key><string>Configuration</string></dict>"
            + "<dict><key>INIntentName</key><string>Configuration</string></dict></array>\n")
        #expect(message(twice) == "Bad.intentdefinition:4: INIntents: 'ConfigurationIntent' is declared twice (in INIntents and INIntents); rename one of them")
        let parameters = document("<key>INIntents</key><array><dict><key>INIntentName</key><string>Configuration</string><key>INIntentParameters</key><array>"
            + "<dict><key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>String</string></dict>"
            + "<dict><key>INIntentParameterName</key><string>city</string><key>INIntentParameterType</key><string>Integer</string></dict>"
            + "</array></dict></array>\n")
        #expect(message(parameters) == "Bad.intentdefinition:4: INIntents[0].INIntentParameters: two of them are named 'city'; each parameter needs its own name")
    }

    @Test func controlCharactersInNamesAreEscaped() {
        #expect(message(intents("<key>INIntentParameterName</key><string>a&#10;b</string><key>INIntentParameterType</key><string>String</string>"))
                == "Bad.intentdefinition:4: INIntents[0].INIntentParameters[0].INIntentParameterName: parameter name 'a\\u{a}b' is not a Swift identifier (letters, digits and _, not starting with a digit)")
    }
}
