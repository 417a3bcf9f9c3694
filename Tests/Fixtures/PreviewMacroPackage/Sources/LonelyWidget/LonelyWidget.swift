import WidgetPreview

struct LonelyEntry: TimelineEntry {
    let date: Date
}

struct LonelyProvider: TimelineProvider {
    func placeholder(in context: Context) -> LonelyEntry { LonelyEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (LonelyEntry) -> Void) { completion(LonelyEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LonelyEntry>) -> Void) {
        completion(Timeline(entries: [LonelyEntry(date: .now)], policy: .never))
    }
}

/// `@main` on a single widget, in a target that forgot WidgetPreviewCLI.
@main
struct LonelyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "lonely", provider: LonelyProvider()) { _ in Text("alone") }
    }
}
