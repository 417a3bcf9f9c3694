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
    /// The Lock Screen buttons' inset from the side and bottom edges (chosen; Apple publishes none).
    static let lockScreenButtonInset = 46.0

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

        let module = Double(ControlPlacement.module), gap = Double(ControlPlacement.spacing)
        let x0 = ((width - (4 * module + 3 * gap)) / 2).rounded()
        let column = { (i: Int) in x0 + Double(i) * (module + gap) }
        let controlCenterHeight = gridTop + 2 * module + gap + 32
        let height = controlCenterHeight + lockScreenHeight
        let dimmed = Paint.solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: ControlAppearance.controlCenterDimming))
        let label = Paint.solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6))

        var list = DisplayList(size: Size(width: width, height: height))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)),
                          .linearGradient(GradientStops([.init(color: LockScreenMockup.wallpaperTop, location: 0),
                                                         .init(color: LockScreenMockup.wallpaperBottom, location: 1)]),
                                          start: Point(0, 0), end: Point(width, height)), .nonZero))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: width, height: controlCenterHeight)), dimmed, .nonZero))
        list.append(contentsOf: text.layout("Control Center", size: 13, weight: .semibold).displayItems(at: Point(x0, 18), defaultPaint: label))
        list.append(try control(.large, 0), at: Point(column(0), gridTop))
        list.append(try control(.small, on), at: Point(column(2), gridTop))
        list.append(try control(.small, off), at: Point(column(3), gridTop))
        list.append(try control(.medium, off), at: Point(column(2), gridTop + module + gap))

        let button = Double(ControlPlacement.lockScreenButton)
        let buttonTop = height - lockScreenButtonInset - button
        list.append(contentsOf: text.layout("Lock Screen", size: 13, weight: .semibold)
            .displayItems(at: Point(x0, controlCenterHeight + 18), defaultPaint: label))
        list.append(try control(.lockScreen, on), at: Point(lockScreenButtonInset, buttonTop))
        list.append(try control(.lockScreen, off), at: Point(width - lockScreenButtonInset - button, buttonTop))
        return list
    }
}
