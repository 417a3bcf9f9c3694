import Foundation

/// A named preview. Written as in Xcode, `#Preview(as: .systemSmall) { MyWidget() } timeline: { entryA; entryB }`
/// expands into one of these, registered for `Preview.discovered` (see PreviewMacros.swift); or made in code:
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
    /// String Catalogs, `.lproj` folders or folders holding them, for `Text("key")` in this preview (added to
    /// the place's `localizations`).
    public var localizations: [URL] = []
    /// Locale identifiers (`en`, `ja`, `ar`) to draw this preview in; empty: the place's locale only. With
    /// more than one, the gallery files each locale's images under `<preview>/<locale>/`.
    public var locales: [String] = []
    /// A folder of Apple's system font files (SF Pro …) to draw `.system` text with, replacing the place's
    /// (`--system-fonts DIR` sets it for every preview); nil: the place's setting.
    public var systemFontDirectory: URL?
    /// The OS release to draw this preview for (`RenderContext.os`; `--os` sets it for every preview); nil:
    /// the place's, the newest. Another release than the newest files the gallery's images under
    /// `<preview>/iOS18/`.
    public var os: OperatingSystemRelease?
    /// The table of widget sizes to draw this preview with (`RenderContext.frames`; `--frames` sets it for
    /// every preview); nil: the place's, Apple's published sizes. Measured frames file the gallery's images
    /// under `<preview>/measured/`.
    public var frames: DeviceProfile.FrameSource?
    /// Draws one entry with a renderer (family, place and scale are the renderer's).
    package var draw: (WidgetRenderer, PreviewEntry) throws -> RenderedWidget
    /// Where a `#Preview` is written (nil for a `Preview` value made in code).
    public package(set) var sourceLocation: PreviewSourceLocation?
    /// The widget type a widget preview shows (a bundle's widgets without a preview get a placeholder one).
    package var widgetType: Any.Type?
    /// A control preview (`Preview(_:control:)`): drawn in these places instead of widget families.
    package var controlPlacements: [ControlPlacement] = []
    /// Draws one entry of a control preview with a control renderer (placement, place and scale are its).
    package var drawControl: ((ControlRenderer, PreviewEntry) throws -> RenderedWidget)?
    /// A Live Activity preview's presentations (empty for widget and view previews, which have families).
    public package(set) var activityPresentations: [LiveActivityPresentation] = []
    /// Draws one content state of a Live Activity preview in the renderer's presentation.
    package var drawActivity: ((LiveActivityRenderer, PreviewEntry) throws -> RenderedWidget)?

    /// A widget with entries, in its supported families (or `families`, when given).
    public init<W: Widget>(_ name: String, families: [WidgetFamily]? = nil, locales: [String] = [], localizations: [URL] = [],
                           widget: @escaping () -> W, @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]) {
        self.name = name
        self.locales = locales
        self.localizations = localizations
        self.families = families ?? ResolvedWidgetConfiguration.of(widget())?.families ?? ResolvedWidgetConfiguration.defaultFamilies
        self.entries = PreviewEntry.named(timeline())
        self.draw = { renderer, entry in try renderer.render(widget(), entry: entry.entry) }
        self.widgetType = W.self
    }

    /// Xcode's `#Preview(_:as:widget:timeline:)`: a widget in one family.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]) {
        self.init(name ?? "", families: [family], widget: widget, timeline: timeline)
    }

    /// The parts every form sets.
    package init(name: String, families: [WidgetFamily], entries: [PreviewEntry],
                 draw: @escaping (WidgetRenderer, PreviewEntry) throws -> RenderedWidget) {
        self.name = name
        self.families = families
        self.entries = entries
        self.draw = draw
    }

    /// A view in the families given (it reads `widgetFamily` from the environment like widget content).
    public init<V: View>(_ name: String, families: [WidgetFamily], locales: [String] = [], localizations: [URL] = [],
                         @ViewBuilder view: @escaping () -> V) {
        self.name = name
        self.locales = locales
        self.localizations = localizations
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

/// One entry of a preview's timeline, with the name its images are filed under. An entry itself (its
/// entry's date), so named and unnamed entries mix in one `timeline:` closure.
public struct PreviewEntry: TimelineEntry {
    public let name: String
    public let entry: any TimelineEntry

    public init(_ name: String, _ entry: any TimelineEntry) {
        self.name = name
        self.entry = entry
    }

    public var date: Date { entry.date }

    /// Unnamed entries (name "") are named by position: `entry-1`, `entry-2`, …
    static func named(_ entries: [any TimelineEntry]) -> [PreviewEntry] {
        entries.enumerated().map { index, entry in
            let named = entry as? PreviewEntry ?? PreviewEntry("", entry)
            return named.name.isEmpty ? PreviewEntry("entry-\(index + 1)", named.entry) : named
        }
    }
}

/// The entry of a view preview (views take no entry).
struct ViewPreviewEntry: TimelineEntry {
    let date: Date
}

/// Builds a preview timeline from entries, named (`PreviewEntry`) or not (WidgetKit's `PreviewTimelineBuilder`).
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// A list of entries made elsewhere.
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    public static func buildExpression(_ entries: [PreviewEntry]) -> [any TimelineEntry] { entries }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    /// An empty `timeline: { }`.
    public static func buildBlock() -> [any TimelineEntry] { [] }
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any TimelineEntry]) -> [any TimelineEntry] { part }
}
