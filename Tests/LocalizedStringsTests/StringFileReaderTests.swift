import Foundation
import Testing
@testable import LocalizedStrings

@Suite struct StringCatalogReaderTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは" } }
              }
            },
            "%lld cups" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld cup" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cups" } } } } },
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "no cups" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cups" } } } } },
                "fr" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "%lld tasse" } } } } }
              }
            },
            "Tap" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Click" } } } } }
              }
            },
            "%@ has %lld files" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$@ hat %#@files@" },
                  "substitutions" : { "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } } }
                }
              }
            },
            "Broken" : { "localizations" : { "en" : { "variations" : { "gender" : { } } } } },
            "Brand" : { "shouldTranslate" : false },
            "New" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "new" } } } }
          }
        }
        """

    @Test func readsUnitsVariationsAndSubstitutions() throws {
        let contents = StringCatalogReader.read(Data(Self.catalog.utf8), file: "Localizable.xcstrings")
        #expect(contents.sourceLanguage == "en")
        #expect(contents.entries["ja"]?["Hello"] == LocalizedEntry(value: .text("こんにちは")))
        #expect(contents.entries["en"]?["%lld cups"] == LocalizedEntry(value: .plural([.one: .text("%lld cup"), .other: .text("%lld cups")])))
        #expect(contents.entries["en"]?["Tap"] == LocalizedEntry(value: .device(["iphone": .text("Tap"), "other": .text("Click")])))
        let german = try #require(contents.entries["de"]?["%@ has %lld files"])
        #expect(german.value == .text("%1$@ hat %#@files@"))
        #expect(german.substitutions["files"] == Substitution(argumentNumber: 2, formatSpecifier: "lld",
                                                              variant: .plural([.one: .text("%arg Datei"), .other: .text("%arg Dateien")])))
        #expect(contents.untranslatable == ["Brand"])
        #expect(contents.entries["ja"]?["New"] == nil)
    }

    @Test func brokenVariationIsReportedWithFileAndKeyAndTheRestIsRead() {
        let contents = StringCatalogReader.read(Data(Self.catalog.utf8), file: "Localizable.xcstrings")
        #expect(contents.issues.map(\.description) == [
            "Localizable.xcstrings: key \"%lld cups\": fr: the plural variation has no \"other\" form; this translation is skipped",
            "Localizable.xcstrings: key \"Broken\": en: \"variations\" has neither \"plural\" nor \"device\"; this translation is skipped",
        ])
        #expect(contents.entries["ar"]?["%lld cups"] != nil)
    }

    @Test func notJSONIsOneIssue() {
        let contents = StringCatalogReader.read(Data("{\"strings\": [".utf8), file: "Bad.xcstrings")
        #expect(contents.entries.isEmpty)
        #expect(contents.issues.count == 1)
        #expect(contents.issues.first?.description.hasPrefix("Bad.xcstrings: is not valid JSON") == true)
    }

    @Test func wrongTypesAreIssuesNotCrashes() {
        let json = #"{"sourceLanguage": "en", "strings": {"a": 1, "b": {"localizations": {"en": {"stringUnit": {"value": 3}}}},"#
            + #""c": {"localizations": {"en": {"variations": {"plural": {"few": {"stringUnit": {"value": "x"}}, "lots": {}}}}}}}}"#
        let contents = StringCatalogReader.read(Data(json.utf8), file: "T.xcstrings")
        #expect(contents.issues.map(\.description) == [
            "T.xcstrings: key \"a\": is not an object; skipped",
            "T.xcstrings: key \"b\": en: \"stringUnit\" value is not a string; this translation is skipped",
            "T.xcstrings: key \"c\": en: plural variation \"lots\" is not a plural category (zero, one, two, few, many, other); this translation is skipped",
        ])
    }
}

@Suite struct StringsFileReaderTests {
    @Test func readsQuotedUnquotedEscapesAndComments() {
        let text = """
            /* A comment */
            "Hello" = "Bonjour";
            // a line comment
            "Line" = "one\\ntwo \\"q\\" \\\\ \\U00E9 \\101";
            plain = word.with-dots;
            "Alone";
            """
        let contents = StringsFileReader.read(Data(text.utf8), file: "fr.lproj/Localizable.strings", language: "fr")
        #expect(contents.issues.isEmpty)
        let entries = contents.entries["fr"] ?? [:]
        #expect(entries["Hello"] == LocalizedEntry(value: .text("Bonjour")))
        #expect(entries["Line"] == LocalizedEntry(value: .text("one\ntwo \"q\" \\ é A")))
        #expect(entries["plain"] == LocalizedEntry(value: .text("word.with-dots")))
        #expect(entries["Alone"] == LocalizedEntry(value: .text("Alone")))
    }

    @Test func readsUTF16WithAndWithoutMark() throws {
        let text = "\"Hello\" = \"こんにちは\";\n"
        let little = try #require(text.data(using: .utf16LittleEndian))
        for data in [Data([0xFF, 0xFE]) + little, little, try #require(text.data(using: .utf16BigEndian))] {
            let contents = StringsFileReader.read(data, file: "ja.lproj/Localizable.strings", language: "ja")
            #expect(contents.entries["ja"]?["Hello"] == LocalizedEntry(value: .text("こんにちは")))
        }
    }

    @Test func malformedNamesFileLineAndKeyAndKeepsWhatCameBefore() {
        let text = "\"A\" = \"1\";\n\"B\" = \"2\"\n\"C\" = \"3\";\n"
        let contents = StringsFileReader.read(Data(text.utf8), file: "de.lproj/Localizable.strings", language: "de")
        #expect(contents.entries["de"]?.keys.sorted() == ["A"])
        #expect(contents.issues.map(\.description) == [
            "de.lproj/Localizable.strings: key \"B\": line 3: expected \";\" after the value (after key \"B\"); the rest of the file is skipped",
        ])
        let open = StringsFileReader.read(Data("\"A\" = \"unclosed;".utf8), file: "x.strings", language: "de")
        #expect(open.issues.map(\.description) == ["x.strings: key \"A\": line 1: a quoted string is not closed (after key \"A\"); the rest of the file is skipped"])
    }
}

@Suite struct StringsDictReaderTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>%d files</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d файл</string>
              <key>few</key><string>%d файла</string>
              <key>many</key><string>%d файлов</string>
              <key>other</key><string>%d файла</string>
            </dict>
          </dict>
          <key>Broken</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>x</string></dict>
          </dict>
        </dict>
        </plist>
        """

    @Test func readsPluralVariables() {
        let contents = StringsDictReader.read(Data(Self.plist.utf8), file: "ru.lproj/Localizable.stringsdict", language: "ru")
        let forms: [PluralCategory: LocalizedVariant] = [.one: .text("%d файл"), .few: .text("%d файла"), .many: .text("%d файлов"), .other: .text("%d файла")]
        #expect(contents.entries["ru"]?["%d files"] == LocalizedEntry(value: .text("%#@files@"),
                                                                       substitutions: ["files": Substitution(argumentNumber: nil, formatSpecifier: "d", variant: .plural(forms))]))
        #expect(contents.issues.map(\.description) == ["ru.lproj/Localizable.stringsdict: key \"Broken\": variable \"n\" has no \"other\" form; skipped"])
    }

    @Test func notAPropertyList() {
        let contents = StringsDictReader.read(Data("<plist><dict><key>a".utf8), file: "x.stringsdict", language: "en")
        #expect(contents.entries.isEmpty)
        #expect(contents.issues.first?.description.hasPrefix("x.stringsdict: is not a property list") == true)
    }
}
