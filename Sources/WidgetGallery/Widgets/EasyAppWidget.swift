// EasyApp: Lock Screen accessories showing the person's favourite emoji and the time
// (scenario: ../shared/compat EasyAppAccessoryWidgets.swift, seed "Lock Screen Widgets guide").
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
import AppIntents
#else
import WidgetPreview
#endif
import Foundation

struct EasyAppConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configuration"
    static let description = IntentDescription("Pick the emoji shown on the Lock Screen.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

extension EasyAppConfigurationIntent {
    static func with(emoji: String) -> EasyAppConfigurationIntent {
        var intent = EasyAppConfigurationIntent()
        intent.favoriteEmoji = emoji
        return intent
    }
}

struct EasyAppEntry: TimelineEntry {
    let date: Date
    let configuration: EasyAppConfigurationIntent

    /// 09:41 on the preview day, the classic.
    static let morning = EasyAppEntry(date: Date(timeIntervalSince1970: 1_766_102_400 + 9 * 3600 + 41 * 60),
                                      configuration: .with(emoji: "😃"))
    /// A family emoji (a ZWJ sequence) just before midnight: the widest time and the hardest emoji.
    static let lateNight = EasyAppEntry(date: Date(timeIntervalSince1970: 1_766_102_400 + 23 * 3600 + 58 * 60),
                                        configuration: .with(emoji: "👨‍👩‍👧‍👦"))
}

struct EasyAppProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EasyAppEntry { .morning }

    func snapshot(for configuration: EasyAppConfigurationIntent, in context: Context) async -> EasyAppEntry {
        EasyAppEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: EasyAppConfigurationIntent, in context: Context) async -> Timeline<EasyAppEntry> {
        let now = Date()
        let entries = (0..<5).map { hour in
            EasyAppEntry(date: now.addingTimeInterval(Double(hour) * 3600), configuration: configuration)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct EasyAppCircularView: View {
    let entry: EasyAppEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: 0) {
                Text(entry.configuration.favoriteEmoji)
                    .font(.system(size: 22))
                Text(entry.date, style: .time)
                    .font(.system(size: 11, weight: .semibold, design: .rounded))
                    .minimumScaleFactor(0.6)
                    .widgetAccentable()
            }
            .padding(4)
        }
    }
}

struct EasyAppRectangularView: View {
    let entry: EasyAppEntry

    var body: some View {
        HStack(spacing: 8) {
            Text(entry.configuration.favoriteEmoji)
                .font(.system(size: 24))

            VStack(alignment: .leading, spacing: 2) {
                Text("EasyApp")
                    .font(.system(.caption2, design: .rounded))
                    .fontWeight(.semibold)
                    .foregroundStyle(.primary)
                    .widgetAccentable()

                Text(entry.date, style: .time)
                    .font(.system(.subheadline, design: .rounded))
                    .fontWeight(.bold)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
    }
}

struct EasyAppInlineView: View {
    let entry: EasyAppEntry

    var body: some View {
        // Inline widgets show one line of text (and at most one image): build it as one Text.
        Text("\(entry.configuration.favoriteEmoji) EasyApp • ") + Text(entry.date, style: .time)
    }
}

struct EasyAppWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: EasyAppEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            EasyAppCircularView(entry: entry)
        case .accessoryRectangular:
            EasyAppRectangularView(entry: entry)
        case .accessoryInline:
            EasyAppInlineView(entry: entry)
        default:
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

struct EasyAppWidget: Widget {
    let kind: String = "EasyAppWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: EasyAppConfigurationIntent.self, provider: EasyAppProvider()) { entry in
            EasyAppWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("EasyApp")
        .description("Your favourite emoji and the time on the Lock Screen.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
