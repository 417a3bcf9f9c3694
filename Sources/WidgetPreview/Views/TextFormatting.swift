import Foundation
import Graphics

/// Dates in Text, formatted as iOS formats them in en_US (or, for another language or English region, with
/// the locale's own short time and long date formats), relative to the render's fixed `now` and in the environment's time
/// zone (never the machine's clock or locale).
enum TextFormatting {
    static func string(for content: Text.Content, in env: EnvironmentValues) -> String {
        switch content {
        case .string(let s): return s
        case .date(let date, let style):
            switch style.kind {
            case .time: return time(date, env)
            case .date: return usesUSEnglishPatterns(env) ? format(date, "MMMM d, yyyy", env) : localized(date, date: .long, time: .none, env)
            case .relative: return relative(from: env.now, to: date, signed: false, env)
            case .offset: return relative(from: env.now, to: date, signed: true, env)
            case .timer: return timer(abs(date.timeIntervalSince(env.now)), env)
            }
        case .dateRange(let range):
            return time(range.lowerBound, env) + rangeSeparator + time(range.upperBound, env)
        case .timerInterval(let range, let countsDown):
            let now = min(max(env.now, range.lowerBound), range.upperBound)
            return timer(countsDown ? range.upperBound.timeIntervalSince(now) : now.timeIntervalSince(range.lowerBound), env)
        case .formatted(let deferred):
            return deferred.format(env)
        case .localized(let text):
            return text.pieces(in: env).map { string(for: $0.content, in: env) }.joined()
        }
    }

    static func format(_ date: Date, _ pattern: String, _ env: EnvironmentValues) -> String {
        let zone = env.timeZone
        let shared = formatters.value(for: "\(pattern)\u{0}\(zone.identifier)") {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = zone
            formatter.dateFormat = pattern
            return LockedDateFormatter(formatter)
        }
        return shared.string(from: date)
    }

    /// iOS 17 and later's en_US short time (CLDR 42, ICU 72): a narrow no-break space (U+202F) between the
    /// minutes and AM/PM, so "9:41 AM" never breaks before "AM" and sits closer than a word space.
    static let englishTime = "h:mm\u{202F}a"

    /// The en dash between a range's two times, with CLDR 42's thin spaces (U+2009) either side.
    static let rangeSeparator = "\u{2009}–\u{2009}"

    /// English keeps iOS's English wording (relative dates).
    static func isEnglish(_ env: EnvironmentValues) -> Bool { env.locale.language.languageCode?.identifier ?? "en" == "en" }

    /// English in the United States, or with no region, keeps iOS's en_US patterns (the goldens' text);
    /// other English regions take their own formats as iOS does (en_GB: a 24-hour "09:41", "19 December 2025").
    static func usesUSEnglishPatterns(_ env: EnvironmentValues) -> Bool {
        guard isEnglish(env) else { return false }
        let region = env.locale.region?.identifier
        return region == nil || region == "US"
    }

    /// A short time: iOS's en_US pattern, or the locale's own short time format.
    static func time(_ date: Date, _ env: EnvironmentValues) -> String {
        usesUSEnglishPatterns(env) ? format(date, englishTime, env) : localized(date, date: .none, time: .short, env)
    }

    /// The locale's own format for a date style (`Text(date, style: .date)` in Japanese is "2025年12月19日"),
    /// in the environment's calendar and time zone.
    static func localized(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style,
                          _ env: EnvironmentValues) -> String {
        let zone = env.timeZone
        let shared = formatters.value(for: "\(dateStyle.rawValue)|\(timeStyle.rawValue)|\(env.locale.identifier)|\(zone.identifier)") {
            let formatter = DateFormatter()
            formatter.locale = env.locale
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = env.locale
            calendar.timeZone = zone
            formatter.calendar = calendar
            formatter.timeZone = zone
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            return LockedDateFormatter(formatter)
        }
        return shared.string(from: date)
    }

    /// Creating a DateFormatter costs more than laying out a small widget; one per pattern and time zone
    /// is kept for the process.
    private static let formatters = BoundedCache<String, LockedDateFormatter>(limit: 64)

    /// `.relative` and `.offset` in the render's language: English as below; another language with CLDR's
    /// abbreviated ("short") duration units and unit list pattern, which Apple's formatters and ICU share
    /// (ja "2時間 5分", de "2 Std., 5 Min.", fr "2 h et 5 min", ar "2 س 5 د"), through Foundation's
    /// `Duration.UnitsFormatStyle` (ICU's data, not the machine's settings).
    static func relative(from now: Date, to date: Date, signed: Bool, _ env: EnvironmentValues) -> String {
        guard !isEnglish(env) else { return relative(from: now, to: date, signed: signed) }
        let interval = date.timeIntervalSince(now)
        guard interval.isFinite, abs(interval) < 1e15 else { return "" }
        let seconds = Int64(abs(interval).rounded(.down))
        let style = Duration.UnitsFormatStyle(allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .abbreviated,
                                              maximumUnitCount: 2).locale(env.locale)
        let text = Duration.seconds(seconds).formatted(style)
        guard signed else { return text }
        return (interval < 0 ? "-" : "+") + text
    }

    /// `.timer` in the render's language: the locale's digits and separators (ICU), "m:ss" or "h:mm:ss".
    static func timer(_ interval: TimeInterval, _ env: EnvironmentValues) -> String {
        guard !isEnglish(env), interval.isFinite, interval < 1e15 else { return timer(interval) }
        let total = Int64(max(0, interval).rounded(.down))
        let pattern: Duration.TimeFormatStyle.Pattern = total >= 3600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(total).formatted(.time(pattern: pattern).locale(env.locale))
    }

    /// `.relative` in English: the two largest units, abbreviated ("2 hr, 5 min", "45 sec", "3 days, 4 hr").
    /// `.offset` adds a sign ("+2 hr, 5 min", "-45 sec").
    static func relative(from now: Date, to date: Date, signed: Bool) -> String {
        let interval = date.timeIntervalSince(now)
        guard interval.isFinite else { return "" }
        var seconds = Int(abs(interval).rounded(.down))
        let units: [(Int, String, String)] = [(7 * 86_400, "wk", "wk"), (86_400, "day", "days"), (3600, "hr", "hr"),
                                              (60, "min", "min"), (1, "sec", "sec")]
        var parts: [String] = []
        for (size, singular, plural) in units where parts.count < 2 {
            let count = seconds / size
            if count > 0 || (size == 1 && parts.isEmpty) {
                parts.append("\(count) \(count == 1 ? singular : plural)")
                seconds -= count * size
            } else if !parts.isEmpty {
                break
            }
        }
        let text = parts.joined(separator: ", ")
        guard signed else { return text }
        return (interval < 0 ? "-" : "+") + text
    }

    /// `.timer`: "m:ss" under an hour, "h:mm:ss" above.
    static func timer(_ interval: TimeInterval) -> String {
        guard interval.isFinite else { return "0:00" }
        let total = Int(max(0, interval).rounded(.down))
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
