import Foundation
import Typography

/// The type watchOS gives widget text that sets no font: SF Compact Rounded at the size the Complications
/// HIG lists for the family and case ("Default SwiftUI text", human-interface-guidelines/complications):
///
/// | Family | Weight | 40 / 41 / 44 / 45–49 mm (pt) |
/// |---|---|---|
/// | accessoryCircular | Medium | 12 / 12.5 / 13 / 14.5 |
/// | accessoryCorner | Semibold | 10 / 10.5 / 11 / 12 |
/// | accessoryRectangular (also the Smart Stack) | Medium | 16.5 / 17.5 / 18 / 19.5 |
///
/// The bundled rounded face stands in for SF Compact Rounded. Text with its own font keeps it.
///
/// Text styles (`.font(.headline)` …) take watchOS's Dynamic Type sizes at the case's default size (HIG
/// Typography › watchOS Dynamic Type sizes: "Large" is the default on 40, 41 and 42 mm, "xLarge" on 44, 45
/// and 49 mm), with SF Compact's tracking at that size (HIG Typography › watchOS tracking values):
///
/// | Style | Large (40/41 mm): size / leading | xLarge (44/45/49 mm) |
/// |---|---|---|
/// | largeTitle | 36 / 38.5 | 40 / 42.5 |
/// | title (Title 1) | 34 / 36.5 | 38 / 40.5 |
/// | title2 | 27 / 30.5 | 30 / 32.5 |
/// | title3 | 19 / 21.5 | 20 / 22.5 |
/// | headline (Semibold) | 16 / 18.5 | 17 / 19.5 |
/// | body | 16 / 18.5 | 17 / 19.5 |
/// | caption (Caption 1) | 15 / 17.5 | 16 / 18.5 |
/// | caption2 | 14 / 16.5 | 15 / 17.5 |
/// | footnote (Footnote 1) | 13 / 15.5 | 14 / 16.5 |
///
/// watchOS has no callout or subheadline style: those keep iOS's sizes.
enum WatchTypography {
    /// Whether the case's default Dynamic Type size is xLarge (44 mm and up) rather than Large.
    private static func isExtraLarge(_ caseMillimetres: Int) -> Bool { caseMillimetres >= 44 }

    /// The text style's metrics on a watch of this case, nil for the styles watchOS does not define.
    static func metrics(_ style: Font.TextStyle, caseMillimetres: Int) -> DynamicTypeTable.Metrics? {
        let xl = isExtraLarge(caseMillimetres)
        func m(_ size: Double, _ leading: Double, _ weight: FontWeightClass = .regular) -> DynamicTypeTable.Metrics {
            DynamicTypeTable.Metrics(size: size, leading: leading, weight: weight, tracking: compactTracking(size))
        }
        switch style {
        case .largeTitle: return xl ? m(40, 42.5) : m(36, 38.5)
        case .title: return xl ? m(38, 40.5) : m(34, 36.5)
        case .title2: return xl ? m(30, 32.5) : m(27, 30.5)
        case .title3: return xl ? m(20, 22.5) : m(19, 21.5)
        case .headline: return xl ? m(17, 19.5, .semibold) : m(16, 18.5, .semibold)
        case .body: return xl ? m(17, 19.5) : m(16, 18.5)
        case .caption: return xl ? m(16, 18.5) : m(15, 17.5)
        case .caption2: return xl ? m(15, 17.5) : m(14, 16.5)
        case .footnote: return xl ? m(14, 16.5) : m(13, 15.5)
        case .callout, .subheadline: return nil
        }
    }

    /// SF Compact's tracking in points at the sizes the table uses (HIG Typography › watchOS tracking
    /// values › SF Compact).
    static func compactTracking(_ size: Double) -> Double {
        let table: [Double: Double] = [13: 0.20, 14: 0.19, 15: 0.06, 16: 0, 17: -0.07, 19: -0.22, 20: 0,
                                       27: -0.30, 30: -0.42, 34: -0.60, 36: -0.69, 38: -0.74, 40: -0.78]
        return table[size] ?? 0
    }

    static func defaultFont(family: WidgetFamily, caseMillimetres: Int) -> Font? {
        let column: Int
        switch caseMillimetres {
        case ..<41: column = 0
        case 41..<44: column = 1
        case 44..<45: column = 2
        default: column = 3
        }
        switch family {
        case .accessoryCircular: return .system(size: [12, 12.5, 13, 14.5][column], weight: .medium, design: .rounded)
        case .accessoryCorner: return .system(size: [10, 10.5, 11, 12][column], weight: .semibold, design: .rounded)
        case .accessoryRectangular: return .system(size: [16.5, 17.5, 18, 19.5][column], weight: .medium, design: .rounded)
        default: return nil
        }
    }
}
