import Foundation
import Graphics
import Testing
@testable import WidgetPreviewCLI

/// A contact sheet's PNG composites each widget's pixels as drawn for its own image: the cells must sit
/// on whole device pixels (so the SVG shows them where the PNG does), and only cells without pixels are
/// drawn again.
@Suite struct ContactSheetTests {
    @Test func cellsSitOnWholeDevicePixelsAndOnlyCellsWithoutPixelsAreDrawn() throws {
        let text = try SheetText()
        var picture = DisplayList(size: Size(width: 30.25, height: 20))
        picture.append(.fill(.rect(Rect(x: 0, y: 0, width: 30.25, height: 20)), .solid(.white), .nonZero))
        let pixels = try #require(try RasterBackend.renderPNGKeepingPixels(picture, scale: 2).pixels)
        #expect(pixels.width == 61 && pixels.height == 40)
        let cells = [
            ContactSheet.Cell(entry: "Morning", row: "systemSmall", place: "Home Screen", picture: picture, pixels: pixels),
            ContactSheet.Cell(entry: "Morning", row: "systemSmall", place: "StandBy", picture: picture, pixels: pixels),
            ContactSheet.Cell(entry: "Evening", row: "systemSmall", place: "Home Screen", picture: picture),
        ]
        let page = ContactSheet.page(title: "Weather", cells: cells, text: text, scale: 2)
        func origins(_ list: DisplayList) -> [Point] {
            list.nodes.compactMap { node -> Point? in
                guard case .group(.transform(let t), _) = node else { return nil }
                return Point(t.tx, t.ty)
            }
        }
        let placed = origins(page.picture)
        #expect(placed.count == 3)
        for origin in placed {
            #expect((origin.x * 2).rounded() == origin.x * 2 && (origin.y * 2).rounded() == origin.y * 2, "\(origin)")
        }
        #expect(placed.first?.x == 24)   // the margin
        #expect(page.placements.map { [$0.x, $0.y] } == placed.prefix(2).map { [Int($0.x * 2), Int($0.y * 2)] })
        // The raster list keeps the labels and the paper, and draws only the cell that has no pixels.
        #expect(origins(page.raster) == [placed[2]])
        #expect(page.raster.size == page.picture.size)
        #expect(RasterBackend.startsWithOpaqueCover(page.raster.nodes, width: Int(page.raster.size.width * 2),
                                                    height: Int(page.raster.size.height * 2), scale: 2))
    }
}
