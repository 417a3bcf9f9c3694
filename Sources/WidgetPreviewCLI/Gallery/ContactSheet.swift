import Foundation
import Graphics
import Typography
import WidgetPreview

/// One preview's images on one page: for each entry a heading, then a row per family with the family's
/// images in every place side by side, each labelled with its place. One DisplayList, so the PNG and the
/// SVG show the same page.
enum ContactSheet {
    struct Cell {
        var entry: String
        var family: WidgetFamily
        var place: String
        var picture: DisplayList
        /// The row's heading (nil: the family's name; a Live Activity's row says so).
        var rowTitle: String? = nil
    }

    static let margin = 24.0
    static let gap = 16.0
    static let ink = RGBAColor(r8: 28, g8: 28, b8: 30)
    static let secondary = RGBAColor(r8: 99, g8: 99, b8: 102)
    static let paper = RGBAColor(r8: 242, g8: 242, b8: 247)

    static func displayList(title: String, cells: [Cell], text: SheetText) -> DisplayList {
        var items: [DisplayItem] = []
        var y = margin
        var width = 0.0
        let heading = text.layout(title, size: 22, weight: .bold)
        items += heading.displayItems(at: Point(margin, y), defaultPaint: .solid(ink))
        width = max(width, heading.size.width)
        y += heading.size.height + gap

        var entries: [String] = []
        for cell in cells where !entries.contains(cell.entry) { entries.append(cell.entry) }
        for entry in entries {
            let entryLabel = text.layout(entry, size: 17, weight: .semibold)
            items += entryLabel.displayItems(at: Point(margin, y), defaultPaint: .solid(ink))
            y += entryLabel.size.height + 8
            var families: [WidgetFamily] = []
            for cell in cells where cell.entry == entry && !families.contains(cell.family) { families.append(cell.family) }
            for family in families {
                let title = cells.first { $0.entry == entry && $0.family == family }?.rowTitle ?? family.description
                let familyLabel = text.layout(title, size: 13, weight: .medium)
                items += familyLabel.displayItems(at: Point(margin, y), defaultPaint: .solid(secondary))
                y += familyLabel.size.height + 6
                var x = margin
                var rowHeight = 0.0
                for cell in cells where cell.entry == entry && cell.family == family {
                    let move = Transform.translation(x, y)
                    items += cell.picture.items.map { $0.applying(move) }
                    let label = text.layout(cell.place, size: 11)
                    items += label.displayItems(at: Point(x, y + cell.picture.size.height + 4), defaultPaint: .solid(secondary))
                    let cellWidth = max(cell.picture.size.width, label.size.width)
                    x += cellWidth + gap
                    rowHeight = max(rowHeight, cell.picture.size.height + 4 + label.size.height)
                }
                width = max(width, x - gap - margin)
                y += rowHeight + gap
            }
        }
        let size = Size(width: (width + 2 * margin).rounded(.up), height: (y - gap + margin).rounded(.up))
        var list = DisplayList(size: size)
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), .solid(paper), .nonZero))
        list.append(contentsOf: items)
        return list
    }
}
