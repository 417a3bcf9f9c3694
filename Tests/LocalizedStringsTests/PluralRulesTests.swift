import Testing
@testable import LocalizedStrings

/// Every category of the languages the gallery's catalog holds and of the common many-form ones, at CLDR's
/// own sample numbers (the `@integer`/`@decimal` lists of plurals.xml).
@Suite struct PluralRulesTests {
    func rules(_ locale: String) throws -> PluralRules { try #require(PluralRules.forLocale(locale)) }

    @Test func englishHasOneAndOther() throws {
        let en = try rules("en_US")
        #expect(en.categories == [.one, .other])
        #expect(en.category(for: Int64(1)) == .one)
        #expect(en.category(for: Int64(0)) == .other)
        #expect(en.category(for: Int64(2)) == .other)
        #expect(en.category(for: PluralOperands(decimal: "1.0")) == .other)   // v = 1: "1.0 items"
        #expect(en.category(for: 1.0) == .one)                                // a Double 1 shows no fraction digits
    }

    @Test func japaneseHasOnlyOther() throws {
        let ja = try rules("ja")
        #expect(ja.categories == [.other])
        for n: Int64 in [0, 1, 2, 11, 100] { #expect(ja.category(for: n) == .other) }
    }

    @Test func arabicHasSixForms() throws {
        let ar = try rules("ar")
        #expect(ar.categories == [.zero, .one, .two, .few, .many, .other])
        let expected: [(Int64, PluralCategory)] = [
            (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (103, .few), (110, .few), (1003, .few),
            (11, .many), (26, .many), (99, .many), (111, .many), (1011, .many),
            (100, .other), (101, .other), (102, .other), (200, .other), (1000, .other),
        ]
        for (n, category) in expected { #expect(ar.category(for: n) == category, "ar \(n)") }
        #expect(ar.category(for: PluralOperands(decimal: "0.5")) == .other)
        #expect(ar.category(for: PluralOperands(decimal: "3.0")) == .few)   // n = 3 whatever the zeros
        #expect(try rules("ar_SA").category(for: Int64(2)) == .two)
    }

    @Test func russianOneFewMany() throws {
        let ru = try rules("ru")
        let expected: [(Int64, PluralCategory)] = [(1, .one), (21, .one), (101, .one), (2, .few), (24, .few), (102, .few),
                                                   (0, .many), (5, .many), (11, .many), (12, .many), (14, .many), (100, .many)]
        for (n, category) in expected { #expect(ru.category(for: n) == category, "ru \(n)") }
        #expect(ru.category(for: PluralOperands(decimal: "1.5")) == .other)
    }

    @Test func polishCzechHebrewFrenchPortuguese() throws {
        let pl = try rules("pl")
        #expect(pl.category(for: Int64(1)) == .one)
        #expect(pl.category(for: Int64(22)) == .few)
        #expect(pl.category(for: Int64(12)) == .many)
        #expect(pl.category(for: Int64(0)) == .many)
        #expect(pl.category(for: PluralOperands(decimal: "0.5")) == .other)
        #expect(try rules("cs").category(for: PluralOperands(decimal: "1.5")) == .many)
        #expect(try rules("cs").category(for: Int64(3)) == .few)
        let he = try rules("he")
        #expect(he.category(for: Int64(2)) == .two)
        #expect(he.category(for: Int64(20)) == .many)
        #expect(he.category(for: Int64(10)) == .other)
        let fr = try rules("fr")
        #expect(fr.category(for: Int64(0)) == .one)
        #expect(fr.category(for: Int64(2)) == .other)
        #expect(fr.category(for: Int64(1_000_000)) == .many)
        #expect(try rules("pt").category(for: Int64(0)) == .one)
        #expect(try rules("pt_PT").category(for: Int64(0)) == .other)   // pt_PT has its own rules
        #expect(try rules("pt-BR").category(for: Int64(0)) == .one)     // pt_BR takes pt's
    }

    @Test func welshAndLatvianZero() throws {
        let cy = try rules("cy")
        let expected: [(Int64, PluralCategory)] = [(0, .zero), (1, .one), (2, .two), (3, .few), (6, .many), (4, .other), (7, .other)]
        for (n, category) in expected { #expect(cy.category(for: n) == category, "cy \(n)") }
        let lv = try rules("lv")
        #expect(lv.category(for: Int64(10)) == .zero)
        #expect(lv.category(for: Int64(21)) == .one)
        #expect(lv.category(for: Int64(2)) == .other)
    }

    @Test func everyRuleOfTheDataParses() {
        for group in PluralRuleData.cardinal {
            for (category, text) in group.rules {
                #expect(PluralCondition(parsing: text) != nil, "\(group.locales) \(category): \(text)")
            }
        }
    }

    @Test func unknownLanguageHasNoRules() {
        #expect(PluralRules.forLocale("xx") == nil)
        #expect(PluralRules.forLocale("") == nil)
    }

    @Test func operandsOfDecimals() {
        let operands = PluralOperands(decimal: "1.50")
        #expect(operands.i == 1)
        #expect(operands.v == 2)
        #expect(operands.w == 1)
        #expect(operands.f == 50)
        #expect(operands.t == 5)
        #expect(PluralOperands(decimal: "12a").i == 0)
    }
}
