// Emoji Rangers in new places (scenario: ../shared/compat EmojiRangersWidget.swift, seed WWDC23 "Bring
// widgets to new places"): a removable container background, a layout that changes when the place
// removes it, a backdrop dropped in vibrant rendering, content margins read from the environment, and a
// photo widget whose background may not be removed.
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct EmojiRanger: Hashable {
    let name: String
    let avatar: String
    let level: Int
    let exp: Int
    let fullHealthDate: Date
    var url: URL? { URL(string: "game:///\(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")") }

    static let spouty = EmojiRanger(name: "Spouty", avatar: "🐳", level: 50, exp: 25_000,
                                    fullHealthDate: Date(timeIntervalSince1970: 1_766_106_000))
    static let reginald = EmojiRanger(name: "Sir Reginald Fluffington the Third", avatar: "🦄", level: 99, exp: 1_250_000,
                                      fullHealthDate: Date(timeIntervalSince1970: 1_766_113_200))
    static let samurai = EmojiRanger(name: "ふわふわ侍", avatar: "🐱", level: 7, exp: 820,
                                     fullHealthDate: Date(timeIntervalSince1970: 1_766_103_000))
}

extension Color {
    static let gameBackground = Color(red: 0.42, green: 0.18, blue: 0.62)
    static let lightBlue = Color(red: 0.55, green: 0.80, blue: 1.0)
}

struct RangerEntry: TimelineEntry {
    let date: Date
    let hero: EmojiRanger

    private static let now = Date(timeIntervalSince1970: 1_766_102_400)
    static let full = RangerEntry(date: now, hero: .spouty)
    static let longName = RangerEntry(date: now, hero: .reginald)
    static let japanese = RangerEntry(date: now, hero: .samurai)
}

struct RangerProvider: TimelineProvider {
    func placeholder(in context: Context) -> RangerEntry { .full }
    func getSnapshot(in context: Context, completion: @escaping (RangerEntry) -> Void) { completion(.full) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RangerEntry>) -> Void) {
        completion(Timeline(entries: [.full], policy: .atEnd))
    }
}

/// The hero's emoji on a soft disc; the disc is a backdrop, dropped where the widget is drawn vibrant.
struct RangerAvatar: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let hero: EmojiRanger
    var includeBackground: Bool = true
    var size: CGFloat = 64

    var body: some View {
        ZStack {
            if includeBackground && renderingMode != .vibrant {
                Circle()
                    .fill(Color.white.opacity(0.35))
            }
            Text(hero.avatar)
                .font(.system(size: size * 0.68))
        }
        .frame(width: size, height: size)
    }
}

/// With its background the widget is a card with details; without (StandBy, tinted) the name grows and
/// the details fold into one line, as the WWDC23 session shows.
struct RangerAvatarView: View {
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    let hero: EmojiRanger

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            RangerAvatar(hero: hero, size: showsBackground ? 56 : 64)
            Text(hero.name)
                .font(showsBackground ? .headline : .title2)
                .bold()
                .lineLimit(showsBackground ? 2 : 1)
                .minimumScaleFactor(0.8)
            if showsBackground {
                Text("Level \(hero.level)")
                    .font(.caption)
                Text("\(hero.exp) XP")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            } else {
                Text("Level \(hero.level) · \(hero.exp) XP")
                    .font(.caption)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct RangerWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: RangerEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            HStack(alignment: .center, spacing: 0) {
                VStack(alignment: .leading) {
                    Text(entry.hero.name)
                        .font(.headline)
                        .lineLimit(1)
                        .widgetAccentable()
                    Text("Level \(entry.hero.level)")
                    Text(entry.hero.fullHealthDate, style: .timer)
                        .monospacedDigit()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                RangerAvatar(hero: entry.hero, includeBackground: false, size: 40)
            }
            .containerBackground(for: .widget) {
                Color.gameBackground
            }
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Text(entry.hero.avatar)
                    .font(.system(size: 36))
            }
            .containerBackground(for: .widget) { Color.clear }
        default:
            RangerAvatarView(hero: entry.hero)
                .foregroundStyle(.white)
                .widgetURL(entry.hero.url)
                .containerBackground(for: .widget) {
                    Color.gameBackground
                }
        }
    }
}

struct EmojiRangerWidget: Widget {
    let kind: String = "EmojiRangerWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: RangerProvider()) { entry in
            RangerWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Ranger Detail")
        .description("See your favourite ranger.")
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryCircular])
    }
}

// MARK: - Content margins

/// Draws edge to edge (margins disabled) and pads the inner card by the place's own margins, read from
/// `widgetContentMargins`: the card moves with the place (16 pt Home Screen, smaller in StandBy). The blue
/// is the container background (removed where the place removes backgrounds); where the widget is drawn
/// tinted or vibrant, the card turns into a translucent plate so the white text stays readable.
struct RangerMarginsView: View {
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.widgetRenderingMode) var renderingMode
    let entry: RangerEntry

    private var isFullColor: Bool { renderingMode == .fullColor }

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(isFullColor ? AnyShapeStyle(Color.lightBlue) : AnyShapeStyle(Color.white.opacity(0.2)))
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.hero.avatar)
                    .font(.system(size: 28))
                Text(entry.hero.name)
                    .font(.headline)
                    .lineLimit(1)
                    .widgetAccentable()
                Text("Inside the content margins")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .foregroundStyle(isFullColor ? Color.black : Color.white)
            .padding(8)
        }
        .padding(margins)
        .containerBackground(for: .widget) { Color.blue }
    }
}

struct RangerMarginsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RangerMargins", provider: RangerProvider()) { entry in
            RangerMarginsView(entry: entry)
        }
        .configurationDisplayName("Ranger Margins")
        .description("A card inside the system's content margins.")
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

// MARK: - A photo that stays

/// A full-bleed photo: its background may not be removed, so WidgetKit does not offer it where
/// backgrounds go (StandBy); the name sits on a dark scrim at the bottom. Tinted, the photo is drawn as
/// the tint's shades (`accentedDesaturated`) and the scrim is left out (it would turn into a white haze).
struct RangerPhotoView: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let entry: RangerEntry

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            if renderingMode == .fullColor {
                LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
            }
            HStack(spacing: 6) {
                Text(entry.hero.avatar)
                Text(entry.hero.name)
                    .lineLimit(1)
            }
            .font(.headline)
            .foregroundStyle(.white)
            .padding()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .containerBackground(for: .widget) {
            GeometryReader { geo in
                Image("meadow")
                    .resizable()
                    .widgetAccentedRenderingMode(.accentedDesaturated)
                    .scaledToFill()
                    .frame(width: geo.size.width, height: geo.size.height)
                    .clipped()
            }
        }
    }
}

struct RangerPhotoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RangerPhoto", provider: RangerProvider()) { entry in
            RangerPhotoView(entry: entry)
        }
        .configurationDisplayName("Ranger Photo")
        .description("Your ranger's favourite place.")
        .containerBackgroundRemovable(false)
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
