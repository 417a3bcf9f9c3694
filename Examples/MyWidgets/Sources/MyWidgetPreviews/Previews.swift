import Foundation
import MyWidgets
import WidgetPreview

// The previews of MyWidgets, written as in Xcode: `swift run my-widgets-preview gallery` renders every
// #Preview of the modules it links into Snapshots/ (entries are named entry-1, entry-2, … in order).

#Preview("Up next", as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry.soon
    CountdownEntry.longTitle
}

#Preview("Lock Screen", as: .accessoryRectangular) {
    CountdownWidget()
} timeline: {
    CountdownEntry.soon
    CountdownEntry.longTitle
}

#Preview("Inline", as: .accessoryInline) {
    CountdownWidget()
} timeline: {
    CountdownEntry.soon
}

/// Sample entries, shared by the previews and the tests (computed: a public struct is not `Sendable`).
extension CountdownEntry {
    public static var soon: CountdownEntry { startingIn(minutes: 30, title: "Design review") }
    public static var longTitle: CountdownEntry {
        startingIn(minutes: 120, title: "Quarterly planning with the whole product team")
    }

    public static func startingIn(minutes: Int, title: String = "Stand-up") -> CountdownEntry {
        let now = RenderContext.defaultNow
        return CountdownEntry(date: now, title: title, start: now.addingTimeInterval(Double(minutes) * 60))
    }
}
