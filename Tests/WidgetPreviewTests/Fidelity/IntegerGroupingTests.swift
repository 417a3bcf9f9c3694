import Foundation
import Testing
@testable import WidgetPreview

/// Issue 17: integers interpolated into a `Text` key are grouped in the render's locale, as SwiftUI formats
/// a `LocalizedStringKey`'s values (`String(format:locale:)`); strings built before (`Text(verbatim:)`,
/// `Text(someString)`) are drawn as they are. Issue 15 grouped `Int`; these are the other cases.
@Suite("Issue 17: integer grouping in Text interpolation")
struct IntegerGroupingTests {
    private func text(_ t: Text, _ locale: String) -> String {
        var env = testRenderer().environment
        env.locale = Locale(identifier: locale)
        return t.plainString(in: env)
    }

    @Test("every integer width groups: Int8…Int64, UInt…UInt64, negative values")
    func everyIntegerType() {
        #expect(text(Text("\(Int32(-32500)) m"), "en_US") == "-32,500 m")
        #expect(text(Text("\(Int64(1_000_000))"), "en_US") == "1,000,000")
        #expect(text(Text("\(UInt(3250)) of \(UInt64(10000))"), "en_US") == "3,250 of 10,000")
        #expect(text(Text("\(UInt16(65535))"), "en_US") == "65,535")
        #expect(text(Text("\(Int8(-100))"), "en_US") == "-100")
        #expect(text(Text("\(-3250)"), "de_DE") == "-3.250")
    }

    @Test("the render locale's separator: French narrow no-break space, Swiss apostrophe, Indian lakh grouping")
    func otherLocales() {
        #expect(text(Text("\(1234567)"), "fr_FR") == "1\u{202F}234\u{202F}567")
        #expect(text(Text("\(1234567)"), "de_CH") == "1\u{2019}234\u{2019}567")
        #expect(text(Text("\(1234567)"), "en_IN") == "12,34,567")
    }

    @Test("no grouping where SwiftUI has none: verbatim, a String, specifier without grouping")
    func notGrouped() {
        let n = 3250
        #expect(text(Text(verbatim: "\(n)"), "en_US") == "3250")
        #expect(text(Text(String(n)), "en_US") == "3250")
        #expect(text(Text("\(n) steps" as String), "en_US") == "3250 steps")
    }
}
