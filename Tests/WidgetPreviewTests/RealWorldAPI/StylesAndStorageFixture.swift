// A widget file in the style of shipping interactive widgets, imports changed only: issue 13 §3 group 3
// (@AppStorage, button styles and shapes, custom control styles, date progress, rich text).
import Foundation
import WidgetPreview

enum TimerTheme: String {
    case ocean, forest
}

struct GlassGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.value).stroke(Color.orange, lineWidth: 6)
            configuration.currentValueLabel
        }
        .frame(width: 50, height: 50)
    }
}

struct BadgeLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title.font(.caption2)
        }
    }
}

struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            configuration.label
        }
    }
}

struct ThickProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
            bar(configuration)
        }
    }

    private func bar(_ configuration: Configuration) -> some View {
        Capsule().fill(Color.gray.opacity(0.2))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(Color.green).frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: 10)
    }
}

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(6)
            .background(RoundedRectangle(cornerRadius: 6).fill(configuration.isPressed ? Color.gray : Color.purple))
    }
}

struct TimerEntry: TimelineEntry {
    let date: Date
    let end: Date
}

struct TimerWidgetView: View {
    var entry: TimerEntry
    @AppStorage("theme", store: UserDefaults(suiteName: "group.widgetpreview.tests")) var theme: TimerTheme = .ocean
    @AppStorage("showSeconds", store: UserDefaults(suiteName: "group.widgetpreview.tests")) var showSeconds = false
    @AppStorage("label", store: UserDefaults(suiteName: "group.widgetpreview.tests")) var label: String?

    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "HH:mm"
        return f
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Ends \(entry.end, formatter: Self.formatter)")
            ProgressView(timerInterval: entry.date...entry.end, countsDown: true) {
                Text(label ?? "Timer")
            } currentValueLabel: {
                Text(entry.end, style: .timer)
            }
            .progressViewStyle(ThickProgressStyle())
            HStack {
                Button("Pause") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                Button("Reset", role: .destructive) {}.buttonStyle(.bordered)
                Button("More") {}.buttonStyle(PressableStyle())
            }
            Toggle("Seconds", isOn: .constant(showSeconds)).toggleStyle(CheckToggleStyle())
            Label("Focus", systemImage: "timer").labelStyle(BadgeLabelStyle())
            Gauge(value: 0.4) { Text("Load") } currentValueLabel: { Text("40") }.gaugeStyle(GlassGaugeStyle())
        }
        .tint(theme == .ocean ? .blue : .green)
        .containerBackground(.background, for: .widget)
    }
}
