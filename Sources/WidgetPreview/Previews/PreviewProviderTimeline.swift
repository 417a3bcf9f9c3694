import Foundation

/// The entries a `#Preview(…, timelineProvider:)` shows: the provider's timeline, as Xcode asks for it.
/// Providers answer through completion handlers or `async` functions; a preview needs the entries when it
/// is made, so a provider that has not answered when its call returns falls back to its snapshot, then
/// to its placeholder (always synchronous).
enum PreviewProviderTimeline {
    /// The context WidgetKit passes for `family` on the default device (`isPreview` false).
    static func context(for family: WidgetFamily) -> TimelineProviderContext {
        let renderer = WidgetRenderer(family: family)
        return (try? renderer.providerContext()) ?? TimelineProviderContext(family: family, displaySize: .zero, isPreview: false)
    }

    static func entries<P: TimelineProvider>(of provider: P, in context: TimelineProviderContext) -> [any TimelineEntry] {
        var timeline: [P.Entry]?
        provider.getTimeline(in: context) { timeline = $0.entries }
        if let timeline { return timeline }
        var snapshot: P.Entry?
        provider.getSnapshot(in: context) { snapshot = $0 }
        return [snapshot ?? provider.placeholder(in: context)]
    }

    static func entries<P: IntentTimelineProvider>(of provider: P, for intent: P.Intent,
                                                   in context: TimelineProviderContext) -> [any TimelineEntry] {
        var timeline: [P.Entry]?
        provider.getTimeline(for: intent, in: context) { timeline = $0.entries }
        if let timeline { return timeline }
        var snapshot: P.Entry?
        provider.getSnapshot(for: intent, in: context) { snapshot = $0 }
        return [snapshot ?? provider.placeholder(in: context)]
    }

    static func entries<P: AppIntentTimelineProvider>(of provider: P, for intent: P.Intent,
                                                      in context: TimelineProviderContext) -> [any TimelineEntry] {
        let timeline = waitFor(seconds: 10) { () async -> [any TimelineEntry] in
            await provider.timeline(for: intent, in: context).entries
        }
        return timeline ?? [provider.placeholder(in: context)]
    }

    /// Runs `work` on the cooperative pool and waits for it; nil when it takes longer than `seconds` (a
    /// provider waiting on the main actor, which this thread may be holding). `work` runs once, on one
    /// task, while this thread only waits: the unchecked boxes never see two threads at once.
    private static func waitFor(seconds: Double, _ work: @escaping () async -> [any TimelineEntry]) -> [any TimelineEntry]? {
        let job = UncheckedSendableBox(work)
        let result = UncheckedSendableBox<[any TimelineEntry]?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            result.value = await job.value()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success ? result.value : nil
    }
}

/// Carries a value the compiler cannot prove Sendable across one hand-off that never overlaps.
final class UncheckedSendableBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
