import Foundation
import Graphics
import Typography
import WidgetPreview

/// The top of an iPhone Lock Screen with a preview's accessory widgets in their slots: the wallpaper, the
/// date line with the inline widget after the date, the big clock, and below it the rectangular and
/// circular widgets. The widgets are rendered by the caller in the Lock Screen place without a backdrop
/// (vibrant, backgrounds removed), so they sit on this wallpaper as on the device.
enum LockScreenMockup {
    static let width = 430.0
    static let wallpaperTop = RGBAColor(r8: 28, g8: 40, b8: 92)
    static let wallpaperBottom = RGBAColor(r8: 92, g8: 44, b8: 110)

    /// The Lock Screen place without its backdrop, for widgets drawn onto the mock-up.
    static var place: RenderContext {
        var place = RenderContext.lockScreen
        place.backdrop = .none
        return place
    }

    /// "Fri 19" for the render's fixed now (English, UTC: no locale or clock of this machine).
    static func dateText(_ date: Date) -> (short: String, long: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RenderContext.utc
        let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        let weekday = weekdays[((parts.weekday ?? 1) - 1) % 7]
        let day = parts.day ?? 1
        let month = months[((parts.month ?? 1) - 1) % 12]
        return ("\(weekday.prefix(3)) \(day)", "\(weekday), \(month) \(day)")
    }

    /// The columns (in points) where a rendered widget has visible pixels: the inline widget is drawn
    /// centred in its wide slot, and the date line places only its content after the date.
    static func inkColumns(of widget: RenderedWidget, scale: Double) throws -> (start: Double, end: Double)? {
        let bitmap = try widget.bitmap
        var first = Int.max, last = -1
        for y in 0..<bitmap.height {
            var i = y * bitmap.width * 4 + 3
            for x in 0..<bitmap.width {
                if bitmap.pixels[i] > 0 { first = min(first, x); last = max(last, x) }
                i += 4
            }
        }
        guard last >= first else { return nil }
        return ((Double(first) / scale).rounded(.down), (Double(last + 1) / scale).rounded(.up))
    }

    /// The inline widget's picture cut to its ink columns, moved to start at x = 0.
    static func trimmedInline(_ widget: RenderedWidget, scale: Double) throws -> DisplayList {
        guard let (start, end) = try inkColumns(of: widget, scale: scale) else { return widget.displayList }
        var list = DisplayList(size: Size(width: end - start, height: widget.displayList.size.height))
        list.append(widget.displayList, at: Point(-start, 0))
        return list
    }

    static func displayList(inline: DisplayList?, rectangular: DisplayList?, circular: DisplayList?,
                            text: SheetText, now: Date = RenderContext.defaultNow) -> DisplayList {
        let white = Paint.solid(.white)
        // Sized once the rows are laid out; the wallpaper goes under everything then.
        var list = DisplayList(size: Size(width: width, height: 0))
        var y = 56.0

        // Date line: the date, then the inline widget (or the long date when there is none).
        let date = dateText(now)
        let dateLabel = text.layout(inline == nil ? date.long : date.short, size: 20, weight: .semibold)
        let inlineWidth = inline.map { $0.size.width + 8 } ?? 0
        let lineWidth = dateLabel.size.width + inlineWidth
        var x = ((width - lineWidth) / 2).rounded()
        list.append(contentsOf: dateLabel.displayItems(at: Point(x, y), defaultPaint: white))
        if let inline {
            x += dateLabel.size.width + 8
            let dy = y + (dateLabel.size.height - inline.size.height) / 2
            list.append(inline, at: Point(x, dy.rounded()))
        }
        y += dateLabel.size.height

        // The clock.
        let clock = text.layout("9:41", size: 96, weight: .semibold, design: .rounded)
        list.append(contentsOf: clock.displayItems(at: Point(((width - clock.size.width) / 2).rounded(), y), defaultPaint: white))
        y += clock.size.height + 12

        // The widget row: rectangular (two slots) then circular, centred.
        let row = [rectangular, circular].compactMap { $0 }
        let rowWidth = row.map(\.size.width).reduce(0, +) + Double(max(0, row.count - 1)) * 12
        x = ((width - rowWidth) / 2).rounded()
        var rowHeight = 0.0
        for widget in row {
            let dy = y + ((row.map(\.size.height).max() ?? 0) - widget.size.height) / 2
            list.append(widget, at: Point(x, dy.rounded()))
            x += widget.size.width + 12
            rowHeight = max(rowHeight, widget.size.height)
        }
        y += rowHeight + 48

        list.size = Size(width: width, height: y.rounded(.up))
        let bounds = Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
        list.prepend([.fill(.rect(bounds), .linearGradient(GradientStops([.init(color: wallpaperTop, location: 0),
                                                                          .init(color: wallpaperBottom, location: 1)]),
                                                           start: Point(0, 0), end: Point(bounds.width, bounds.height)), .nonZero)])
        return list
    }
}
