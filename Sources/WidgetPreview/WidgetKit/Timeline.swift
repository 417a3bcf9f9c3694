import Foundation

/// One moment of a widget's timeline: the date it is shown from, and how relevant it is then.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is for the Smart Stack (a score, optionally for a duration).
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks the provider for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    let kind: Kind

    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries to show over time and when to reload.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// What a provider knows about the widget it serves: its family, its size, and whether it is shown in
/// the widget gallery (WidgetKit's `TimelineProviderContext`).
public struct TimelineProviderContext: Sendable {
    /// Where the widget is in the system (WidgetKit's `TimelineProviderContext.EnvironmentVariants`,
    /// reduced to the values a preview knows).
    public let family: WidgetFamily
    public let displaySize: CGSize
    public let isPreview: Bool
    public let environmentVariants: EnvironmentVariants

    /// The values each environment property may take where the widget appears (`colorScheme`,
    /// `displayScale`), read as `context.environmentVariants.displayScale` (nil for a property the
    /// context does not vary).
    @dynamicMemberLookup
    public struct EnvironmentVariants: @unchecked Sendable {
        private var variants: [AnyKeyPath: [Any]] = [:]

        /// Variants with only the colour scheme set (kept for code that builds a context itself).
        public init(colorScheme: [ColorScheme]? = nil) {
            if let colorScheme { variants[\EnvironmentValues.colorScheme] = colorScheme }
        }

        package init(colorScheme: [ColorScheme]?, displayScale: [CGFloat]?) {
            self.init(colorScheme: colorScheme)
            if let displayScale { variants[\EnvironmentValues.displayScale] = displayScale }
        }

        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            variants[keyPath].map { $0.compactMap { $0 as? T } }
        }

        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { self[keyPath] }
    }

    package init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool, colorScheme: ColorScheme? = nil,
                 displayScale: CGFloat? = nil) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        environmentVariants = EnvironmentVariants(colorScheme: colorScheme.map { [$0] }, displayScale: displayScale.map { [$0] })
    }
}

/// Supplies a widget's entries (completion-handler form).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Supplies the entries of a widget configured with a SiriKit intent.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Supplies the entries of a widget configured with an App Intent (async).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// Reloads and lists widgets; a preview has none running, so every call does nothing.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private init() {}

    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
    public func invalidateConfigurationRecommendations() {}
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// A widget the person has added (never any in a preview).
    public typealias WidgetInfo = WidgetPreview.WidgetInfo
}
