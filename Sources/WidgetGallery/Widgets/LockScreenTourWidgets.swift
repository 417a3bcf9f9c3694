// The Lock Screen capability tour (scenario: ../shared/compat LockedScreenWidget.swift, seed
// "iOS ロック画面のWidget できること、できないこと"): one small widget per experiment, showing what each
// accessory family does with backgrounds, fonts, colours, buttons, lists and images. Each entry carries
// the language of its labels (the seed is Japanese).
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct LockTourEntry: TimelineEntry {
    let date: Date
    let japanese: Bool

    func label(_ english: String, _ japaneseText: String) -> String { japanese ? japaneseText : english }

    private static let now = Date(timeIntervalSince1970: 1_766_102_400)
    static let english = LockTourEntry(date: now, japanese: false)
    static let japanese = LockTourEntry(date: now, japanese: true)
}

struct LockTourProvider: TimelineProvider {
    func placeholder(in context: Context) -> LockTourEntry { .english }
    func getSnapshot(in context: Context, completion: @escaping (LockTourEntry) -> Void) { completion(.english) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LockTourEntry>) -> Void) {
        completion(Timeline(entries: [.english], policy: .atEnd))
    }
}

private let lockTourFamilies: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline]

// MARK: - Backgrounds: a coloured background fills the rectangle and circle (drawn vibrant, as grey);
// the inline family ignores it.

struct LockTourBackgroundView: View {
    @Environment(\.widgetFamily) var family
    let entry: LockTourEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            Text(entry.label("Yellow background", "黄色の背景"))
                .font(.headline)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.yellow)
        case .accessoryCircular:
            Text(entry.label("Blue", "青"))
                .font(.headline)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.blue, in: Circle())
        default:
            Text(entry.label("Red background is ignored", "赤い背景は無視される"))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.red)
        }
    }
}

struct LockTourBackgroundWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockTourBackground", provider: LockTourProvider()) { entry in
            LockTourBackgroundView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Backgrounds")
        .supportedFamilies(lockTourFamilies)
    }
}

// MARK: - Fonts and colours: sizes stay, colours become white at the colour's brightness.

struct LockTourTextView: View {
    @Environment(\.widgetFamily) var family
    let entry: LockTourEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.label("Headline", "見出し")).font(.headline).foregroundColor(.red)
                Text(entry.label("Subheadline", "小見出し")).font(.subheadline).foregroundColor(.blue)
                Text(entry.label("Body", "本文")).font(.body).foregroundColor(.yellow)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryCircular:
            Text(entry.label("A", "あ"))
                .font(.title)
                .foregroundColor(.red)
        default:
            // Only the first line of an inline widget shows, in the system font and size.
            VStack {
                Text(entry.label("Large title", "大きなタイトル")).font(.largeTitle).foregroundColor(.red)
                Text(entry.label("Subheadline", "小見出し")).font(.subheadline).foregroundColor(.blue)
            }
        }
    }
}

struct LockTourTextWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockTourText", provider: LockTourProvider()) { entry in
            LockTourTextView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Fonts and colours")
        .supportedFamilies(lockTourFamilies)
    }
}

// MARK: - Buttons: drawn as their label (a tap opens the app; iOS 17 buttons run App Intents).

struct LockTourButtonView: View {
    @Environment(\.widgetFamily) var family
    let entry: LockTourEntry

    var body: some View {
        switch family {
        case .accessoryInline:
            Button(entry.label("Button", "ボタン")) {}
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Button(action: {}) {
                    Label(entry.label("Button", "ボタン"), systemImage: "hand.point.right.fill")
                        .labelStyle(.iconOnly)
                        .font(.title2)
                }
                .buttonStyle(.plain)
            }
        default:
            ZStack {
                AccessoryWidgetBackground()
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                Button(action: {}) {
                    Label(entry.label("Button", "ボタン"), systemImage: "hand.point.right.fill")
                        .font(.headline)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct LockTourButtonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockTourButton", provider: LockTourProvider()) { entry in
            LockTourButtonView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Buttons")
        .supportedFamilies(lockTourFamilies)
    }
}

// MARK: - Lists: rows are drawn as a plain stack; what does not fit is cut.

struct LockTourListView: View {
    @Environment(\.widgetFamily) var family
    let entry: LockTourEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3) { row in
                    Text(entry.japanese ? "\(row + 1)行目" : "Row \(row + 1)")
                        .font(.headline)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryCircular:
            VStack(spacing: 0) {
                ForEach(0..<3) { row in
                    Text(entry.japanese ? "\(row + 1)行" : "\(row + 1)")
                        .font(.caption2)
                }
            }
        default:
            List(0..<3) { row in
                Text(entry.japanese ? "\(row + 1)行目" : "Row \(row + 1)")
            }
        }
    }
}

struct LockTourListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockTourList", provider: LockTourProvider()) { entry in
            LockTourListView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Lists")
        .supportedFamilies(lockTourFamilies)
    }
}

// MARK: - Images: a bundled picture turns into shades of white; symbols work in every family.

struct LockTourImageView: View {
    @Environment(\.widgetFamily) var family
    let entry: LockTourEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            HStack {
                Image("sample")
                    .resizable()
                    .scaledToFit()
                Text(entry.label("Picture", "写真"))
                    .font(.headline)
            }
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Image(systemName: "hand.thumbsup.fill")
                    .resizable()
                    .frame(width: 24, height: 24)
            }
        default:
            Label(entry.label("Thumbs up", "いいね"), systemImage: "hand.thumbsup.fill")
        }
    }
}

struct LockTourImageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockTourImage", provider: LockTourProvider()) { entry in
            LockTourImageView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Images")
        .supportedFamilies(lockTourFamilies)
    }
}
