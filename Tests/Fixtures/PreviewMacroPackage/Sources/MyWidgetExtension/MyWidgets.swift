#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif

enum Flags {
    static let showsRing = false
}

@main
struct MyWidgets: WidgetBundle {
    var body: some Widget {
        CountWidget()
        if #available(iOS 17.0, *) {
            MoodWidget()
        }
        if Flags.showsRing {
            RingWidget()
        } else {
            NoteWidget()
        }
    }
}
