import Foundation
import Graphics
import Typography
import WidgetPreview

/// One preview's images on one page: for each entry a heading, then a row per family (or control size) with its
/// images in every place side by side, each labelled with its place. One DisplayList, so the PNG and the
/// SVG show the same page; the PNG composites each widget's pixels as drawn for its own image instead of
/// drawing the widget again (half of a gallery run went to drawing every widget twice).
enum ContactSheet {
    struct Cell {
        var entry: String
        /// The row: a widget family, or a control's size.
        var row: String
        var place: String
        var picture: DisplayList
        /// The picture's pixels as drawn for its own image, at the sheet's scale: composited into the
        /// sheet's PNG instead of drawing `picture` again (nil: `picture` is drawn).
        var pixels: DrawnPixels? = nil
    }

    /// A laid-out sheet: `picture` is the whole page (its SVG, and what it shows); the PNG is `raster`
    /// (the page without the cells that have pixels) with `placements` composited over it.
    struct Page {
        var picture: DisplayList
        var raster: DisplayList
        var placements: [PixelPlacement]

        func renderPNG(scale: Double) throws -> Data {
            try RasterBackend.renderPNG(raster, scale: scale, placing: placements)
        }

        /// Whether `png` (the sheet's file as written before) holds exactly the pixels `renderPNG` encodes.
        func isHeld(by png: Data, name: String, scale: Double) -> Bool {
            RasterBackend.png(png, name: name, holds: raster, scale: scale, placing: placements)
        }
    }

    static let margin = 24.0
    static let gap = 16.0
    static let ink = RGBAColor(r8: 28, g8: 28, b8: 30)
    static let secondary = RGBAColor(r8: 99, g8: 99, b8: 102)
    static let paper = RGBAColor(r8: 242, g8: 242, b8: 247)

    /// The page at `scale` device pixels per point. Each cell's top-left corner is put on a whole device
    /// pixel, so a cell's drawn pixels land exactly where its picture is in the SVG.
    static func page(title: String, cells: [Cell], text: SheetText, scale: Double) -> Page {
        func snapped(_ v: Double) -> Double { (v * scale).rounded() / scale }
        // Sized once the cells are laid out; the paper goes under everything then.
        var list = DisplayList(size: Size(width: 0, height: 0))
        var raster = list
        var placements: [PixelPlacement] = []
        var y = margin
        var width = 0.0
        let heading = text.layout(title, size: 22, weight: .bold)
        let headingItems = heading.displayItems(at: Point(margin, y), defaultPaint: .solid(ink))
        list.append(contentsOf: headingItems)
        raster.append(contentsOf: headingItems)
        width = max(width, heading.size.width)
        y += heading.size.height + gap

        var entries: [String] = []
        for cell in cells where !entries.contains(cell.entry) { entries.append(cell.entry) }
        for entry in entries {
            let entryLabel = text.layout(entry, size: 17, weight: .semibold)
            let entryItems = entryLabel.displayItems(at: Point(margin, y), defaultPaint: .solid(ink))
            list.append(contentsOf: entryItems)
            raster.append(contentsOf: entryItems)
            y += entryLabel.size.height + 8
            var rows: [String] = []
            for cell in cells where cell.entry == entry && !rows.contains(cell.row) { rows.append(cell.row) }
            for row in rows {
                let familyLabel = text.layout(row, size: 13, weight: .medium)
                let familyItems = familyLabel.displayItems(at: Point(margin, y), defaultPaint: .solid(secondary))
                list.append(contentsOf: familyItems)
                raster.append(contentsOf: familyItems)
                y += familyLabel.size.height + 6
                var x = margin
                var rowHeight = 0.0
                for cell in cells where cell.entry == entry && cell.row == row {
                    let origin = Point(snapped(x), snapped(y))
                    list.append(cell.picture, at: origin)
                    if let pixels = cell.pixels {
                        placements.append(PixelPlacement(pixels: pixels, x: Int((origin.x * scale).rounded()),
                                                         y: Int((origin.y * scale).rounded())))
                    } else {
                        raster.append(cell.picture, at: origin)
                    }
                    let label = text.layout(cell.place, size: 11)
                    let labelItems = label.displayItems(at: Point(origin.x, origin.y + cell.picture.size.height + 4),
                                                        defaultPaint: .solid(secondary))
                    list.append(contentsOf: labelItems)
                    raster.append(contentsOf: labelItems)
                    let cellWidth = max(cell.picture.size.width, label.size.width)
                    x += cellWidth + gap
                    rowHeight = max(rowHeight, cell.picture.size.height + 4 + label.size.height)
                }
                width = max(width, x - gap - margin)
                y += rowHeight + gap
            }
        }
        list.size = Size(width: (width + 2 * margin).rounded(.up), height: (y - gap + margin).rounded(.up))
        let paperFill: [DisplayItem] = [.fill(.rect(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)), .solid(paper), .nonZero)]
        list.prepend(paperFill)
        raster.size = list.size
        raster.prepend(paperFill)
        return Page(picture: list, raster: raster, placements: placements)
    }
}
