import Foundation
import MyWidgets
import WidgetPreview

/// Every preview of MyWidgets: `swift run my-widgets-preview gallery` renders them into Snapshots/.
/// (A computed property: previews hold closures, which a Swift 6 global `let` cannot.)
public var myPreviews: [Preview] {
    let now = RenderContext.defaultNow
    return [
        Preview("Up next", widget: { CountdownWidget() }, timeline: {
            PreviewEntry("soon", CountdownEntry(date: now, title: "Design review", start: now.addingTimeInterval(1800)))
            PreviewEntry("long title", CountdownEntry(date: now, title: "Quarterly planning with the whole product team",
                                                      start: now.addingTimeInterval(7200)))
        }),
    ]
}
