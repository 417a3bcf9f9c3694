// A configurable widget, a control and a bundle in the style of shipping widget extensions, imports changed
// only: issue 13 §3 group 4 (App Intents that configurable widgets declare, iOS 18 controls, iOS 26 API).
import Foundation
import WidgetPreview

enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: DisplayRepresentation(title: "Fahrenheit", subtitle: "°F", image: .init(systemName: "thermometer")),
    ]
}

struct CityEntity: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "City")
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static let defaultQuery = CityQuery()
    static let all = [CityEntity(id: "par", name: "Paris"), CityEntity(id: "tyo", name: "Tokyo")]
}

struct CityQuery: EntityStringQuery, EnumerableEntityQuery {
    func entities(matching string: String) async throws -> [CityEntity] { CityEntity.all.filter { $0.name.contains(string) } }
    func allEntities() async throws -> [CityEntity] { CityEntity.all }
    func defaultResult() async -> CityEntity? { CityEntity.all.first }
}

struct RefreshRatesProvider: DynamicOptionsProvider {
    func results() async throws -> [Int] { [15, 30, 60] }
}

struct WeatherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    static let description = IntentDescription("Shows the weather in a city.")

    @Parameter(title: "City") var city: CityEntity?
    @Parameter(title: "Unit", default: .celsius) var unit: TemperatureUnit
    @Parameter(title: "Refresh", default: 30, optionsProvider: RefreshRatesProvider()) var refresh: Int
    @Parameter(title: "Days", default: 12, inclusiveRange: (1, 7)) var days: Int
    @Parameter(title: "Note", requestValueDialog: "What should the widget say?") var note: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city) in \(\.$unit)")
    }
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let intent: WeatherIntent
}

struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: RenderContext.defaultNow, intent: WeatherIntent()) }
    func snapshot(for configuration: WeatherIntent, in context: Context) async -> WeatherEntry {
        WeatherEntry(date: RenderContext.defaultNow, intent: configuration)
    }
    func timeline(for configuration: WeatherIntent, in context: Context) async -> Timeline<WeatherEntry> {
        Timeline(entries: [WeatherEntry(date: RenderContext.defaultNow, intent: configuration)], policy: .atEnd)
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Weather", intent: WeatherIntent.self, provider: WeatherProvider()) { entry in
            VStack {
                Text(entry.intent.city?.name ?? "Pick a city")
                Text(entry.intent.unit == .celsius ? "21°" : "70°")
                    .padding(8)
                    .glassEffect(.regular.tint(.blue), in: RoundedRectangle(cornerRadius: 12))
            }
            .containerBackground(.blue.gradient, for: .widget)
        }
        .pushHandler(WeatherPushHandler.self)
    }
}

struct WeatherPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
}

struct ToggleHeaterIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Heater"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct HeaterValueProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { false }
}

struct HeaterControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Heater", provider: HeaterValueProvider()) { isOn in
            ControlWidgetToggle("Heater", isOn: isOn, action: ToggleHeaterIntent()) { on in
                Label(on ? "On" : "Off", systemImage: "flame")
            }
        }
        .displayName("Heater")
        .description("Turns the heater on and off.")
    }
}

struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    func perform() async throws -> some IntentResult { .result() }
}

struct RefreshControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Refresh") {
            ControlWidgetButton(action: RefreshIntent()) {
                Label("Refresh", systemImage: "arrow.clockwise")
                    .controlWidgetActionHint("Refreshes")
            }
        }
    }
}

struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        HeaterControl()
        RefreshControl()
    }
}

struct HeaterLevelIntent: AppIntent {
    static let title: LocalizedStringResource = "Heater level"
    func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog { .result(value: 3, dialog: "Level 3") }
}

struct OpenWeatherIntent: AppIntent {
    static let title: LocalizedStringResource = "Open weather"
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: RefreshIntent()) }
}

extension WeatherProvider {
    func recommendations() -> [AppIntentRecommendation<WeatherIntent>] {
        [AppIntentRecommendation(intent: WeatherIntent(), description: "Paris")]
    }
}
