// One showcase widget per system family, each using much of the view language: a weather-like small,
// a calendar-like medium and a reminders-like large widget.
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

private let showcaseNow = Date(timeIntervalSince1970: 1_766_102_400)  // 2025-12-19 00:00 UTC

// MARK: - Weather (systemSmall)

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let symbol: String
    let condition: String
    let temperature: Int
    let high: Int
    let low: Int
    /// Chance of rain, 0…1.
    let rainChance: Double

    static let sunny = WeatherEntry(date: showcaseNow, city: "Cupertino", symbol: "sun.max.fill", condition: "Sunny",
                                    temperature: 21, high: 24, low: 12, rainChance: 0.1)
    static let longCity = WeatherEntry(date: showcaseNow, city: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
                                       symbol: "cloud.sun.rain.fill", condition: "Showers later in the afternoon",
                                       temperature: -3, high: 2, low: -8, rainChance: 0.85)
    static let tokyo = WeatherEntry(date: showcaseNow, city: "東京", symbol: "cloud.rain.fill", condition: "雨",
                                    temperature: 9, high: 11, low: 6, rainChance: 1)
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { .sunny }
    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) { completion(.sunny) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [.sunny], policy: .after(Date().addingTimeInterval(1800))))
    }
}

struct WeatherWidgetView: View {
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    let entry: WeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 3) {
                Text(entry.city)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Image(systemName: "location.fill")
                    .font(.caption2)
            }
            Text("\(entry.temperature)°")
                .font(.system(size: 42, weight: .light))
                .minimumScaleFactor(0.6)
            Spacer(minLength: 0)
            HStack(spacing: 4) {
                Image(systemName: entry.symbol)
                    .symbolRenderingMode(.multicolor)
                    .font(.body)
                    .widgetAccentable()
                Text(entry.condition)
                    .font(.caption.weight(.semibold))
                    .lineLimit(1)
            }
            HStack {
                Text("H:\(entry.high)°")
                Text("L:\(entry.low)°")
            }
            .font(.caption.weight(.medium))
            ProgressView(value: entry.rainChance) {
                Label("\(Int((entry.rainChance * 100).rounded()))%", systemImage: "drop.fill")
                    .font(.caption2)
            }
            .tint(.cyan)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.20, green: 0.50, blue: 0.90), Color(red: 0.45, green: 0.72, blue: 0.98)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShowcaseWeather", provider: WeatherProvider()) { entry in
            WeatherWidgetView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions where you are.")
        .supportedFamilies([.systemSmall])
    }
}

// MARK: - Calendar (systemMedium)

struct CalendarEvent: Hashable {
    let title: String
    let start: Date
    let end: Date
    let color: Color
    var location: String? = nil
}

struct CalendarEntry: TimelineEntry {
    let date: Date
    let events: [CalendarEvent]

    private static func at(_ hour: Double) -> Date { showcaseNow.addingTimeInterval(hour * 3600) }
    static let busy = CalendarEntry(date: at(8), events: [
        CalendarEvent(title: "Stand-up", start: at(9), end: at(9.25), color: .blue, location: "Room 4"),
        CalendarEvent(title: "Design review: widget gallery contact sheets", start: at(11), end: at(12), color: .orange),
        CalendarEvent(title: "Lunch with Sam", start: at(12.5), end: at(13.5), color: .green, location: "Caffè Macs"),
        CalendarEvent(title: "Dentist", start: at(16), end: at(17), color: .red),
    ])
    static let free = CalendarEntry(date: at(8), events: [])
    static let japanese = CalendarEntry(date: at(8), events: [
        CalendarEvent(title: "朝会", start: at(9), end: at(9.5), color: .purple, location: "会議室A"),
        CalendarEvent(title: "ウィジェットのデザインレビューと振り返り", start: at(14), end: at(15), color: .pink),
    ])
}

struct CalendarProvider: TimelineProvider {
    func placeholder(in context: Context) -> CalendarEntry { .busy }
    func getSnapshot(in context: Context, completion: @escaping (CalendarEntry) -> Void) { completion(.busy) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CalendarEntry>) -> Void) {
        completion(Timeline(entries: [.busy], policy: .atEnd))
    }
}

struct CalendarWidgetView: View {
    /// The widget's calendar (its locale and time zone): names and numbers of the day come from it.
    @Environment(\.calendar) var calendar
    let entry: CalendarEntry

    private var weekday: String {
        let symbols = calendar.weekdaySymbols
        let index = calendar.component(.weekday, from: entry.date) - 1
        return symbols.indices.contains(index) ? symbols[index] : ""
    }
    private var month: String {
        let symbols = calendar.monthSymbols
        let index = calendar.component(.month, from: entry.date) - 1
        return symbols.indices.contains(index) ? symbols[index] : ""
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 0) {
                Text(weekday)
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.red)
                    .textCase(.uppercase)
                    .widgetAccentable()
                Text("\(calendar.component(.day, from: entry.date))")
                    .font(.system(size: 40, weight: .regular))
                Spacer(minLength: 0)
                Text(month)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(width: 76, alignment: .leading)

