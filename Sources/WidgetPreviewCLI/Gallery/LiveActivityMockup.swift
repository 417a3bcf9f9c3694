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
        // Each picture's tree is kept whole and moved into place (no flattening), under its caption.
        var nodes: [DisplayNode] = []
        var y = gap
        for (caption, picture) in shown {
            let label = text.layout(caption, size: 13, weight: .semibold)
            nodes += DisplayList(size: label.size, items: label.displayItems(at: Point(gap, y), defaultPaint: .solid(ContactSheet.secondary))).nodes
            y += label.size.height + 6
            let moved = Transform.translation(((width - picture.size.width) / 2).rounded(), y)
            nodes += picture.nodes.map { $0.applying(moved) }
            y += picture.size.height + gap
        }
        var list = DisplayList(size: Size(width: width, height: y.rounded(.up)), nodes: nodes)
        list.prepend([.fill(.rect(Rect(x: 0, y: 0, width: width, height: y.rounded(.up))), .solid(ContactSheet.paper), .nonZero)])
        return list
    }
}
