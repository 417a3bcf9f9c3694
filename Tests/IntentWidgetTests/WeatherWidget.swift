import WidgetPreview

// A SiriKit-configured widget as Xcode's widget template writes it (the imports of WidgetKit, SwiftUI and
// Intents swapped for WidgetPreview), built on `Generated/WeatherIntents.swift`: the classes
// `widget-preview intents Fixtures/Weather.intentdefinition` writes.

struct WeatherEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct WeatherProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), configuration: ConfigurationIntent())
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(WeatherEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entry = WeatherEntry(date: Date(), configuration: configuration)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct WeatherWidgetEntryView: View {
    var entry: WeatherProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.configuration.city?.displayString ?? "Choose a city")
                .font(.headline)
            Text(entry.configuration.units == .fahrenheit ? "72°F" : "22°C")
                .font(.title)
            if entry.configuration.showForecast?.boolValue == true {
                Text("\(entry.configuration.forecastDays?.intValue ?? 3)-day forecast")
                    .font(.caption)
            }
        }
        .containerBackground(for: .widget) { Color.blue.opacity(0.2) }
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: WeatherProvider()) { entry in
            WeatherWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("The weather in a city you choose.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The configurations the previews set, as an app's preview code does.
extension ConfigurationIntent {
    static var paris: ConfigurationIntent {
        let intent = ConfigurationIntent()
        intent.city = City(identifier: "paris", display: "Paris")
        intent.units = .celsius
        return intent
    }

    static var tokyo: ConfigurationIntent {
        let intent = ConfigurationIntent()
        intent.city = City(identifier: "tokyo", display: "Tokyo", subtitle: "Japan", image: nil)
        intent.units = .fahrenheit
        intent.showForecast = true
        intent.forecastDays = 5
        return intent
    }
}
