//
//  WaterWidget.swift
//  MyWidgetExtension
//

import WidgetKit
import SwiftUI

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), glasses: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> ()) {
        completion(WaterEntry(date: Date(), glasses: 5))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> ()) {
        let glasses = UserDefaults(suiteName: "group.com.example.MyApp")?.integer(forKey: "glasses") ?? 0
        completion(Timeline(entries: [WaterEntry(date: Date(), glasses: glasses)], policy: .never))
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
}

struct WaterWidgetEntryView: View {
    var entry: WaterProvider.Entry

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: "drop.fill")
                .font(.title)
                .foregroundStyle(.cyan)
            Text("\(entry.glasses)")
                .font(.system(size: 40, weight: .bold, design: .rounded))
            Text("of 8 glasses")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct WaterWidget: Widget {
    let kind: String = "WaterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WaterProvider()) { entry in
            WaterWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.blue.opacity(0.15)
                }
        }
        .configurationDisplayName("Water")
        .description("Glasses of water today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2)
    WaterEntry(date: .now, glasses: 8)
}
