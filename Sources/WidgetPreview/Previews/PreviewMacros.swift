// `#Preview`, with the signatures of SwiftUI's and WidgetKit's macros (Apple's documentation, checked per
// overload). The compiler type-checks a use against these declarations, then asks the `PreviewMacros`
// plugin (this package's executable, no swift-syntax) to expand it into a `PreviewRegistration` that
// `Preview.discovered` finds at run time. SwiftUI now documents `@ContentBuilder` for the body; WidgetPreview
// has `@ViewBuilder`, which SwiftUI used until then and which builds the same closures.

/// A view preview (SwiftUI's `Preview(_:body:)`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// A view preview with traits (SwiftUI's `Preview(_:traits:_:body:)`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// A widget with a timeline of entries (WidgetKit's `Preview(_:as:widget:timeline:)`).
@freestanding(declaration)
public macro Preview<Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
                             @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry])
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro") where Widget: WidgetPreview.Widget

/// A widget with a static configuration and its timeline provider (WidgetKit's
/// `Preview(_:as:widget:timelineProvider:)`).
@freestanding(declaration)
public macro Preview<Widget, Provider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
                                       timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro") where Widget: WidgetPreview.Widget, Provider: TimelineProvider

/// A widget with an App Intent configuration (WidgetKit's `Preview(_:as:using:widget:timelineProvider:)`).
@freestanding(declaration)
public macro Preview<Widget, Provider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
                                       widget: @escaping () -> Widget, timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
    where Widget: WidgetPreview.Widget, Provider: AppIntentTimelineProvider

/// A widget with a SiriKit intent configuration (WidgetKit's `Preview(_:as:using:widget:timelineProvider:)`).
@freestanding(declaration)
public macro Preview<Widget, Provider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
                                       widget: @escaping () -> Widget, timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
    where Widget: WidgetPreview.Widget, Provider: IntentTimelineProvider

/// A Live Activity (WidgetKit's `Preview(_:as:using:widget:contentStates:)`). It compiles, with a warning
/// from the plugin: WidgetPreview lists it but does not draw Live Activities yet.
@freestanding(declaration)
public macro Preview<Widget, Attributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
                                         widget: @escaping () -> Widget,
                                         @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState])
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
    where Widget: WidgetPreview.Widget, Attributes: ActivityAttributes

/// watchOS relevance widgets (WidgetKit's `Preview(_:widget:relevanceEntries:)` and
/// `Preview(_:widget:relevanceProvider:)`) are not supported: WidgetPreview has no `RelevanceConfiguration`.
@available(*, unavailable, message: "WidgetPreview does not draw relevance widgets (watchOS RelevanceConfiguration); preview the widget's entry view with #Preview { … } instead")
@freestanding(declaration)
public macro Preview<Widget, Entries>(_ name: String? = nil, widget: @escaping () -> Widget, relevanceEntries: @escaping () async -> Entries)
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro") where Widget: WidgetPreview.Widget

@available(*, unavailable, message: "WidgetPreview does not draw relevance widgets (watchOS RelevanceConfiguration); preview the widget's entry view with #Preview { … } instead")
@freestanding(declaration)
public macro Preview<Widget, Provider>(_ name: String? = nil, widget: @escaping () -> Widget, relevanceProvider: @escaping () -> Provider)
    = #externalMacro(module: "PreviewMacros", type: "PreviewMacro") where Widget: WidgetPreview.Widget
