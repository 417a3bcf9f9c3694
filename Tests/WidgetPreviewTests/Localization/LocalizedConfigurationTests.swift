import Foundation
import Testing
@testable import WidgetPreview

private struct CupsEntry: TimelineEntry { let date: Date }

private struct CupsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: CupsProvider()) { _ in
            Text("Steps").containerBackground(.white, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Daily steps.")
    }
}

private struct CupsProvider: TimelineProvider {
    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (CupsEntry) -> Void) { completion(CupsEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CupsEntry>) -> Void) {
        completion(Timeline(entries: [CupsEntry(date: .now)], policy: .never))
    }
}

/// `configurationDisplayName` and `description` keys are looked up in the render's locale, as the widget
/// gallery shows them in the device's language; the rendered picture's title is the localized name.
@Suite("localized widget display name and description")
struct LocalizedConfigurationTests {
    @Test("the display name and description in ja; the key as written without a catalog")
    func localized() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "Steps":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"歩数"}}}},
          "Daily steps.":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"毎日の歩数。"}}}}}}
        """#.utf8).write(to: dir.appendingPathComponent("Localizable.xcstrings"))
        var context = RenderContext.homeScreen
        context.locale = Locale(identifier: "ja")
        context.localizations = [dir]
        let rendered = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(CupsWidget(), entry: CupsEntry(date: .now))
        #expect(rendered.svg().contains("-title\">歩数</title>"), "\(rendered.svg().prefix(400))")

        let configuration = try #require(ResolvedWidgetConfiguration.of(CupsWidget()))
        #expect(configuration.displayName == "Steps")
        #expect(configuration.descriptionText == "Daily steps.")
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "ja")
        env.localizationSources = [dir]
        env.localizationCatalog = LocalizationStore.shared.catalog(for: [dir])
        #expect(configuration.displayName(in: env) == "歩数")
        #expect(configuration.descriptionText(in: env) == "毎日の歩数。")

        let english = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(CupsWidget(), entry: CupsEntry(date: .now))
        #expect(english.svg().contains("-title\">Steps</title>"))
    }
}
