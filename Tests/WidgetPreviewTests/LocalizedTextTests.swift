import Testing
import Foundation
import LocalizedStrings
@testable import WidgetPreview

/// `Text(LocalizedStringKey)`, `String(localized:)` and `LocalizedStringResource` looked up in a render's
/// String Catalog for its locale, with SwiftUI's keys, plural rules, fallback and number formatting.
@Suite struct LocalizedTextTests {
    static let catalogJSON = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Water" : { "localizations" : {
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "水分" } },
              "ar" : { "stringUnit" : { "state" : "translated", "value" : "الماء" } } } },
            "Hello **%@**" : { "localizations" : {
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは、**%@**さん" } } } },
            "%lld cups" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld cup" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cups" } } } } },
              "ar" : { "variations" : { "plural" : {
                "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا أكواب" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "كوب واحد" } },
                "two" : { "stringUnit" : { "state" : "translated", "value" : "كوبان" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld أكواب" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld كوبًا" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld كوب" } } } } } } },
            "%@ walked %lld steps" : { "localizations" : {
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld歩（%1$@）" } } } },
            "Tap" : { "localizations" : {
              "en" : { "variations" : { "device" : {
                "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap the iPad" } },
                "applewatch" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap the phone" } } } } } } },
            "Only English" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Only English" } } } },
            "Broken" : { "localizations" : { "ja" : { "variations" : { "plural" : { "one" : { } } } } } }
          },
          "version" : "1.0"
        }
        """

    func catalog() -> LocalizationCatalog {
        var catalog = LocalizationCatalog()
        catalog.merge(StringCatalogReader.read(Data(Self.catalogJSON.utf8), file: "/app/Localizable.xcstrings"),
                      table: "Localizable", file: "/app/Localizable.xcstrings")
        return catalog
    }

    func env(_ locale: String) -> EnvironmentValues {
        var env = testRenderer().environment
        env.locale = Locale(identifier: locale)
        env.localizationCatalog = catalog()
        return env
    }

    @Test func keysAreBuiltWithSwiftUIsSpecifiers() {
        let name = "Ann", count = 3, distance = 2.5, small: Int32 = 4, unsigned: UInt = 5
        let key: LocalizedStringKey = "Hi \(name), \(count) of \(distance) \(small) \(unsigned) \(distance, specifier: "%.1f") at 100%"
        #expect(key.formatKey == "Hi %@, %lld of %lf %d %llu %.1f at 100%%")
        #expect(LocalizedStringKey("100% sure").formatKey == "100% sure")   // no values: nothing is escaped
    }

    @Test func translationsFollowTheLocale() {
        #expect(Text("Water").plainString(in: env("ja_JP")) == "水分")
        #expect(Text("Water").plainString(in: env("ar")) == "الماء")
        #expect(Text("Water").plainString(in: env("en_US")) == "Water")
        #expect(Text(verbatim: "Water").plainString(in: env("ja_JP")) == "Water")
        let name = "Water"
        #expect(Text(name).plainString(in: env("ja_JP")) == "Water")   // a String is never looked up
        #expect(Text("**Water**").styledRuns(in: env("en_US")).first?.font.weight == .bold)   // a literal is a key: Markdown
        var inner = env("en_US")
        inner.locale = Locale(identifier: "ja")   // `.environment(\.locale, …)` on a subtree
        #expect(Text("Water").plainString(in: inner) == "水分")
    }

    @Test func everyArabicPluralFormAndEnglishOneOther() {
        let expected: [(Int, String)] = [(0, "لا أكواب"), (1, "كوب واحد"), (2, "كوبان"), (3, "3 أكواب"), (11, "11 كوبًا"), (100, "100 كوب")]
        for (n, text) in expected { #expect(Text("\(n) cups").plainString(in: env("ar")) == text) }
        #expect(Text("\(1) cups").plainString(in: env("en_US")) == "1 cup")
        #expect(Text("\(1234) cups").plainString(in: env("en_US")) == "1,234 cups")
        #expect(Text("\(1234) cups").plainString(in: env("ar_SA")) == "١٬٢٣٤ كوبًا")   // 1234 % 100 = 34: many
    }

    @Test func positionalArgumentsAndMarkdownInTheTranslation() {
        let name = "Ann"
        let runs = Text("Hello **\(name)**").styledRuns(in: env("ja"))
        #expect(runs.map(\.text) == ["こんにちは、", "Ann", "さん"])
        #expect(runs[1].font.weight == .bold)
        #expect(Text("\(name) walked \(1200) steps").plainString(in: env("ja")) == "1,200歩（Ann）")
    }

    @Test func numbersWithoutACatalogAreGroupedInTheLocale() {
        var plain = testRenderer().environment
        plain.locale = Locale(identifier: "de_DE")
        #expect(Text("\(1234) steps").plainString(in: plain) == "1.234 steps")
        plain.locale = Locale(identifier: "en_US")
        #expect(Text("\(1234) steps").plainString(in: plain) == "1,234 steps")
        #expect(Text("\(1234.5)").plainString(in: plain) == "1,234.500000")
    }

    @Test func missingTranslationFallsBackWithOneWarningPerKeyAndLocale() {
        let japanese = env("ja")
        let (_, handedUp) = Resolver.collectingUpwardValues {
            #expect(Text("Only English").plainString(in: japanese) == "Only English")
            #expect(Text("Only English").plainString(in: japanese) == "Only English")
            #expect(Text("Only English").plainString(in: env("ar")) == "Only English")
        }
        #expect(handedUp.warnings == [
            "Localizable.xcstrings: key \"Only English\" has no ja translation; shown in the source language (en)",
            "Localizable.xcstrings: key \"Only English\" has no ar translation; shown in the source language (en)",
        ])
    }

    /// A formatted text comes from a process-wide cache after its first use; the problems the formatter
    /// found are reported again on every use, and other arguments or locales are formatted on their own.
    @Test func cachedFormattingReportsItsProblemsOnEveryUse() {
        let english = env("en_US")
        let problem = "key \"%lld of %2$lld\" (en): the translation's %2$lld reads argument 2, but the string has 1"
        for _ in 0..<2 {
            let (parts, handedUp) = Resolver.collectingUpwardValues {
                Localization.format(key: "%lld of %2$lld", table: "NoSuchTable", bundlePath: nil, arguments: [.signed(1200)], in: english)
            }
            #expect(parts == [.argument(0, "1,200"), .literal(" of %2$lld")])
            #expect(handedUp.warnings.contains(problem))
        }
        let german = Resolver.collectingUpwardValues {
            Localization.format(key: "%lld of %2$lld", table: "NoSuchTable", bundlePath: nil, arguments: [.signed(7)], in: env("de_DE"))
        }
        #expect(german.0 == [.argument(0, "7"), .literal(" of %2$lld")])
        #expect(german.1.warnings.contains { $0.hasSuffix("reads argument 2, but the string has 1") })
    }

    @Test func stringLocalizedAndResourcesUseTheRendersCatalog() {
        let japanese = env("ja")
        let count = 2
        let title = EnvironmentValues.$current.withValue(japanese) { String(localized: "Water") }
        #expect(title == "水分")
        let cups = EnvironmentValues.$current.withValue(env("ar")) { String(localized: "\(count) cups") }
        #expect(cups == "كوبان")
        #expect(String(localized: "Water") == "Water")   // outside a render: the key
        #expect(Text(LocalizedStringResource("Water")).plainString(in: japanese) == "水分")
        #expect(Text(LocalizedStringResource("title.key", defaultValue: "Title")).plainString(in: japanese) == "Title")
    }

    @Test func brokenVariationIsAWarningAndTheRenderGoesOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LocalizedTextTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.catalogJSON.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        var context = RenderContext.homeScreen
        context.locale = Locale(identifier: "ja")
        context.localizations = [folder]
        let rendered = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(Text("Water"))
        let file = folder.appendingPathComponent("Localizable.xcstrings").path
        #expect(rendered.warnings.contains("\(file): key \"Broken\": ja: the plural variation has no \"other\" form; this translation is skipped"))
        #expect(rendered.displayList.items.isEmpty == false)
    }

    @Test func deviceVariationsFollowTheRendersDevice() {
        var env = self.env("en_US")
        #expect(Text("Tap").plainString(in: env) == "Tap the phone")   // no iphone form: other
        env.deviceIdiom = .pad
        #expect(Text("Tap").plainString(in: env) == "Tap the iPad")
        env.deviceIdiom = .unspecified   // the renderer's watch
        #expect(Text("Tap").plainString(in: env) == "Tap")
    }

    @Test func dateStylesFollowTheLocale() {
        var env = testRenderer().environment
        env.timeZone = TimeZone(identifier: "UTC") ?? env.timeZone
        let date = Date(timeIntervalSince1970: 1_766_106_000)   // 2025-12-19 01:00 UTC
        env.locale = Locale(identifier: "ja_JP")
        #expect(Text(date, style: .date).plainString(in: env) == "2025年12月19日")
        #expect(Text(date, style: .time).plainString(in: env) == "1:00")
        env.locale = Locale(identifier: "de_DE")
        #expect(Text(date, style: .date).plainString(in: env) == "19. Dezember 2025")
        env.locale = Locale(identifier: "en_GB")
        #expect(Text(date, style: .date).plainString(in: env) == "19 December 2025")   // the region's own format, as on iOS
    }

    @Test func rightToLeftLanguagesSetTheLayoutDirection() {
        #expect(LayoutDirection(locale: Locale(identifier: "ar")) == .rightToLeft)
        #expect(LayoutDirection(locale: Locale(identifier: "he_IL")) == .rightToLeft)
        #expect(LayoutDirection(locale: Locale(identifier: "fa")) == .rightToLeft)
        #expect(LayoutDirection(locale: Locale(identifier: "ja_JP")) == .leftToRight)
        #expect(LayoutDirection(locale: Locale(identifier: "en_US")) == .leftToRight)
    }
}
