import Foundation
import Testing
@testable import LocalizedStrings

@Suite struct LocalizedFormatterTests {
    func formatter(_ locale: String, device: String = "iphone") -> LocalizedFormatter {
        LocalizedFormatter(locale: Locale(identifier: locale), device: device,
                           pluralRules: PluralRules.forLocale(locale) ?? .root)
    }

    func text(_ parts: [FormattedPart], objects: [String] = []) -> String {
        parts.map { part -> String in
            switch part {
            case .literal(let s): return s
            case .argument(let i, let s): return s.isEmpty && i < objects.count ? objects[i] : s
            }
        }.joined()
    }

    @Test func integersGroupByLocale() {
        let key = "%lld steps"
        #expect(text(formatter("en_US").format(key, arguments: [.signed(1234)])) == "1,234 steps")
        #expect(text(formatter("de_DE").format(key, arguments: [.signed(1234)])) == "1.234 steps")
        #expect(text(formatter("fr_FR").format(key, arguments: [.signed(1234)])) == "1\u{202F}234 steps")
        // CLDR 42+ gives `ar` Latin digits; Saudi Arabia and Egypt keep Arabic-Indic digits.
        #expect(text(formatter("ar").format(key, arguments: [.signed(1234)])) == "1,234 steps")
        #expect(text(formatter("ar_SA").format(key, arguments: [.signed(1234)])) == "١٬٢٣٤ steps")
        #expect(text(formatter("ja_JP").format(key, arguments: [.signed(-1234567)])) == "-1,234,567 steps")
    }

    @Test func floatingPointAndPrecision() {
        #expect(text(formatter("en_US").format("%lf", arguments: [.floating(1234.5)])) == "1,234.500000")
        #expect(text(formatter("de_DE").format("%.1f km", arguments: [.floating(3.25)])) == "3,2 km")
        #expect(text(formatter("en_US").format("%.2f", arguments: [.signed(3)])) == "3.00")
    }

    @Test func positionalObjectsAndPercent() {
        let parts = formatter("en_US").format("%2$@ · %1$lld%% of %@", arguments: [.signed(40), .object])
        #expect(parts == [.argument(1, ""), .literal(" · "), .argument(0, "40"), .literal("% of "), .argument(0, "40")])
        #expect(text(parts, objects: ["", "Rome"]) == "Rome · 40% of 40")
    }

    @Test func unsafeOrUnknownConversionsStayText() {
        #expect(text(formatter("en_US").format("%s %n %p %*d %5", arguments: [.signed(1)])) == "%s %n %p %*d %5")
        #expect(text(formatter("en_US").format("%999999d", arguments: [.signed(1)])) == "%999999d")
    }

    @Test func missingArgumentIsReportedAndShownAsWritten() {
        var reports: [String] = []
        var f = formatter("en_US")
        f.report = { reports.append($0) }
        #expect(text(f.format("%lld and %3$@", arguments: [.signed(2)])) == "2 and %3$@")
        #expect(reports == ["the translation's %3$@ reads argument 3, but the string has 1"])
    }

