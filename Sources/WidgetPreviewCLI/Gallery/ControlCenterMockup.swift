import Foundation
import Graphics
import WidgetPreview

/// A control preview on one page as iOS 18 shows it: a Control Center grid of four columns holding the
/// control at each size (large in its preview value; small on and off; medium off), then the Lock
/// Screen's bottom buttons (on at the leading one, off at the trailing one). A button has one state,
/// its preview, everywhere. Controls are drawn without their own backdrop onto this page's wallpaper.
enum ControlCenterMockup {
    static let width = LockScreenMockup.width
    /// Where the grid starts below the page's top (room for the heading).
    static let gridTop = 48.0
    static let lockScreenHeight = 140.0

    static func displayList(of preview: Preview, place: RenderContext, text: SheetText) throws -> DisplayList {
        guard let drawControl = preview.drawControl, !preview.entries.isEmpty else {
            throw CLIError("gallery: \(preview.name) is not a control preview")
        }
        let entries = preview.entries
        let on = entries.firstIndex { $0.name == "on" } ?? 0
        let off = entries.firstIndex { $0.name == "off" } ?? 0
        func control(_ placement: ControlPlacement, _ entry: Int) throws -> DisplayList {
            var renderer = ControlRenderer(placement: placement, context: place, scale: GalleryImage.scale)
            renderer.drawsBackdrop = false
            let drawn: RenderedWidget
            do { drawn = try drawControl(renderer, entries[entry]) } catch {
                throw CLIError("gallery: \(preview.name) / \(entries[entry].name) as \(placement) failed: \(error)")
            }
            return drawn.displayList
        }

        guard let grid = ControlCenterGrid(device: place.device) else {
            throw CLIError("gallery: \(preview.name): \(place.device.name) shows no iOS 18 controls; draw it on an iPhone that runs iOS 18")
        }
        let module = Double(grid.module), gap = Double(grid.spacing)
        let x0 = ((width - Double(grid.width)) / 2).rounded()
        func cell(_ column: Int, _ row: Int) -> Point {
            let origin = grid.origin(column: column, row: row)
            return Point(x0 + Double(origin.x), gridTop + Double(origin.y))
        }
        let controlCenterHeight = gridTop + 2 * module + gap + 32
        let height = controlCenterHeight + lockScreenHeight
        let dimmed = Paint.solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: ControlSystemColors.of(place.os).controlCenterDimming))
        let label = Paint.solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6))

        var list = DisplayList(size: Size(width: width, height: height))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)),
                          .linearGradient(GradientStops([.init(color: LockScreenMockup.wallpaperTop, location: 0),
                                                         .init(color: LockScreenMockup.wallpaperBottom, location: 1)]),
                                          start: Point(0, 0), end: Point(width, height)), .nonZero))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: width, height: controlCenterHeight)), dimmed, .nonZero))
        list.append(contentsOf: text.layout("Control Center", size: 13, weight: .semibold).displayItems(at: Point(x0, 18), defaultPaint: label))
        list.append(try control(.large, 0), at: cell(0, 0))
        list.append(try control(.small, on), at: cell(2, 0))
        list.append(try control(.small, off), at: cell(3, 0))
        list.append(try control(.medium, off), at: cell(2, 1))

        // The Lock Screen's bottom edge is this page's: its buttons sit where they sit on the screen.
        let buttons = ControlPlacement.lockScreenButtonOrigins(screen: CGSize(width: width, height: height))
        list.append(contentsOf: text.layout("Lock Screen", size: 13, weight: .semibold)
            .displayItems(at: Point(x0, controlCenterHeight + 18), defaultPaint: label))
        list.append(try control(.lockScreen, on), at: Point(Double(buttons.leading.x), Double(buttons.leading.y)))
        list.append(try control(.lockScreen, off), at: Point(Double(buttons.trailing.x), Double(buttons.trailing.y)))
        return list
    }
}
