import Foundation

extension Preview {
    /// A Live Activity in code: `widget`'s `ActivityConfiguration` with `attributes`, one entry per content
    /// state (`state-1`, `state-2`, …; a `PreviewActivityState` names its own), in each presentation.
    ///
    /// ```swift
    /// Preview("delivery", widget: { DeliveryActivityWidget() }, attributes: DeliveryAttributes(order: "42")) {
    ///     DeliveryAttributes.ContentState(minutesLeft: 12)
    /// }
    /// ```
    public init<W: Widget, A: ActivityAttributes>(_ name: String,
                                                  presentations: [LiveActivityPresentation] = LiveActivityPresentation.allCases,
                                                  widget: @escaping () -> W, attributes: A,
                                                  @PreviewActivityBuilder<A> contentStates: @escaping () -> [A.ContentState]) {
        let states = contentStates().enumerated().map { index, state in
            PreviewEntry("state-\(index + 1)", ActivityStatePreviewEntry<A>(date: RenderContext.defaultNow, content:
                ActivityContent(state: state, staleDate: nil)))
        }
        self.init(name, presentations: presentations, widget: widget, attributes: attributes, entries: states)
    }

    /// A Live Activity with named contents (a stale date, a relevance score): `PreviewActivityState`s.
    public init<W: Widget, A: ActivityAttributes>(_ name: String,
                                                  presentations: [LiveActivityPresentation] = LiveActivityPresentation.allCases,
                                                  widget: @escaping () -> W, attributes: A, states: [PreviewActivityState<A>]) {
        let entries = states.enumerated().map { index, state in
            PreviewEntry(state.name.isEmpty ? "state-\(index + 1)" : state.name,
                         ActivityStatePreviewEntry<A>(date: RenderContext.defaultNow, content: state.content))
        }
        self.init(name, presentations: presentations, widget: widget, attributes: attributes, entries: entries)
    }

    private init<W: Widget, A: ActivityAttributes>(_ name: String, presentations: [LiveActivityPresentation],
                                                   widget: @escaping () -> W, attributes: A, entries: [PreviewEntry]) {
        self.init(name: name, families: [], entries: entries, draw: { _, _ in
            throw LiveActivityRenderError.notALiveActivity(widget: "\(W.self)")
        })
        self.widgetType = W.self
        self.activityPresentations = presentations
        self.drawActivity = { renderer, entry in
            guard let state = entry.entry as? ActivityStatePreviewEntry<A> else {
                throw LiveActivityRenderError.attributesMismatch(widget: "\(W.self)", expected: "\(A.self)", got: "\(type(of: entry.entry))")
            }
            return try renderer.render(widget(), attributes: attributes, content: state.content)
        }
    }
}

/// One named content of a Live Activity preview, with its stale date and relevance score.
public struct PreviewActivityState<A: ActivityAttributes> {
    public let name: String
    public let content: ActivityContent<A.ContentState>

    public init(_ name: String, _ content: ActivityContent<A.ContentState>) {
        self.name = name
        self.content = content
    }
}

/// A content state as a preview entry.
struct ActivityStatePreviewEntry<A: ActivityAttributes>: TimelineEntry {
    let date: Date
    let content: ActivityContent<A.ContentState>
}
