import Graphics

/// The one picture a reviewer opens on a failure: expected | diff | actual side by side (the
/// Paparazzi / Roborazzi layout), on a neutral band with a gap between panels.
package enum ComparisonSheet {
    /// Pixels between and around panels.
    package static let gap = 8
    /// Opaque light grey, so the panel edges (and transparent widget corners) stand out.
    package static let background: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (229, 229, 229, 255)

    /// Where each panel sits in the sheet, in order expected, diff, actual.
    package struct Layout: Equatable, Sendable {
        package var width: Int
        package var height: Int
        package var panelOrigins: [(x: Int, y: Int)]

        package static func == (l: Layout, r: Layout) -> Bool {
            l.width == r.width && l.height == r.height
                && l.panelOrigins.map(\.x) == r.panelOrigins.map(\.x) && l.panelOrigins.map(\.y) == r.panelOrigins.map(\.y)
        }
    }

    /// Lays out panels of the given sizes left to right, top-aligned, `gap` apart and from the edges.
    package static func layout(panelSizes: [(width: Int, height: Int)]) -> Layout {
        var x = gap
        var origins: [(x: Int, y: Int)] = []
        var tallest = 0
        for size in panelSizes {
            origins.append((x, gap + labelBandHeight))
            x += size.width + gap
            tallest = max(tallest, size.height)
        }
        return Layout(width: x, height: gap + labelBandHeight + tallest + gap, panelOrigins: origins)
    }

    /// The sheet, or nil when it would exceed `Bitmap.maxDimension`. A missing panel (no golden, or no
    /// diff because the sizes differ) is left as background, its width taken from the actual image.
    package static func compose(expected: Bitmap?, diff: Bitmap?, actual: Bitmap) -> Bitmap? {
        let placeholder = (width: actual.width, height: actual.height)
        let sizes = [expected.map { ($0.width, $0.height) } ?? placeholder,
                     diff.map { ($0.width, $0.height) } ?? placeholder,
                     (actual.width, actual.height)]
        let layout = layout(panelSizes: sizes)
        guard layout.width <= Bitmap.maxDimension, layout.height <= Bitmap.maxDimension else { return nil }
        var pixels = [UInt8](repeating: 0, count: layout.width * layout.height * 4)
        var i = 0
        while i < pixels.count {
            pixels[i] = background.r; pixels[i + 1] = background.g; pixels[i + 2] = background.b; pixels[i + 3] = background.a
            i += 4
        }
        for (panel, origin) in zip([expected, diff, actual], layout.panelOrigins) {
            guard let panel else { continue }
            let rowBytes = panel.width * 4
            for y in 0 ..< panel.height {
                let source = y * rowBytes
                let target = ((origin.y + y) * layout.width + origin.x) * 4
                pixels.replaceSubrange(target ..< target + rowBytes, with: panel.pixels[source ..< source + rowBytes])
            }
        }
        let sheet = Bitmap(width: layout.width, height: layout.height, pixels: pixels)
        return drawPanelLabels(on: sheet, layout: layout)
    }

    /// Height reserved above the panels for their labels; 0 until labels are drawn.
    package static let labelBandHeight = 0

    /// Draws "Expected", "Diff" and "Actual" above the panels.
    ///
    /// MERGE: not drawn yet — text rendering (Typography) is not available to this module's branch. When
    /// it is, render the three labels once into bitmaps (like Paparazzi's pre-rendered labels, so the sheet
    /// stays deterministic), raise `labelBandHeight` to fit them, and copy them in here.
    package static func drawPanelLabels(on sheet: Bitmap, layout: Layout) -> Bitmap {
        sheet
    }
}
