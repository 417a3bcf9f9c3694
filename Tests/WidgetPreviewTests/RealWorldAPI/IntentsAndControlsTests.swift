import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

@Suite("Issue 13 group 4: App Intents for configurable widgets, iOS 18 controls, iOS 26 glass and push API")
struct IntentsAndControlsTests {
    @Test("AppEnum cases carry their display representations; a string literal is a title")
    func appEnum() {
        #expect(TemperatureUnit.caseDisplayRepresentations[.fahrenheit]?.subtitle?.defaultValue == "°F")
        #expect(TemperatureUnit.celsius.localizedStringResource.defaultValue == "Celsius")
        #expect(TemperatureUnit.typeDisplayRepresentation.name.defaultValue == "Unit")
        #expect(TemperatureUnit.allCases == [.celsius, .fahrenheit])
    }

    @Test("entity queries answer as written: by identifier through allEntities, by text, the default result")
    func entityQueries() async throws {
        let query = CityEntity.defaultQuery
        #expect(try await query.entities(for: ["tyo"]).map(\.name) == ["Tokyo"])
        #expect(try await query.entities(matching: "Par").map(\.id) == ["par"])
        #expect(try await query.suggestedEntities().count == 2)
        #expect(await query.defaultResult()?.id == "par")
        #expect(CityEntity.all[1].localizedStringResource.defaultValue == "Tokyo")
        #expect(try await RefreshRatesProvider().results() == [15, 30, 60])
    }

    @Test("parameters hold their defaults (clamped into inclusiveRange), optional ones nil, required ones their zero")
    func parameters() {
        let intent = WeatherIntent()
        #expect(intent.city == nil && intent.unit == .celsius && intent.refresh == 30 && intent.note == nil)
        #expect(intent.days == 7)
        #expect(ToggleHeaterIntent().value == false)
        #expect(WeatherIntent().$unit.title.defaultValue == "Unit")
    }

    @Test("the configurable widget renders with its intent's values; glass draws a translucent fill under the label")
    func configurableWidgetRenders() throws {
        let intent = WeatherIntent()
        intent.city = CityEntity.all[1]
        intent.unit = .fahrenheit
        let image = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1)
            .render(WeatherWidget(), entry: WeatherEntry(date: RenderContext.defaultNow, intent: intent))
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let texts = image.displayList.items.compactMap { if case .glyphRun(let r) = $0 { return r.text } else { return nil } }
        #expect(texts == ["Tokyo", "70°"])
        // Glass: white at 25 %, then the tint (blue) at 35 %, in the rounded rectangle.
        let white = RGBAColor(r8: 255, g8: 255, b8: 255).multiplyingAlpha(0.25)
        let blue = Color.blue.resolve(in: EnvironmentValues()).multiplyingAlpha(0.35)
        let paints = image.displayList.items.compactMap { if case .fill(_, .solid(let c), _) = $0 { return c } else { return nil } }
        #expect(paints.contains(white) && paints.contains(blue))
    }

    @Test("controls compile with WidgetKit's signatures; a bundle that lists them still lists its widgets")
    func controlsInABundle() {
        // The bundle flattens what it lists: the two controls stand for no widget (controls are not drawn
        // yet), so the widget is all that is left, and it is drawable.
        let widgets = WeatherBundle().widgets
        #expect(widgets.count == 1)
        #expect(widgets.filter { ResolvedWidgetConfiguration.of($0) != nil }.count == 1)
        #expect(ControlWidgetInBundle<RefreshControl>().widgets.isEmpty)
        #expect(StaticControlConfiguration(kind: "x") { ControlWidgetButton(action: RefreshIntent()) { Text("Go") } }.kind == "x")
    }

    @Test("pushHandler keeps the configuration; WidgetCenter.WidgetInfo is WidgetInfo")
    func pushHandler() throws {
        let resolved = try #require(ResolvedWidgetConfiguration.of(WeatherWidget()))
        #expect(resolved.kind == "Weather")
        let info: WidgetCenter.WidgetInfo = WidgetInfo(kind: "Weather", family: .systemSmall)
        #expect(info.widgetConfigurationIntent(of: WeatherIntent.self) == nil)
    }
}

@Suite("App Intents results and recommendations")
struct IntentResultsTests {
    @Test("perform() results type-check as declared and carry their value; recommendations keep their intent")
    func results() async throws {
        let level = try await HeaterLevelIntent().perform()
        #expect((level as? ValueIntentResult<Int>)?.value == 3)
        _ = try await OpenWeatherIntent().perform()
        let recommended = WeatherProvider().recommendations()
        #expect(recommended.map(\.description.defaultValue) == ["Paris"])
    }
}
