// Forecast: a city's weather now and a sentence about the afternoon, every word from a String Catalog
// (Localization/Forecast.xcstrings) in English, Hindi, Thai and Japanese. Hindi shows conjuncts, half and
// below-base forms, reph and nukta letters; Thai has no spaces, so its sentence wraps between clusters;
// Japanese shows three weights (the city semibold, the sky bold, the sentence regular).
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct ForecastEntry: TimelineEntry {
    let date: Date
    let temperature: Int
    let high: Int
    let low: Int
    let humidity: Int

    static let monsoon = ForecastEntry(date: Date(timeIntervalSince1970: 1_766_102_400), temperature: 29, high: 32, low: 24, humidity: 78)
    /// The edge state: three-digit humidity and below-zero lows, the widest numbers each script draws.
    static let coldSnap = ForecastEntry(date: Date(timeIntervalSince1970: 1_766_102_400), temperature: -12, high: -4, low: -19, humidity: 100)
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { .monsoon }
    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) { completion(.monsoon) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [.monsoon], policy: .never))
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .description("The weather now and later today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ForecastView: View {
    @Environment(\.widgetFamily) var family
    var entry: ForecastEntry

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Mumbai", tableName: "Forecast").font(.headline)
                Text("\(entry.temperature)°", tableName: "Forecast")
                    .font(.system(size: 40, weight: .bold))
                Spacer(minLength: 0)
                Image(systemName: "cloud.sun.fill").foregroundStyle(.yellow)
                Text("Partly Cloudy", tableName: "Forecast").font(.subheadline.bold())
                Text("H:\(entry.high)° L:\(entry.low)°", tableName: "Forecast").font(.caption)
                    .foregroundStyle(.white.opacity(0.8))
            }
            if family == .systemMedium {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Later today", tableName: "Forecast").font(.caption.weight(.semibold))
                        .foregroundStyle(.white.opacity(0.8))
                    Text("Heavy rain likely this afternoon and evening.", tableName: "Forecast")
                        .font(.callout)
                    Spacer(minLength: 0)
                    HStack(spacing: 4) {
                        Image(systemName: "humidity.fill")
                        Text("Humidity \(entry.humidity)%", tableName: "Forecast")
                    }
                    .font(.caption)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.2, green: 0.45, blue: 0.8), Color(red: 0.1, green: 0.25, blue: 0.55)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}
