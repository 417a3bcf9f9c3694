import Foundation
import WidgetPreview

// MARK: - Day plan (systemExtraLargePortrait, iOS 27)

/// A whole day's agenda in iOS 27's portrait extra-large widget: the date on top, then every event as a
/// card with its time span and place. It uses the height the family adds (six rows of the grid) for
/// events the medium calendar widget folds into "+1 more".
struct DayPlanView: View {
    @Environment(\.calendar) var calendar
    let entry: CalendarEntry

    private func symbol(_ symbols: [String], _ component: Calendar.Component) -> String {
        let index = calendar.component(component, from: entry.date) - 1
        return symbols.indices.contains(index) ? symbols[index] : ""
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("\(calendar.component(.day, from: entry.date))")
                    .font(.system(size: 44, weight: .bold))
                VStack(alignment: .leading, spacing: 0) {
                    Text(symbol(calendar.weekdaySymbols, .weekday))
                        .font(.headline)
                        .foregroundStyle(.red)
                        .widgetAccentable()
                    Text(symbol(calendar.monthSymbols, .month))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            Divider()
            if entry.events.isEmpty {
                Spacer()
                Label("Nothing planned today", systemImage: "calendar.badge.checkmark")
                    .font(.headline)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
                Spacer()
            } else {
                ForEach(entry.events, id: \.self) { event in
                    HStack(alignment: .top, spacing: 10) {
                        Capsule()
                            .fill(event.color)
                            .frame(width: 5)
                            .widgetAccentable()
                        VStack(alignment: .leading, spacing: 3) {
                            Text(event.title)
                                .font(.subheadline.weight(.semibold))
                                .lineLimit(2)
                            HStack(spacing: 4) {
                                Text(event.start, style: .time)
                                Text("–")
                                Text(event.end, style: .time)
                            }
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            if let location = event.location {
                                Label(location, systemImage: "mappin.and.ellipse")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                    .lineLimit(1)
                            }
                        }
                        Spacer(minLength: 0)
                    }
                    .fixedSize(horizontal: false, vertical: true)
                }
                Spacer(minLength: 0)
                Text("\(entry.events.count) events")
                    .font(.caption.weight(.medium))
                    .foregroundStyle(.secondary)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct DayPlanWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShowcaseDayPlan", provider: CalendarProvider()) { entry in
            DayPlanView(entry: entry)
        }
        .configurationDisplayName("Day Plan")
        .description("The whole day at a glance.")
        .supportedFamilies([.systemExtraLargePortrait])
    }
}
