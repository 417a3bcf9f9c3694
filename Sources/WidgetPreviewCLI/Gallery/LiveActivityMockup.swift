import Foundation
import Graphics
import WidgetPreview

/// A Live Activity's mock-up: the top of an iPhone with the island compact, then expanded, then the Lock
/// Screen with the activity's platter, one above the other on the device's width, each under a caption.
/// The pictures are the gallery's own images of the preview's first entry, so the mock-up shows exactly
/// what the goldens hold.
enum LiveActivityMockup {
    static let stem = "live-activity@2x"
    /// The presentations shown, top to bottom, with their captions.
    static let rows: [(LiveActivityPresentation, String)] = [
        (.compact, "Dynamic Island · compact"), (.expanded, "Dynamic Island · expanded"), (.lockScreen, "Lock Screen"),
    ]
    static let gap = 12.0

    static func displayList(pictures: [LiveActivityPresentation: DisplayList], text: SheetText) -> DisplayList? {
        let shown = rows.compactMap { row in pictures[row.0].map { (row.1, $0) } }
        guard !shown.isEmpty else { return nil }
        let width = shown.map(\.1.size.width).max() ?? 0
        var items: [DisplayItem] = []
        var y = gap
        for (caption, picture) in shown {
            let label = text.layout(caption, size: 13, weight: .semibold)
            items += label.displayItems(at: Point(gap, y), defaultPaint: .solid(ContactSheet.secondary))
            y += label.size.height + 6
            items += picture.items.map { $0.applying(.translation(((width - picture.size.width) / 2).rounded(), y)) }
            y += picture.size.height + gap
        }
        var list = DisplayList(size: Size(width: width, height: y.rounded(.up)))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: width, height: y.rounded(.up))), .solid(ContactSheet.paper), .nonZero))
        list.append(contentsOf: items)
        return list
    }
}
