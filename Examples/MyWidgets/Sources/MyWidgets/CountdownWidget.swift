#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif

public struct CountdownEntry: TimelineEntry {
    public let date: Date
    public let title: String
    public let start: Date

    public init(date: Date, title: String, start: Date) {
        self.date = date
        self.title = title
        self.start = start
    }
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, title: "Design review", start: .now.addingTimeInterval(1800))
    }
    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct CountdownView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.title) \(entry.start, style: .relative)")
        default:
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 4) {
                    Image(.logo).resizable().frame(width: 16, height: 16)
                    Text("UP NEXT").font(.caption2.bold()).foregroundStyle(Color(.Palette.accentText))
                }
                Text(entry.title).font(.headline).lineLimit(2)
                Text(entry.start, style: .time).font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

public struct CountdownWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
                .containerBackground(Color(.brand).gradient, for: .widget)
        }
        .configurationDisplayName("Up next")
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryInline])
    }
}