    @Test func topLevelPluralUsesTheFirstNumber() {
        let entry = LocalizedEntry(value: .plural([.zero: .text("لا أكواب"), .one: .text("كوب واحد"), .two: .text("كوبان"),
                                                   .few: .text("%lld أكواب"), .many: .text("%lld كوبًا"), .other: .text("%lld كوب")]))
        let ar = formatter("ar")
        let expected: [(Int64, String)] = [(0, "لا أكواب"), (1, "كوب واحد"), (2, "كوبان"), (3, "3 أكواب"), (11, "11 كوبًا"), (100, "100 كوب")]
        for (n, out) in expected { #expect(text(ar.format(entry, arguments: [.signed(n)])) == out) }
    }

    @Test func explicitZeroFormWinsInEveryLanguage() {
        let entry = LocalizedEntry(value: .plural([.zero: .text("No cups"), .one: .text("%lld cup"), .other: .text("%lld cups")]))
        #expect(text(formatter("en_US").format(entry, arguments: [.signed(0)])) == "No cups")
        #expect(text(formatter("en_US").format(entry, arguments: [.signed(1)])) == "1 cup")
    }

    @Test func substitutionsByArgumentNumber() {
        let entry = LocalizedEntry(value: .text("%1$@ hat %#@files@"), substitutions: [
            "files": Substitution(argumentNumber: 2, formatSpecifier: "lld",
                                  variant: .plural([.one: .text("%arg Datei"), .other: .text("%arg Dateien")])),
        ])
        let de = formatter("de_DE")
        #expect(text(de.format(entry, arguments: [.object, .signed(1)]), objects: ["Ada"]) == "Ada hat 1 Datei")
        #expect(text(de.format(entry, arguments: [.object, .signed(2000)]), objects: ["Ada"]) == "Ada hat 2.000 Dateien")
    }

    @Test func stringsDictVariablesInOrder() {
        let entry = LocalizedEntry(value: .text("%#@files@ в %#@folders@"), substitutions: [
            "files": Substitution(argumentNumber: nil, formatSpecifier: "d",
                                  variant: .plural([.one: .text("%d файл"), .few: .text("%d файла"), .many: .text("%d файлов"), .other: .text("%d файла")])),
            "folders": Substitution(argumentNumber: nil, formatSpecifier: "d",
                                    variant: .plural([.one: .text("%d папке"), .other: .text("%d папках")])),
        ])
        #expect(text(formatter("ru").format(entry, arguments: [.signed(21), .signed(5)])) == "21 файл в 5 папках")
        #expect(text(formatter("ru").format(entry, arguments: [.signed(3), .signed(1)])) == "3 файла в 1 папке")
    }

    @Test func deviceVariation() {
        let entry = LocalizedEntry(value: .device(["iphone": .text("Tap"), "other": .text("Click")]))
        #expect(text(formatter("en_US", device: "iphone").format(entry, arguments: [])) == "Tap")
        #expect(text(formatter("en_US", device: "ipad").format(entry, arguments: [])) == "Click")
    }

    @Test func unknownSubstitutionIsReported() {
        var reports: [String] = []
        var f = formatter("en_US")
        f.report = { reports.append($0) }
        #expect(text(f.format(LocalizedEntry(value: .text("%#@gone@")), arguments: [.signed(1)])) == "%#@gone@")
        #expect(reports == ["the translation names %#@gone@ but has no substitution \"gone\""])
    }
}

@Suite struct LocalizedLookupTests {
    func catalog() -> LocalizationCatalog {
        var catalog = LocalizationCatalog()
        catalog.merge(StringCatalogReader.read(Data(StringCatalogReaderTests.catalog.utf8), file: "/app/Localizable.xcstrings"),
                      table: "Localizable", file: "/app/Localizable.xcstrings")
        return catalog
    }

    @Test func findsTheLocalesLanguage() {
        let found = LocalizedLookup.find("Hello", table: nil, locale: Locale(identifier: "ja_JP"), in: catalog())
        #expect(found.entry == LocalizedEntry(value: .text("こんにちは")))
        #expect(found.language == "ja")
        #expect(found.warning == nil)
    }

    @Test func missingTranslationFallsBackToTheSourceWithAWarning() {
        let found = LocalizedLookup.find("Tap", table: nil, locale: Locale(identifier: "ar"), in: catalog())
        #expect(found.entry == LocalizedEntry(value: .device(["iphone": .text("Tap"), "other": .text("Click")])))
        #expect(found.language == "en")
        #expect(found.warning == "Localizable.xcstrings: key \"Tap\" has no ar translation; shown in the source language (en)")
        #expect(LocalizedLookup.find("Tap", table: nil, locale: Locale(identifier: "en_GB"), in: catalog()).warning == nil)
    }

    @Test func untranslatableAndUnknownKeys() {
        let brand = LocalizedLookup.find("Brand", table: nil, locale: Locale(identifier: "ja"), in: catalog())
        #expect(brand.entry == nil)
        #expect(brand.warning == nil)
        let unknown = LocalizedLookup.find("Nope", table: nil, locale: Locale(identifier: "ja"), in: catalog())
        #expect(unknown.entry == nil)
        #expect(unknown.warning == "Localizable.xcstrings: key \"Nope\" is not in table \"Localizable\"; shown as written")
        #expect(LocalizedLookup.find("%lld", table: nil, locale: Locale(identifier: "ja"), in: catalog()).warning == nil)
        #expect(LocalizedLookup.find("Hello", table: "Other", locale: Locale(identifier: "ja"), in: catalog()).warning
            == "strings table \"Other\" not found (tables read: Localizable); key \"Hello\" shown as written")
        #expect(LocalizedLookup.find("Hello", table: nil, locale: Locale(identifier: "ja"), in: LocalizationCatalog()).warning == nil)
    }

    @Test func languageCandidates() {
        #expect(LocalizationCatalog.candidates(for: "zh_Hant_TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(LocalizationCatalog.candidates(for: "ar") == ["ar"])
        #expect(LocalizationCatalog.candidates(for: "en_US@calendar=gregorian") == ["en-US", "en"])
    }
}
