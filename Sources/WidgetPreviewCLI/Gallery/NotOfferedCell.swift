import Foundation
import Graphics
import Typography

/// A contact sheet cell for a place that does not offer the widget (`containerBackgroundRemovable(false)`
/// in StandBy or on the iPad Lock Screen): the widget's outline dashed, with why, so the sheet shows the
/// gap instead of a picture the person could never see.
enum NotOfferedCell {
    static let ink = RGBAColor(r8: 99, g8: 99, b8: 102)

    static func displayList(size: Size, text: SheetText) -> DisplayList {
        var list = DisplayList(size: Size(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        let outline = Rect(x: 1, y: 1, width: max(0, size.width - 2), height: max(0, size.height - 2))
        list.append(.stroke(.roundedRect(outline, radius: min(20, outline.width / 4), style: .continuous), .solid(ink),
                            StrokeOptions(width: 2, dash: [6, 4])))
        let lines = [text.layout("Not offered here", size: 13, weight: .semibold),
                     text.layout("background not removable", size: 11)]
        var y = (size.height - lines.reduce(0) { $0 + $1.size.height }) / 2
        for line in lines {
            list.append(contentsOf: line.displayItems(at: Point((size.width - line.size.width) / 2, y), defaultPaint: .solid(ink)))
            y += line.size.height
        }
        return list
    }
}