            VStack(alignment: .leading, spacing: 6) {
                if entry.events.isEmpty {
                    Spacer()
                    Label("No more events today", systemImage: "calendar.badge.checkmark")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Spacer()
                } else {
                    ForEach(entry.events.prefix(3), id: \.self) { event in
                        HStack(alignment: .top, spacing: 6) {
                            Capsule()
                                .fill(event.color)
                                .frame(width: 4, height: 30)
                                .widgetAccentable()
                            VStack(alignment: .leading, spacing: 1) {
                                Text(event.title)
                                    .font(.caption.weight(.semibold))
                                    .lineLimit(1)
                                HStack(spacing: 4) {
                                    Text(event.start, style: .time)
                                    if let location = event.location {
                                        Text("· \(location)")
                                            .lineLimit(1)
                                    }
                                }
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                            }
                        }
                    }
                    if entry.events.count > 3 {
                        Text("+\(entry.events.count - 3) more")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                    Spacer(minLength: 0)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct CalendarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShowcaseCalendar", provider: CalendarProvider()) { entry in
            CalendarWidgetView(entry: entry)
        }
        .configurationDisplayName("Calendar")
        .description("Today's date and what's next.")
        .supportedFamilies([.systemMedium])
    }
}

// MARK: - Reminders (systemLarge)

struct ReminderItem: Hashable {
    let title: String
    let isDone: Bool
    var isFlagged: Bool = false
}

struct RemindersEntry: TimelineEntry {
    let date: Date
    let listName: String
    let items: [ReminderItem]

    var remaining: Int { items.filter { !$0.isDone }.count }

    static let groceries = RemindersEntry(date: showcaseNow, listName: "Groceries", items: [
        ReminderItem(title: "Oat milk", isDone: true),
        ReminderItem(title: "Eggs (free range, the big box from the farmers' market stall by the station)", isDone: false),
        ReminderItem(title: "Blueberries", isDone: false, isFlagged: true),
        ReminderItem(title: "味噌と豆腐", isDone: false),
        ReminderItem(title: "Flour", isDone: true),
        ReminderItem(title: "Coffee beans", isDone: false),
        ReminderItem(title: "Dish soap", isDone: false),
        ReminderItem(title: "Birthday candles", isDone: false, isFlagged: true),
        ReminderItem(title: "Batteries (AA)", isDone: false),
    ])
    static let allDone = RemindersEntry(date: showcaseNow, listName: "Groceries", items: [])
}

struct RemindersProvider: TimelineProvider {
    func placeholder(in context: Context) -> RemindersEntry { .groceries }
    func getSnapshot(in context: Context, completion: @escaping (RemindersEntry) -> Void) { completion(.groceries) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RemindersEntry>) -> Void) {
        completion(Timeline(entries: [.groceries], policy: .never))
    }
}

struct RemindersWidgetView: View {
    let entry: RemindersEntry
    private let maxRows = 8

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline) {
                Label(entry.listName, systemImage: "list.bullet")
                    .font(.headline)
                    .foregroundStyle(.orange)
                    .widgetAccentable()
                Spacer()
                Text("\(entry.remaining)")
                    .font(.title.weight(.bold))
                    .foregroundStyle(.orange)
            }
            .padding(.bottom, 6)

            if entry.items.isEmpty {
                Spacer()
                VStack(spacing: 6) {
                    Image(systemName: "checkmark.circle.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.green)
                        .widgetAccentable()
                    Text("All done!")
                        .font(.headline)
                    Text("Nothing left on this list.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                Spacer()
            } else {
                ForEach(Array(entry.items.prefix(maxRows).enumerated()), id: \.offset) { index, item in
                    if index > 0 {
                        Divider()
                            .padding(.leading, 30)
                    }
                    HStack(spacing: 8) {
                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            .font(.title3)
                            .foregroundStyle(item.isDone ? AnyShapeStyle(.orange) : AnyShapeStyle(.secondary))
                            .frame(width: 22)
                        Text(item.title)
                            .font(.subheadline)
                            .strikethrough(item.isDone)
                            .foregroundStyle(item.isDone ? .secondary : .primary)
                            .lineLimit(1)
                        Spacer(minLength: 0)
                        if item.isFlagged {
                            Image(systemName: "flag.fill")
                                .font(.caption)
                                .foregroundStyle(.orange)
                        }
                    }
                    .padding(.vertical, 5)
                }
                Spacer(minLength: 0)
                if entry.items.count > maxRows {
                    Text("\(entry.items.count - maxRows) more")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct RemindersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShowcaseReminders", provider: RemindersProvider()) { entry in
            RemindersWidgetView(entry: entry)
        }
        .configurationDisplayName("Reminders")
        .description("A list to tick off.")
        .supportedFamilies([.systemLarge])
    }
}
