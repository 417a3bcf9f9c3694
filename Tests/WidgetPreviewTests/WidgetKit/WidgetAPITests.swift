import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

private struct Intent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick"
    @Parameter(title: "Name", default: "Ada") var name: String
}

private struct IntentEntry: TimelineEntry {
    let date: Date
    let name: String
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 2) }
}

private struct IntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> IntentEntry { IntentEntry(date: .now, name: "…") }
    func snapshot(for configuration: Intent, in context: Context) async -> IntentEntry { IntentEntry(date: .now, name: configuration.name) }
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<IntentEntry> {
        Timeline(entries: [IntentEntry(date: .now, name: configuration.name)], policy: .atEnd)
    }
}

private struct IntentWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "intent", intent: Intent.self, provider: IntentProvider()) { entry in
            Text(entry.name).containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Intent widget")
        .description("Shows a name.")
        .contentMarginsDisabled()
        .disfavoredLocations([.standBy], for: [.systemSmall])
        .promptsForUserConfiguration()
    }
}

private struct Bundle: WidgetBundle {
    var body: some Widget {
        IntentWidget()
        FixtureWidget()
    }
}

@Suite struct WidgetAPITests {
    @Test func configurationModifiersAreRecorded() throws {
        let configuration = try #require(ResolvedWidgetConfiguration.of(IntentWidget()))
        #expect(configuration.kind == "intent")
        #expect(configuration.displayName == "Intent widget")
        #expect(configuration.descriptionText == "Shows a name.")
        #expect(configuration.contentMarginsDisabled && configuration.promptsForUserConfiguration)
        #expect(configuration.families == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        #expect(configuration.disfavoredLocations[.standBy] == [.systemSmall])
    }

    @Test func appIntentProvidersRunAndParametersHoldTheirDefaults() async {
        var intent = Intent()
        #expect(intent.name == "Ada")
        intent.name = "Grace"
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 170, height: 170), isPreview: false)
        let entry = await IntentProvider().snapshot(for: intent, in: context)
        #expect(entry.name == "Grace" && entry.relevance?.score == 2)
        #expect(Intent.title.description == "Pick")
    }

    @Test func bundlesListTheirWidgetsInOrder() {
        let widgets = Bundle().widgets
        #expect(widgets.count == 2)
        #expect(widgets.first is IntentWidget && widgets.last is FixtureWidget)
    }

    @Test func contentMarginsDisabledLaysContentOutInTheWholeContainer() throws {
        let probe = EnvironmentProbe()
        struct Margins: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "m", provider: FixtureProvider()) { _ in
                    Color.blue.containerBackground(Color.red, for: .widget)
                }
                .contentMarginsDisabled()
            }
        }
        let image = try WidgetRenderer(family: .systemSmall, scale: 1).render(Margins(), entry: FixtureEntry(date: .now, text: ""))
        let edge = try image.bitmap.rgbaAt(4, 85)   // blue content reaches into what would be the margin
        #expect(edge.r < 20 && edge.b == 255, "\(edge)")
        _ = probe
    }
}
