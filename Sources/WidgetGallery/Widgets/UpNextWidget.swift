// Up next: a countdown to the next event, on the Home Screen (gradient card) and the Lock Screen
// (AccessoryWidgetBackground, relative dates and gauges). Scenario: ../shared/compat UpNextEventWidget.swift
// (seed "Meet the lock screen").
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct UpNextEvent: Hashable {
    let name: String
    let symbol: String
    let date: Date
    /// When the countdown started (the event was created): the gauges run from here to `date`.
    let countdownStart: Date

    /// How much of the wait is over, 0…1.
    func progress(at now: Date) -> Double {
        let total = date.timeIntervalSince(countdownStart)
        guard total > 0 else { return 1 }
        return min(1, max(0, now.timeIntervalSince(countdownStart) / total))
    }

    func daysLeft(from now: Date, calendar: Calendar) -> Int {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        return max(0, days)
    }

    private static let day: TimeInterval = 86_400
    private static let previewDay = Date(timeIntervalSince1970: 1_766_102_400)  // 2025-12-19

    static let newYork = UpNextEvent(name: "New York", symbol: "airplane", date: previewDay.addingTimeInterval(13 * day),
                                     countdownStart: previewDay.addingTimeInterval(-47 * day))
    static let dentist = UpNextEvent(name: "Dentist", symbol: "cross.case.fill", date: previewDay.addingTimeInterval(3 * day + 10 * 3600),
                                     countdownStart: previewDay.addingTimeInterval(-20 * day))
    static let concert = UpNextEvent(name: "Concert", symbol: "music.note", date: previewDay.addingTimeInterval(30 * day),
                                     countdownStart: previewDay.addingTimeInterval(-10 * day))
    static let reunion = UpNextEvent(name: "Family reunion at Grandma's lake house in Vermont", symbol: "house.fill",
                                     date: previewDay.addingTimeInterval(42 * day), countdownStart: previewDay.addingTimeInterval(-60 * day))
    static let birthday = UpNextEvent(name: "Mum's birthday", symbol: "birthday.cake.fill", date: previewDay.addingTimeInterval(34 * day),
                                      countdownStart: previewDay.addingTimeInterval(-300 * day))
    static let bookClub = UpNextEvent(name: "Book club: The Left Hand of Darkness", symbol: "book.fill",
                                      date: previewDay.addingTimeInterval(40 * day), countdownStart: previewDay.addingTimeInterval(-5 * day))
    static let marathon = UpNextEvent(name: "Half marathon", symbol: "figure.run", date: previewDay.addingTimeInterval(58 * day),
                                      countdownStart: previewDay.addingTimeInterval(-90 * day))
    static let launch = UpNextEvent(name: "Launch day", symbol: "star.fill", date: previewDay.addingTimeInterval(-2 * 3600),
                                    countdownStart: previewDay.addingTimeInterval(-30 * day))
}

struct UpNextEntry: TimelineEntry {
    let date: Date
    let event: UpNextEvent?
    /// The events after the next one (the large widget lists them).
    var later: [UpNextEvent] = []

    private static let now = Date(timeIntervalSince1970: 1_766_102_400)
    static let full = UpNextEntry(date: now, event: .newYork, later: [.dentist, .concert, .birthday, .bookClub, .marathon])
    static let empty = UpNextEntry(date: now, event: nil)
    static let longName = UpNextEntry(date: now, event: .reunion, later: [.concert])
    static let finished = UpNextEntry(date: now, event: .launch)
}

struct UpNextProvider: TimelineProvider {
    func placeholder(in context: Context) -> UpNextEntry { .full }
    func getSnapshot(in context: Context, completion: @escaping (UpNextEntry) -> Void) { completion(.full) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<UpNextEntry>) -> Void) {
        completion(Timeline(entries: [.full], policy: .never))
    }
}

// MARK: - Home Screen

