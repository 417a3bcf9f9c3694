import WidgetPreview

struct HomeEntry: TimelineEntry {
    let date: Date
}

struct OtherEntry: TimelineEntry {
    let date: Date
}

struct HomeProvider: TimelineProvider {
    func placeholder(in context: Context) -> HomeEntry { HomeEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (HomeEntry) -> Void) { completion(HomeEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HomeEntry>) -> Void) {
        completion(Timeline(entries: [HomeEntry(date: .now)], policy: .never))
    }
}

struct HomeOnlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "home", provider: HomeProvider()) { _ in Text("home") }
            .supportedFamilies([.systemSmall])
    }
}

#Preview("Wrong family", as: .accessoryCircular) {
    HomeOnlyWidget()
} timeline: {
    HomeEntry(date: .now)
}

#Preview("Wrong entry", as: .systemSmall) {
    HomeOnlyWidget()
} timeline: {
    OtherEntry(date: .now)
}

#Preview("Twice") { Text("a") }

#Preview("Twice") { Text("b") }
