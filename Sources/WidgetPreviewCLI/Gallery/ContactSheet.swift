import Foundation
import Graphics
import Typography
import WidgetPreview

/// One preview's images on one page: for each entry a heading, then a row per family (or control size) with its
/// images in every place side by side, each labelled with its place. One DisplayList, so the PNG and the
/// SVG show the same page.
enum ContactSheet {
    struct Cell {
        var entry: String
        /// The row: a widget family, or a control's size.
        var row: String
        var place: String
        var picture: DisplayList
    }

    static let margin = 24.0
    static let gap = 16.0
    static let ink = RGBAColor(r8: 28, g8: 28, b8: 30)
    static let secondary = RGBAColor(r8: 99, g8: 99, b8: 102)
    static let paper = RGBAColor(r8: 242, g8: 242, b8: 247)

    static func displayList(title: String, cells: [Cell], text: SheetText) -> DisplayList {
        // Sized once the cells are laid out; the paper goes under everything then.
        var list = DisplayList(size: Size(width: 0, height: 0))
        var y = margin
        var width = 0.0
        let heading = text.layout(title, size: 22, weight: .bold)
        list.append(contentsOf: heading.displayItems(at: Point(margin, y), defaultPaint: .solid(ink)))
        width = max(width, heading.size.width)
        y += heading.size.height + gap

        var entries: [String] = []
        for cell in cells where !entries.contains(cell.entry) { entries.append(cell.entry) }
        for entry in entries {
            let entryLabel = text.layout(entry, size: 17, weight: .semibold)
            list.append(contentsOf: entryLabel.displayItems(at: Point(margin, y), defaultPaint: .solid(ink)))
            y += entryLabel.size.height + 8
            var rows: [String] = []
            for cell in cells where cell.entry == entry && !rows.contains(cell.row) { rows.append(cell.row) }
            for row in rows {
                let familyLabel = text.layout(row, size: 13, weight: .medium)
                list.append(contentsOf: familyLabel.displayItems(at: Point(margin, y), defaultPaint: .solid(secondary)))
                y += familyLabel.size.height + 6
                var x = margin
                var rowHeight = 0.0
                for cell in cells where cell.entry == entry && cell.row == row {
                    list.append(cell.picture, at: Point(x, y))
                    let label = text.layout(cell.place, size: 11)
                    list.append(contentsOf: label.displayItems(at: Point(x, y + cell.picture.size.height + 4), defaultPaint: .solid(secondary)))
                    let cellWidth = max(cell.picture.size.width, label.size.width)
                    x += cellWidth + gap
                    rowHeight = max(rowHeight, cell.picture.size.height + 4 + label.size.height)
                }
                width = max(width, x - gap - margin)
                y += rowHeight + gap
            }
        }
        list.size = Size(width: (width + 2 * margin).rounded(.up), height: (y - gap + margin).rounded(.up))
        list.prepend([.fill(.rect(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)), .solid(paper), .nonZero)])
        return list
    }
}
