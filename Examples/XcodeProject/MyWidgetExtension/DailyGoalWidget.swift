//
//  DailyGoalWidget.swift
//  MyWidgetExtension
//

import WidgetKit
import SwiftUI

struct GoalProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GoalEntry {
        GoalEntry(date: Date(), configuration: ConfigurationAppIntent(), progress: 0.4)
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> GoalEntry {
        GoalEntry(date: Date(), configuration: configuration, progress: 0.4)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<GoalEntry> {
        let now = Date()
        let entries = (0 ..< 4).map { hour in
            GoalEntry(date: now.addingTimeInterval(Double(hour) * 3600), configuration: configuration,
                      progress: min(1, 0.25 * Double(hour + 1)))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct GoalEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
    let progress: Double
}

struct DailyGoalEntryView: View {
    var entry: GoalProvider.Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "target")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        default:
            VStack(alignment: .leading, spacing: 6) {
                Label("Today", systemImage: "target")
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                Text(entry.configuration.goal)
                    .font(.headline)
                    .lineLimit(2)
                Spacer(minLength: 0)
                ProgressView(value: entry.progress)
                    .tint(.orange)
                Text("\(Int(entry.progress * 100))% done")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct DailyGoalWidget: Widget {
    let kind: String = "DailyGoalWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: GoalProvider()) { entry in
            DailyGoalEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Daily goal")
        .description("Your goal for today and how far along you are.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

extension ConfigurationAppIntent {
    fileprivate static var reading: ConfigurationAppIntent {
        var intent = ConfigurationAppIntent()
        intent.goal = "Read 20 pages"
        return intent
    }

    fileprivate static var running: ConfigurationAppIntent {
        var intent = ConfigurationAppIntent()
        intent.goal = "Run 5 km"
        return intent
    }
}

#Preview(as: .systemSmall) {
    DailyGoalWidget()
} timeline: {
    GoalEntry(date: .now, configuration: .reading, progress: 0.25)
    GoalEntry(date: .now, configuration: .running, progress: 0.9)
}
