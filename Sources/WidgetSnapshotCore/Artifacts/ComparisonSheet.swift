import Graphics

/// The one picture a reviewer opens on a failure: expected | diff | actual side by side (the
/// Paparazzi / Roborazzi layout), on a neutral band with a gap between panels, each panel labelled above
/// (the diff's label carries the mismatch count).
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
    /// `mismatchedPixels` is shown in the diff panel's label.
    package static func compose(expected: Bitmap?, diff: Bitmap?, actual: Bitmap, mismatchedPixels: Int? = nil) -> Bitmap? {
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
        let labels = ComparisonSheetLabels.labels(expected: expected, diff: diff, actual: actual,
                                                 mismatchedPixels: mismatchedPixels)
        return drawPanelLabels(labels, on: sheet, layout: layout, panelWidths: sizes.map(\.0))
    }

    /// Height reserved above the panels for their labels (one line of `ComparisonSheetLabels.fontSize`
    /// text). Fixed, so panel positions never depend on whether the fonts could be loaded.
    package static let labelBandHeight = 24

    /// Draws one label above each panel, left-aligned with it and truncated to its width: the labels are
    /// laid out by Typography, drawn by the raster backend on the band's background colour, and copied
    /// into the band (rows `0 ..< gap + labelBandHeight`), so panel pixels are never touched.
    ///
    /// Without the bundled fonts the band stays blank: a comparison image is still worth writing.
    package static func drawPanelLabels(_ labels: [ComparisonSheetLabels.Label], on sheet: Bitmap, layout: Layout, panelWidths: [Int]) -> Bitmap {
        guard let band = try? ComparisonSheetLabels.renderBand(labels, layout: layout, panelWidths: panelWidths),
              band.width == sheet.width, band.height <= sheet.height else { return sheet }
        var pixels = sheet.pixels
        pixels.replaceSubrange(0 ..< band.pixels.count, with: band.pixels)
        return Bitmap(width: sheet.width, height: sheet.height, pixels: pixels)
    }
}
