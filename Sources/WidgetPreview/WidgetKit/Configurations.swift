import Foundation

/// A widget with no configuration people can edit.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let resolved: ResolvedWidgetConfiguration
    public var body: Never { primitiveBody(Self.self) }

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        resolved = ResolvedWidgetConfiguration(kind: kind, entry: Provider.Entry.self,
                                               placeholder: { provider.placeholder(in: $0) }, content: content)
    }
}

/// A widget people configure with a SiriKit intent (`INIntent` subclass).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let resolved: ResolvedWidgetConfiguration
    public var body: Never { primitiveBody(Self.self) }

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        resolved = ResolvedWidgetConfiguration(kind: kind, entry: Provider.Entry.self,
                                               placeholder: { provider.placeholder(in: $0) }, content: content)
    }
}

/// A widget people configure with an App Intent.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let resolved: ResolvedWidgetConfiguration
    public var body: Never { primitiveBody(Self.self) }

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        resolved = ResolvedWidgetConfiguration(kind: kind, entry: Provider.Entry.self,
                                               placeholder: { provider.placeholder(in: $0) }, content: content)
    }
}
