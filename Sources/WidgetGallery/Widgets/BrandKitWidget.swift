import Foundation
import WidgetPreview

// BrandKit: a widget that takes everything from its app's resources, as real widgets do — colours from
// an asset catalog (light and dark variants, a display-P3 ink, a system-colour reference, AccentColor as
// the tint), a 1x/2x/3x badge, a 1x/2x/3x JPEG photo, a vector leaf icon and the app's font (Quicksand, an
// OFL font bundled in Fonts/, standing in for an app's own font). The catalog is Assets/BrandKit/Brand.xcassets.

private let brandNow = Date(timeIntervalSince1970: 1_766_102_400)  // 2025-12-19 00:00 UTC

struct BrandKitEntry: TimelineEntry {
    let date: Date
    let title: String
    let streak: Int
    let goal: Int

    static let full = BrandKitEntry(date: brandNow, title: "Garden journal", streak: 12, goal: 15)
    static let longTitle = BrandKitEntry(date: brandNow, title: "Community allotment watering rota and harvest log", streak: 3, goal: 30)
}

struct BrandKitProvider: TimelineProvider {
    func placeholder(in context: Context) -> BrandKitEntry { .full }
    func getSnapshot(in context: Context, completion: @escaping (BrandKitEntry) -> Void) { completion(.full) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BrandKitEntry>) -> Void) {
        completion(Timeline(entries: [.full], policy: .never))
    }
}

struct BrandKitView: View {
    let entry: BrandKitEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .top) {
                Image("Badge")
                Spacer()
                Image("Garden")
                    .clipShape(Circle())
                Image("Icons/Leaf")
                    .resizable()
                    .frame(width: 24, height: 24)
            }
            Spacer(minLength: 0)
            Text(entry.title)
                .font(.custom("Quicksand-Bold", size: 17, relativeTo: .headline))
                .foregroundStyle(Color("BrandInk"))
                .lineLimit(2)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("\(entry.streak)")
                    .font(.custom("Quicksand", fixedSize: 22))
                    .foregroundStyle(Color.accentColor)
                Text("of \(entry.goal) days")
                    .font(.custom("Quicksand-Medium", size: 12))
                    .foregroundStyle(Color("BrandMuted"))
            }
            Capsule()
                .fill(Color("BrandMuted").opacity(0.25))
                .frame(height: 6)
                .overlay(alignment: .leading) {
                    GeometryReader { geo in
                        Capsule().fill(.tint)
                            .frame(width: geo.size.width * Double(entry.streak) / Double(max(entry.goal, 1)))
                    }
                }
        }
        .containerBackground(Color("BrandBackground"), for: .widget)
    }
}

struct BrandKitWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BrandKit", provider: BrandKitProvider()) { entry in
            BrandKitView(entry: entry)
        }
        .configurationDisplayName("Brand kit")
        .description("Colours, images and a font from the app's asset catalog.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
