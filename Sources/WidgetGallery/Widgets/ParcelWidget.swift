// Parcel: a delivery on its way, written as an iOS developer writes it (leading/trailing, Spacer, a
// forward chevron and arrow, a ProgressView), with its words in a String Catalog table
// (Localization/Parcel.xcstrings) in English, Hebrew and Arabic. In Hebrew and Arabic the widget is laid
// out right to left as iOS lays it out: the icon and title on the right, the chevron and the arrow
// pointing left, the bar filling from the right, while the order number, the store's Latin name, the
// route's airport codes and the numbers keep their own order inside the right-to-left text.
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct ParcelEntry: TimelineEntry {
    let date: Date
    let orderNumber: String
    let store: String
    let stopsLeft: Int
    /// How much of the route is behind the parcel, 0…1.
    let progress: Double
    let arrival: Date
    let from: String
    let to: String

    private static let morning = Date(timeIntervalSince1970: 1_766_134_800)   // 2025-12-19 09:00 UTC
    static let onTheWay = ParcelEntry(date: morning, orderNumber: "A-4512", store: "Apple Store", stopsLeft: 3, progress: 0.6,
                                      arrival: morning.addingTimeInterval(5.5 * 3600), from: "TLV", to: "HFA")
    /// The edge state: the last stop (the singular form) and a long Latin store name that wraps.
    static let lastStop = ParcelEntry(date: morning, orderNumber: "B-77", store: "IKEA Rishon LeZion Home Delivery",
                                      stopsLeft: 1, progress: 0.92, arrival: morning.addingTimeInterval(40 * 60),
                                      from: "DXB", to: "AUH")
}

struct ParcelProvider: TimelineProvider {
    func placeholder(in context: Context) -> ParcelEntry { .onTheWay }
    func getSnapshot(in context: Context, completion: @escaping (ParcelEntry) -> Void) { completion(.onTheWay) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ParcelEntry>) -> Void) {
        completion(Timeline(entries: [.onTheWay], policy: .never))
    }
}

struct ParcelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Parcel", provider: ParcelProvider()) { entry in
            ParcelView(entry: entry)
        }
        .configurationDisplayName("Parcel")
        .description("Where your delivery is.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ParcelView: View {
    @Environment(\.widgetFamily) var family
    var entry: ParcelEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Image(systemName: "shippingbox.fill").foregroundStyle(.orange)
                Text("Parcel", tableName: "Parcel").font(.headline)
                Spacer(minLength: 0)
                Image(systemName: "chevron.forward").font(.footnote.bold()).foregroundStyle(.secondary)
            }
            Text("Order \(entry.orderNumber) from \(entry.store)", tableName: "Parcel")
                .font(.subheadline)
                .lineLimit(2)
            if family == .systemMedium {
                HStack(spacing: 4) {
                    Text(entry.from)
                    Image(systemName: "arrow.forward")
                    Text(entry.to)
                }
                .font(.caption.bold())
                .foregroundStyle(.orange)
            }
            Spacer(minLength: 0)
            ProgressView(value: entry.progress).tint(.orange)
            HStack {
                Text("\(entry.stopsLeft) stops left", tableName: "Parcel")
                Spacer(minLength: 4)
                Text(entry.arrival, style: .time).bold()
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .containerBackground(for: .widget) { Color.orange.opacity(0.1) }
    }
}
