// Water: a day's cups and the week's total, every word from a String Catalog (Localization/Localizable.xcstrings)
// in English, Japanese and Arabic. The rows show one count of each Arabic plural form (0 zero, 1 one, 2 two,
// 3 few, 11 many, 100 other); the total shows the locale's grouping; the date the locale's month and weekday.
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct WaterEntry: TimelineEntry {
    let date: Date
    /// Cups drunk on each of the days listed.
    let cups: [Int]
    let weekMilliliters: Int

    static let week = WaterEntry(date: Date(timeIntervalSince1970: 1_766_102_400), cups: [0, 1, 2, 3, 11, 100], weekMilliliters: 12_345)
    /// The first morning: one row, nothing drunk (Arabic's `zero` form, English's `other`).
    static let firstDay = WaterEntry(date: Date(timeIntervalSince1970: 1_766_102_400), cups: [0], weekMilliliters: 0)
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { .week }
    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) { completion(.week) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        completion(Timeline(entries: [.week], policy: .never))
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Water", provider: WaterProvider()) { entry in
            WaterView(entry: entry)
        }
        .configurationDisplayName("Water")
        .description("Cups of water, day by day.")
        .supportedFamilies([.systemSmall, .systemLarge])
    }
}

struct WaterView: View {
    @Environment(\.widgetFamily) var family
    var entry: WaterEntry

    var body: some View {
        VStack(alignment: .leading, spacing: family == .systemLarge ? 8 : 4) {
            HStack(spacing: 4) {
                Image(systemName: "drop.fill").foregroundStyle(.cyan)
                Text("Water").font(.headline)
            }
            Text(entry.date, format: .dateTime.weekday(.wide).day().month(.wide))
                .font(.caption).foregroundStyle(.secondary)
            ForEach(Array(entry.cups.prefix(family == .systemLarge ? 6 : 2).enumerated()), id: \.offset) { _, count in
                Text("\(count) cups").font(family == .systemLarge ? .title3 : .subheadline)
            }
            Spacer(minLength: 0)
            Text("\(entry.weekMilliliters) ml this week").font(.footnote.bold()).foregroundStyle(.blue)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.cyan.opacity(0.12) }
    }
}
