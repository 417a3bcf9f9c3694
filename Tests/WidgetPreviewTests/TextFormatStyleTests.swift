import Testing
import Foundation
@testable import WidgetPreview

/// `Text(value, format:)` is formatted with the render's locale, time zone and calendar, never the machine's.
@Suite struct TextFormatStyleTests {
    func string(_ text: Text, locale: String, zone: String) -> String {
        var env = testRenderer().environment
        env.locale = Locale(identifier: locale)
        env.timeZone = TimeZone(identifier: zone) ?? env.timeZone
        return text.plainString(in: env)
    }

    @Test func datesFollowTheContextsTimeZone() {
        let date = Date(timeIntervalSince1970: 1_766_106_000)   // 2025-12-19 01:00 UTC
        let text = Text(date, format: .dateTime.hour().minute())
        let utc = string(text, locale: "en_US", zone: "UTC")
        let tokyo = string(text, locale: "en_US", zone: "Asia/Tokyo")
        #expect(utc.contains("1:00"))
        #expect(tokyo.contains("10:00"))
    }

    @Test func numbersFollowTheContextsLocale() {
        let text = Text(1_250_000, format: .number)
        #expect(string(text, locale: "en_US", zone: "UTC") == "1,250,000")
        #expect(string(text, locale: "de_DE", zone: "UTC") == "1.250.000")
    }
}
