#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(CountEntry(date: .now, count: 1))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [CountEntry(date: .now, count: 10), CountEntry(date: .now, count: 20)], policy: .atEnd))
    }
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in
            VStack {
                Text("Count")
                Text("\(entry.count)").font(.title)
            }
            .containerBackground(.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}

#Preview(as: .systemSmall) {
    CountWidget()
} timeline: {
    CountEntry(date: .now, count: 1)
    CountEntry(date: .now, count: 2)
}

#Preview("Count medium", as: .systemMedium) {
    CountWidget()
} timeline: {
    CountEntry(date: .now, count: 3)
}

#Preview("Count from provider", as: .accessoryCircular, widget: { CountWidget() }, timelineProvider: { CountProvider() })

/// Not in the bundle's `if` branch that runs: drawn only as this preview shows it.
struct RingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ring", provider: CountProvider()) { entry in
            Gauge(value: Double(entry.count), in: 0...20) { Text("") }
                .gaugeStyle(.accessoryCircularCapacity)
        }
        .supportedFamilies([.accessoryCircular])
    }
}

/// In the bundle, with no preview: the command line draws its placeholder.
struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "note", provider: CountProvider()) { entry in
            Text("Note \(entry.count)")
                .containerBackground(.yellow, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
