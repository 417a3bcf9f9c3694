import Foundation
import Testing
@testable import WidgetPreview

/// `Text(date, style: .relative / .offset / .timer)` and `Text(timerInterval:)` in the render's locale:
/// CLDR's abbreviated duration units and unit list pattern (what ICU and Apple's formatters print), counted
/// from the render's fixed now.
@Suite("localized relative, offset and timer dates")
struct LocalizedDateStyleTests {
    private func text(_ make: (Date) -> Text, _ locale: String) -> String {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        return make(env.now).pieces.map { TextFormatting.string(for: $0.content, in: env) }.joined()
    }

    @Test(".relative and .offset in en, ja, ar, de and fr", arguments: [
        ("en", "2 hr, 5 min", "+2 hr, 5 min", "3 days, 4 hr", "45 sec"),
        ("ja", "2時間 5分", "+2時間 5分", "3日 4時間", "45秒"),
        ("de", "2 Std., 5 Min.", "+2 Std., 5 Min.", "3 Tg., 4 Std.", "45 Sek."),
        // French separates number and unit with CLDR's no-break spaces (narrow before h, j and s).
        ("fr", "2\u{202F}h et 5\u{A0}min", "+2\u{202F}h et 5\u{A0}min", "3\u{202F}j et 4\u{202F}h", "45\u{202F}s"),
        ("ar", "2 س 5 د", "+2 س 5 د", "3 أيام 4 س", "45 ث"),
    ])
    func relative(locale: String, relative: String, offset: String, days: String, seconds: String) {
        #expect(text({ Text($0.addingTimeInterval(2 * 3600 + 5 * 60), style: .relative) }, locale) == relative)
        #expect(text({ Text($0.addingTimeInterval(2 * 3600 + 5 * 60), style: .offset) }, locale) == offset)
        #expect(text({ Text($0.addingTimeInterval(-(3 * 86_400 + 4 * 3600)), style: .relative) }, locale) == days)
        #expect(text({ Text($0.addingTimeInterval(-45), style: .offset) }, locale) == "-" + seconds)
    }

    @Test(".timer and Text(timerInterval:) in every language of the gallery", arguments: ["en", "ja", "ar", "de", "fr"])
    func timer(locale: String) {
        #expect(text({ Text($0.addingTimeInterval(125), style: .timer) }, locale) == "2:05")
        #expect(text({ Text($0.addingTimeInterval(-3725), style: .timer) }, locale) == "1:02:05")
        #expect(text({ Text(timerInterval: $0...$0.addingTimeInterval(600)) }, locale) == "10:00")
        #expect(text({ Text(timerInterval: $0.addingTimeInterval(-90)...$0.addingTimeInterval(600), countsDown: false) }, locale) == "1:30")
    }
}
