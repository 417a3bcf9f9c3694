import WidgetPreview

struct RelevanceWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
    }
}

// A watchOS relevance widget preview: WidgetPreview has no RelevanceConfiguration.
#Preview("Relevance", widget: { RelevanceWidget() }, relevanceEntries: { [1, 2] })

// A family that does not exist.
#Preview(as: .systemHuge) { RelevanceWidget() } timeline: { }

// Inside a type: WidgetPreview finds previews at file scope.
struct Holder {
    #Preview("Nested") { Text("nested") }
}
