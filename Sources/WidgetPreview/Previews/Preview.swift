import Foundation

/// A named preview, declared without macros as close to Xcode's
/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { entryA; entryB }` as Swift allows:
///
/// ```swift
/// let previews: [Preview] = [
///     Preview("Weather", widget: { WeatherWidget() }, timeline: {
///         PreviewEntry("sunny", WeatherEntry.sunny)
///         WeatherEntry.rainy                                   // named "entry-2"
///     }),
///     Preview("Up next", as: .accessoryRectangular, widget: { EventWidget() }, timeline: { EventEntry.sample }),
///     Preview("Gauge", families: [.accessoryCircular]) { GaugeView() },
///     Preview("Legacy", provider: widgets_Previews.self),
/// ]
/// ```
///
/// A widget preview is drawn in the widget's supported families (or the one family given), for each entry,
/// in every place that hosts the family; a view preview in the families given, with one entry named
/// `view`. Preview and entry names become folder names in `Snapshots/`. Set `assetDirectories` when the
/// widgets use `Image("name")` files.
public struct Preview {
    public let name: String
    public let families: [WidgetFamily]
    public let entries: [PreviewEntry]
    /// Folders `Image("name")` looks in when this preview is drawn (added to the place's own).
    public var assetDirectories: [URL] = []
    /// Draws one entry with a renderer (family, place and scale are the renderer's).
    package let draw: (WidgetRenderer, PreviewEntry) throws -> RenderedWidget

    /// A widget with entries, in its supported families (or `families`, when given).
    public init<W: Widget>(_ name: String, families: [WidgetFamily]? = nil, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: () -> [PreviewEntry]) {
        self.name = name
        self.families = families ?? ResolvedWidgetConfiguration.of(widget())?.families ?? ResolvedWidgetConfiguration.defaultFamilies
        self.entries = PreviewEntry.named(timeline())
        self.draw = { renderer, entry in try renderer.render(widget(), entry: entry.entry) }
    }

    /// Xcode's `#Preview(_:as:widget:timeline:)`: a widget in one family.
    public init<W: Widget>(_ name: String, as family: WidgetFamily, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: () -> [PreviewEntry]) {
        self.init(name, families: [family], widget: widget, timeline: timeline)
    }

    /// A view in the families given (it reads `widgetFamily` from the environment like widget content).
    public init<V: View>(_ name: String, families: [WidgetFamily], @ViewBuilder view: @escaping () -> V) {
        self.name = name
        self.families = families
        self.entries = [PreviewEntry("view", ViewPreviewEntry(date: RenderContext.defaultNow))]
        self.draw = { renderer, _ in try renderer.render(view()) }
    }

    /// A preview drawn by your own renderer call, for set-ups the other forms do not cover (several widgets
    /// or entries combined, a renderer option of your own). `render` is called once per family and place
    /// with that family's and place's renderer; the preview has one entry, named `view`.
    public init(_ name: String, families: [WidgetFamily], render: @escaping (WidgetRenderer) throws -> RenderedWidget) {
        self.name = name
        self.families = families
        self.entries = [PreviewEntry("view", ViewPreviewEntry(date: RenderContext.defaultNow))]
        self.draw = { renderer, _ in try render(renderer) }
    }

    /// A `PreviewProvider`: its `previews` in the family of its `previewContext(_:)` (or `families`).
    public init<P: PreviewProvider>(_ name: String, provider: P.Type, families: [WidgetFamily]? = nil) {
        let declared = (P.previews as? any PreviewContextCarrying).map { [$0.previewFamily] }
        self.init(name, families: families ?? declared ?? [.systemSmall]) { P.previews }
    }
}

/// One entry of a preview's timeline, with the name its images are filed under.
public struct PreviewEntry {
    public let name: String
    public let entry: any TimelineEntry

    public init(_ name: String, _ entry: any TimelineEntry) {
        self.name = name
        self.entry = entry
    }

    /// Unnamed entries (name "") are named by position: `entry-1`, `entry-2`, …
    static func named(_ entries: [PreviewEntry]) -> [PreviewEntry] {
        entries.enumerated().map { index, e in e.name.isEmpty ? PreviewEntry("entry-\(index + 1)", e.entry) : e }
    }
}

/// The entry of a view preview (views take no entry).
struct ViewPreviewEntry: TimelineEntry {
    let date: Date
}

/// Builds a preview timeline from entries, named or not (Xcode's `PreviewTimelineBuilder`).
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression(_ entry: any TimelineEntry) -> [PreviewEntry] { [PreviewEntry("", entry)] }
    public static func buildExpression(_ entry: PreviewEntry) -> [PreviewEntry] { [entry] }
    public static func buildExpression(_ entries: [PreviewEntry]) -> [PreviewEntry] { entries }
    public static func buildBlock(_ parts: [PreviewEntry]...) -> [PreviewEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [PreviewEntry]?) -> [PreviewEntry] { part ?? [] }
    public static func buildEither(first: [PreviewEntry]) -> [PreviewEntry] { first }
    public static func buildEither(second: [PreviewEntry]) -> [PreviewEntry] { second }
    public static func buildArray(_ parts: [[PreviewEntry]]) -> [PreviewEntry] { parts.flatMap { $0 } }
}
