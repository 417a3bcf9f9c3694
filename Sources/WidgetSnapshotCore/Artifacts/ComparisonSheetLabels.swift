import Graphics
import Typography

/// The labels above the three panels of a comparison image, drawn with the package's own text stack
/// (Typography's `TypeSetter` → `TextLayout` → DisplayList → `RasterBackend`), so they are the same
/// pixels on every machine: no system fonts, no platform text API.
package enum ComparisonSheetLabels {
    /// Label size in pixels: readable next to @2x / @3x panels without dwarfing a 52 px inline widget.
    package static let fontSize = 16.0
    /// Label text: dark grey on the sheet's light grey (contrast 9:1).
    package static let textColor = RGBAColor(r8: 60, g8: 60, b8: 67)
    /// The mismatch count: a dark red that reads as "changed" and keeps 5:1 contrast on the grey.
    package static let countColor = RGBAColor(r8: 176, g8: 0, b8: 32)

    /// One label: plain words, then an optional emphasised part (the mismatch count).
    package struct Label: Equatable, Sendable {
        package var text: String
        package var emphasis: String?

        package init(_ text: String, emphasis: String? = nil) {
            self.text = text
            self.emphasis = emphasis
        }

        package var plain: String { text + (emphasis ?? "") }
    }

    /// What each panel is called, in order expected, diff, actual: sizes are named when they differ,
    /// and the diff carries the mismatch count.
    package static func labels(expected: Bitmap?, diff: Bitmap?, actual: Bitmap, mismatchedPixels: Int?) -> [Label] {
        guard let expected else {
            return [Label("expected: no golden"), Label("diff: nothing to compare"), Label("actual")]
        }
        let sizesDiffer = expected.width != actual.width || expected.height != actual.height
        if sizesDiffer {
            return [Label("expected \(expected.width)×\(expected.height)"),
                    Label("diff: ", emphasis: "sizes differ"),
                    Label("actual \(actual.width)×\(actual.height)")]
        }
        let diffLabel: Label
        if let mismatchedPixels {
            let total = actual.width * actual.height
            let unit = mismatchedPixels == 1 ? "pixel differs" : "pixels differ"
            diffLabel = Label("diff: ", emphasis: "\(ReportFormatting.grouped(mismatchedPixels)) of "
                + "\(ReportFormatting.grouped(total)) \(unit)")
        } else {
            diffLabel = Label(diff == nil ? "diff: not compared" : "diff")
        }
        return [Label("expected"), diffLabel, Label("actual")]
    }

    /// The top band of the sheet (`layout.width` × `gap + labelBandHeight` pixels, opaque): the sheet's
    /// background with each label laid out in its panel's width (one line, truncated with "…") and
    /// centred vertically in the band, left-aligned with its panel.
    package static func renderBand(_ labels: [Label], layout: ComparisonSheet.Layout, panelWidths: [Int]) throws -> Bitmap {
        let engine = try TypeSetter.shared()
        let bandHeight = ComparisonSheet.gap + ComparisonSheet.labelBandHeight
        let bg = ComparisonSheet.background
        let background = RGBAColor(r8: Int(bg.r), g8: Int(bg.g), b8: Int(bg.b))
        var list = DisplayList(size: Size(Double(layout.width), Double(bandHeight)))
        list.append(.fill(VectorPath.rect(Rect(x: 0, y: 0, width: Double(layout.width), height: Double(bandHeight))),
                          .solid(background), .nonZero))
        let font = FontDescriptor(weight: .semibold, size: fontSize)
        for (index, (label, origin)) in zip(labels, layout.panelOrigins).enumerated() {
            let width = index < panelWidths.count ? panelWidths[index] : 0
            guard width > 0 else { continue }
            var runs = [StyledTextRun(text: label.text, font: font, paint: .solid(textColor))]
            if let emphasis = label.emphasis {
                runs.append(StyledTextRun(text: emphasis, font: font, paint: .solid(countColor)))
            }
            let request = TextLayoutRequest(runs: runs, lineLimit: 1, truncation: .tail)
            let text = engine.layout(request, width: Double(width))
            let top = Double(ComparisonSheet.gap) + (Double(ComparisonSheet.labelBandHeight) - text.size.height) / 2
            // Whole pixels: the same label looks the same above every panel.
            let at = Point(Double(origin.x), top.rounded(.down))
            list.append(contentsOf: text.displayItems(at: at, defaultPaint: .solid(textColor)))
        }
        return try RasterBackend.render(list, scale: 1)
    }
}