struct UpNextHomeView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.calendar) var calendar
    var entry: UpNextEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let event = entry.event {
                eventCard(event)
                if family == .systemLarge {
                    laterList
                }
            } else {
                Image(systemName: "calendar.badge.plus")
                    .font(.title)
                Spacer()
                Text("No event")
                    .font(.headline)
                Text("Tap to add one")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }

    @ViewBuilder
    func eventCard(_ event: UpNextEvent) -> some View {
        HStack(alignment: .firstTextBaseline) {
            Label("Up next", systemImage: event.symbol)
                .font(.caption.weight(.semibold))
                .textCase(.uppercase)
                .widgetAccentable()
            Spacer()
            if family != .systemSmall {
                Text(event.date, style: .date)
                    .font(.caption)
            }
        }
        .foregroundStyle(.secondary)
        Text(event.name)
            .font(.title2.weight(.bold))
            .lineLimit(2)
        if family != .systemLarge { Spacer(minLength: 0) }
        if event.date > entry.date {
            Text(event.date, style: .relative)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        } else {
            Text("Happening now")
                .font(.subheadline.weight(.semibold))
        }
        if family != .systemSmall {
            ProgressView(value: event.progress(at: entry.date))
                .tint(.white)
                .widgetAccentable()
            let days = event.daysLeft(from: entry.date, calendar: calendar)
            Text(days == 0 ? "Today" : "\(days) days to go")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    var laterList: some View {
        Divider()
            .overlay(Color.white.opacity(0.5))
            .padding(.vertical, 6)
        Text("Later")
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)
        if entry.later.isEmpty {
            Text("Nothing else planned")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        ForEach(entry.later.prefix(5), id: \.self) { event in
            HStack {
                Image(systemName: event.symbol)
                    .frame(width: 22)
                Text(event.name)
                    .lineLimit(1)
                Spacer()
                Text("\(event.daysLeft(from: entry.date, calendar: calendar)) d")
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
            .font(.subheadline)
            .padding(.vertical, 3)
        }
        Spacer(minLength: 0)
    }
}

// MARK: - Lock Screen

struct UpNextLockView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.calendar) var calendar
    var entry: UpNextEntry

    var body: some View {
        if let event = entry.event {
            switch family {
            case .accessoryRectangular: rectangular(event)
            case .accessoryCircular: circular(event)
            default: inline(event)
            }
        } else {
            switch family {
            case .accessoryInline:
                Label("No event", systemImage: "calendar")
            case .accessoryRectangular:
                ZStack {
                    AccessoryWidgetBackground()
                    Label("No event", systemImage: "calendar.badge.plus")
                        .font(.headline)
                }
                .clipShape(RoundedRectangle(cornerRadius: 8))
            default:
                ZStack {
                    AccessoryWidgetBackground()
                    Image(systemName: "calendar.badge.plus")
                        .font(.title2)
                }
            }
        }
    }

    func rectangular(_ event: UpNextEvent) -> some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(alignment: .leading, spacing: 2) {
                Text(event.name)
                    .font(.headline.weight(.semibold))
                    .lineLimit(1)
                    .widgetAccentable()
                Group {
                    if event.date > entry.date {
                        Text(event.date, style: .relative)
                    } else {
                        Text("Now")
                    }
                }
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
                Gauge(value: event.progress(at: entry.date)) {
                    Text(event.name)
                }
                .gaugeStyle(.accessoryLinear)
            }
            .padding(8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .privacySensitive()
    }

    func circular(_ event: UpNextEvent) -> some View {
        Gauge(value: event.progress(at: entry.date)) {
            Image(systemName: event.symbol)
        } currentValueLabel: {
            Text("\(event.daysLeft(from: entry.date, calendar: calendar))")
                .widgetAccentable()
        }
        .gaugeStyle(.accessoryCircularCapacity)
    }

    func inline(_ event: UpNextEvent) -> some View {
        let days = event.daysLeft(from: entry.date, calendar: calendar)
        let title: String = days == 0 ? "\(event.name) today" : "\(days) days until \(event.name)"
        return Label(title, systemImage: event.symbol)
    }
}

struct UpNextWidgetView: View {
    @Environment(\.widgetFamily) var family
    var entry: UpNextEntry

    var body: some View {
        switch family {
        case .accessoryInline, .accessoryRectangular, .accessoryCircular:
            UpNextLockView(entry: entry)
                .containerBackground(.clear, for: .widget)
        default:
            UpNextHomeView(entry: entry)
        }
    }
}

struct UpNextWidget: Widget {
    let kind: String = "UpNextWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: UpNextProvider()) { entry in
            UpNextWidgetView(entry: entry)
        }
        .configurationDisplayName("Up next")
        .description("Count down to your next event.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge,
                            .accessoryInline, .accessoryRectangular, .accessoryCircular])
    }
}

// MARK: - The ring: the same countdown as an accessoryCircular gauge with its range

/// An open-ring gauge (`.accessoryCircular`): how far along the wait is, the days left in the middle and
/// the event's symbol in the ring's opening.
struct UpNextRingView: View {
    @Environment(\.calendar) var calendar
    var entry: UpNextEntry

    var body: some View {
        if let event = entry.event {
            let days = event.daysLeft(from: entry.date, calendar: calendar)
            Gauge(value: event.progress(at: entry.date)) {
                Image(systemName: event.symbol)
            } currentValueLabel: {
                if days == 0 {
                    Image(systemName: "checkmark")
                } else {
                    Text("\(days)")
                }
            }
            .gaugeStyle(.accessoryCircular)
            .widgetAccentable()
        } else {
            ZStack {
                AccessoryWidgetBackground()
                Text("–")
                    .font(.title)
            }
        }
    }
}

struct UpNextRingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UpNextRing", provider: UpNextProvider()) { entry in
            UpNextRingView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Up next ring")
        .description("How far along the wait for your next event is.")
        .supportedFamilies([.accessoryCircular])
    }
}
