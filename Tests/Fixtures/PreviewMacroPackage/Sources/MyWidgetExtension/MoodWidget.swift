#if canImport(WidgetKit)
import AppIntents
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif

struct MoodIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Mood" }
    var mood: String = "🙂"
}

struct MoodEntry: TimelineEntry {
    let date: Date
    let mood: String
}

struct MoodProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: .now, mood: "…") }
    func snapshot(for configuration: MoodIntent, in context: Context) async -> MoodEntry {
        MoodEntry(date: .now, mood: configuration.mood)
    }
    func timeline(for configuration: MoodIntent, in context: Context) async -> Timeline<MoodEntry> {
        Timeline(entries: [MoodEntry(date: .now, mood: configuration.mood)], policy: .never)
    }
}

struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "mood", intent: MoodIntent.self, provider: MoodProvider()) { entry in
            Text(entry.mood)
                .font(.largeTitle)
                .containerBackground(.green, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

extension MoodIntent {
    static var happy: MoodIntent {
        var intent = MoodIntent()
        intent.mood = "😀"
        return intent
    }
}

#Preview("Mood", as: .systemSmall, using: MoodIntent.happy) {
    MoodWidget()
} timelineProvider: {
    MoodProvider()
}
