import Foundation

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
enum WatchTypography {
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
