import Foundation
import Testing
@testable import WidgetPreview

/// iOS 17 and later format English times as CLDR 42 (ICU 72) does: a narrow no-break space (U+202F)
/// before AM/PM, thin spaces (U+2009) around a range's en dash. 24-hour locales have no AM/PM and keep
/// their pattern. Compared scalar by scalar: U+202F and U+0020 look alike in a failure message.
@Suite("Time separators: narrow no-break space before AM/PM (iOS 17+)")
struct TimeSeparatorTests {
    /// 2025-12-19 01:00 UTC, the render's default now.
    private let now = Date(timeIntervalSince1970: 1_766_106_000)

    private func text(_ text: Text, _ locale: String) -> [Unicode.Scalar] {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.now = now
        return Array(text.pieces.map { TextFormatting.string(for: $0.content, in: env) }.joined().unicodeScalars)
    }

    @Test("en_US Text(date, style: .time) is 1:00, U+202F, AM")
    func englishTime() {
        #expect(text(Text(now, style: .time), "en_US") == ["1", ":", "0", "0", "\u{202F}", "A", "M"])
        #expect(text(Text(now.addingTimeInterval(13 * 3600 + 41 * 60), style: .time), "en_US")
                == Array("2:41\u{202F}PM".unicodeScalars))
    }

    @Test("de_DE Text(date, style: .time) is 24-hour, no AM/PM and no narrow space")
    func germanTime() {
        #expect(text(Text(now, style: .time), "de_DE") == Array("01:00".unicodeScalars))
    }

    @Test("en_US Text(range): each time with U+202F, the en dash between thin spaces")
    func englishRange() {
        #expect(text(Text(now...now.addingTimeInterval(15 * 60)), "en_US")
                == Array("1:00\u{202F}AM\u{2009}\u{2013}\u{2009}1:15\u{202F}AM".unicodeScalars))
    }

    @Test("en_US Date.FormatStyle and a .short DateFormatter give the same U+202F as Text(date, style: .time)")
    func formatStyleAndFormatter() {
        var style = Date.FormatStyle.dateTime.hour().minute()
        style.timeZone = TimeZone(secondsFromGMT: 0)!
        #expect(text(Text(now, format: style), "en_US") == Array("1:00\u{202F}AM".unicodeScalars))
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)!
        #expect(text(Text(now, formatter: formatter), "en_US") == Array("1:00\u{202F}AM".unicodeScalars))
    }

    @Test("en_GB takes its own 24-hour time and day-first date, as iOS does; en without a region stays en_US")
    func britishEnglish() {
        #expect(text(Text(now, style: .time), "en_GB") == Array("01:00".unicodeScalars))
        #expect(text(Text(now, style: .date), "en_GB") == Array("19 December 2025".unicodeScalars))
        #expect(text(Text(now, style: .time), "en") == Array("1:00\u{202F}AM".unicodeScalars))
    }

    @Test("Text(range) in German: each time in the locale's short format, the en dash between thin spaces")
    func germanRange() {
        #expect(text(Text(now...now.addingTimeInterval(15 * 60)), "de_DE")
                == Array("01:00\u{2009}\u{2013}\u{2009}01:15".unicodeScalars))
    }
}
