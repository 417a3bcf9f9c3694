import Foundation

/// The initializers `#Preview` expands into, one per form of Apple's macro (DeveloperToolsSupport's
/// `Preview` initializers, with the same labels). They differ from Apple's in one way: the closures are
/// neither `@MainActor` nor `async`, because WidgetPreview draws previews on worker threads and its views
/// are not main-actor bound; `await` inside a `#Preview` is therefore a compile error here.
extension Preview {
    /// `#Preview(_:traits:body:)`: a view, drawn as widget content in the family of its
    /// `previewContext(_:)` (`systemSmall` without one).
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping () -> any View) {
        let family = (body() as? any PreviewContextCarrying)?.previewFamily ?? .systemSmall
        self.init(name: name ?? "", families: [family],
                  entries: [PreviewEntry("view", ViewPreviewEntry(date: RenderContext.defaultNow))],
                  draw: { renderer, _ in try renderer.render(AnyView(erasing: body())) })
    }

    /// `#Preview(_:as:widget:timelineProvider:)`: a widget with the entries of its provider's timeline.
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                timelineProvider: @escaping () -> P) {
        let provider = timelineProvider()
        let context = PreviewProviderTimeline.context(for: family)
        self.init(name ?? "", families: [family], widget: widget) {
            PreviewProviderTimeline.entries(of: provider, in: context)
        }
    }

    /// `#Preview(_:as:using:widget:timelineProvider:)` with a SiriKit intent configuration.
    public init<W: Widget, P: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                      widget: @escaping () -> W, timelineProvider: @escaping () -> P) {
        let provider = timelineProvider()
        let context = PreviewProviderTimeline.context(for: family)
        self.init(name ?? "", families: [family], widget: widget) {
            PreviewProviderTimeline.entries(of: provider, for: intent, in: context)
        }
    }

    /// `#Preview(_:as:using:widget:timelineProvider:)` with an App Intent configuration.
    public init<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                         widget: @escaping () -> W, timelineProvider: @escaping () -> P) {
        let provider = timelineProvider()
        let context = PreviewProviderTimeline.context(for: family)
        self.init(name ?? "", families: [family], widget: widget) {
            PreviewProviderTimeline.entries(of: provider, for: intent, in: context)
        }
    }

    /// `#Preview(_:as:using:widget:contentStates:)`: a Live Activity, one entry per content state, drawn in
    /// the presentations the view kind names (`.content`: the Lock Screen, light and dark).
    public init<W: Widget, A: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: A,
                                                  widget: @escaping () -> W,
                                                  @PreviewActivityBuilder<A> contentStates: @escaping () -> [A.ContentState]) {
        self.init(name ?? "", presentations: LiveActivityPresentation.presentations(for: viewKind), widget: widget,
                  attributes: attributes, contentStates: contentStates)
    }
}
