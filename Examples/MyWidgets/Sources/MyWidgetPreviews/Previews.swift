import Foundation
import MyWidgets
import WidgetPreview

/// Every preview of MyWidgets: `swift run my-widgets-preview gallery` renders them into Snapshots/.
/// (A computed property: previews hold closures, which a Swift 6 global `let` cannot.)
public var myPreviews: [Preview] {
    [
        Preview("Up next", widget: { CountdownWidget() }, timeline: {
            PreviewEntry("soon", CountdownEntry.soon)
            PreviewEntry("long title", CountdownEntry.longTitle)
        }),
    ]
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
