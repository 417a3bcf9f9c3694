import Testing
import Foundation
import Graphics
@testable import WidgetPreview

/// Runs the generated intent code (`Generated/WeatherIntents.swift`) inside a widget written as an app
/// writes it: the intent, its enum and object type behave as Xcode's do, the provider gets the intent a
/// preview sets, and the widget draws what the parameters say.
@Suite("SiriKit intent widgets run the generated code")
struct IntentWidgetRenderingTests {
    @Test func freshIntentHasNoValues() {
        let intent = ConfigurationIntent()
        #expect(intent.city == nil)
        #expect(intent.units == .unknown)
        #expect(intent.showForecast == nil)
        #expect(intent.forecastDays == nil)
        #expect(intent.favoriteCities == nil)
        #expect(intent.greeting == nil)
    }

    @Test func enumsHaveXcodesRawValues() {
        #expect(Units.allRawValues == [0, 1, 2])
        #expect(ConfigurationIntentResponseCode.unspecified.rawValue == 0)
        #expect(ConfigurationIntentResponseCode.success.rawValue == 4)
        #expect(ConfigurationIntentResponseCode.failureRequiringAppLaunch.rawValue == 6)
        #expect(ConfigurationIntentResponseCode.failureNoCity.rawValue == 100)
        #expect(TravelMode(rawValue: 0) == nil)
        #expect(ShowTripIntent().mode == .train)
        #expect(ShowTripIntent().default == nil)
        #expect(Stop(identifier: "a", display: "A").mode == .train)
    }

    @Test func objectTypeKeepsWhatItWasMadeWith() {
        let city = City(identifier: "tokyo", display: "Tokyo", pronunciationHint: "toh-kyoh", subtitle: "Japan",
                        image: INImage(named: "tokyo"))
        city.timeZoneIdentifier = "Asia/Tokyo"
        city.population = 14_000_000
        #expect(city.identifier == "tokyo")
        #expect(city.displayString == "Tokyo")
        #expect(city.pronunciationHint == "toh-kyoh")
        #expect(city.subtitleString == "Japan")
        #expect(city.displayImage?.imageName == "tokyo")
        #expect(city.timeZoneIdentifier == "Asia/Tokyo")
        #expect(city.population?.intValue == 14_000_000)
        #expect(city == City(identifier: "tokyo", display: "Tokyo"))
        #expect(city != City(identifier: "paris", display: "Tokyo"))
    }

    @Test func responseCarriesItsCode() {
        let activity = NSUserActivity(activityType: "ConfigurationIntent")
        let response = ConfigurationIntentResponse(code: .failureNoCity, userActivity: activity)
        response.temperature = 21.5
        #expect(response.code == .failureNoCity)
        #expect(response.userActivity === activity)
        #expect(response.temperature?.doubleValue == 21.5)
        #expect(ConfigurationIntentResponse().code == .unspecified)
    }

    /// The entries the widget's own provider makes for an intent (its completion runs synchronously).
    func entries(for intent: ConfigurationIntent, renderer: WidgetRenderer) throws -> [WeatherEntry] {
        var timeline: Timeline<WeatherEntry>?
        WeatherProvider().getTimeline(for: intent, in: try renderer.providerContext(isPreview: true)) { timeline = $0 }
        return try #require(timeline).entries
    }

    @Test func rendersTheParametersThePreviewSets() throws {
        let renderer = WidgetRenderer(family: .systemSmall)
        let paris = try #require(try entries(for: .paris, renderer: renderer).first)
        let tokyo = try #require(try entries(for: .tokyo, renderer: renderer).first)
        #expect(paris.configuration.city?.displayString == "Paris")
        let parisPicture = try renderer.render(WeatherWidget(), entry: paris)
        let tokyoPicture = try renderer.render(WeatherWidget(), entry: tokyo)
        let parisText = drawnText(parisPicture)
        let tokyoText = drawnText(tokyoPicture)
        #expect(parisText.joined(separator: "|") == "Paris|22°C")
        #expect(tokyoText.joined(separator: "|") == "Tokyo|72°F|5|-day forecast")
        #expect(try parisPicture.bitmap != tokyoPicture.bitmap)
        #expect(parisPicture.warnings.isEmpty && tokyoPicture.warnings.isEmpty)
    }

    @Test func placeholderUsesAnEmptyIntent() throws {
        let renderer = WidgetRenderer(family: .systemMedium)
        let entry = WeatherProvider().placeholder(in: try renderer.providerContext(isPreview: true))
        #expect(entry.configuration.city == nil && entry.configuration.units == .unknown)
        let placeholder = try renderer.renderPlaceholder(WeatherWidget())
        let unredacted = try renderer.render(WeatherWidget(), entry: entry)
        #expect(drawnText(placeholder) == [], "a placeholder is drawn redacted")
        #expect(drawnText(unredacted) == ["Choose a city", "22°C"])
    }

    @Test func previewWithIntentEntriesDrawsEachEntry() throws {
        let preview = Preview("Weather", as: .systemSmall, widget: { WeatherWidget() }, timeline: {
            WeatherEntry(date: .now, configuration: .paris)
            WeatherEntry(date: .now, configuration: .tokyo)
        })
        let renderer = WidgetRenderer(family: .systemSmall)
        let drawn = try preview.entries.map { drawnText(try preview.draw(renderer, $0)) }
        #expect(drawn == [["Paris", "22°C"], ["Tokyo", "72°F", "5", "-day forecast"]])
    }

    /// The text of every glyph run, in drawing order (an interpolated `Text` draws one run per segment).
    func drawnText(_ picture: RenderedWidget) -> [String] {
        picture.displayList.dump().split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("text \""), let end = trimmed.dropFirst(6).firstIndex(of: "\"") else { return nil }
            return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 6)..<end])
        }
    }
}

extension Units {
    static var allRawValues: [Int] { [Units.unknown, .celsius, .fahrenheit].map(\.rawValue) }
}
