// A widget file in the style of shipping widget extensions, with only its imports changed: the
// everyday SwiftUI/WidgetKit API of issue 13 §3 group 1. Compiled in the test target; the tests in
// EverydayModifiersTests render it.
import Foundation
import WidgetPreview

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(timeIntervalSince1970: 1_766_102_400), steps: 6_400, goal: 10_000) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    var entry: StepsEntry
    @Environment(\.sizeCategory) var sizeCategory
    @Environment(\.showsWidgetLabel) var showsWidgetLabel
    @Environment(\.openURL) var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: "figure.walk")
                .accessibility(hidden: true)
            Text("\(entry.steps)")
                .font(sizeCategory.isAccessibilityCategory ? .headline : .title)
                .allowsTightening(true)
                .accessibility(label: Text("Steps today"))
                .accessibility(value: Text("\(entry.steps) of \(entry.goal)"))
            Circle()
                .fill(.green)
                .stroke(.white, lineWidth: 2)
                .frame(width: 20, height: 20)
                .accessibilityValue("\(entry.steps * 100 / entry.goal) percent")
                .accessibilityHint("Opens the Activity app")
            if showsWidgetLabel {
                Text("Steps")
            }
        }
        .widgetCurvesContent()
        .containerBackground(.fill.tertiary, for: .widget)
        .onTapGesture { withAnimation(.easeInOut) { openURL(URL(string: "steps://today")!) } }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall, .systemMedium])
        .disfavoredLocations([.standBy, .carPlay, .iPhoneWidgetsOnMac], for: [.systemMedium])
    }
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        StepsWidgetView(entry: StepsEntry(date: Date(timeIntervalSince1970: 1_766_102_400), steps: 6_400, goal: 10_000))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
            .previewLayout(.fixed(width: 364, height: 170))
            .environment(\.sizeCategory, .extraExtraLarge)
    }
}
