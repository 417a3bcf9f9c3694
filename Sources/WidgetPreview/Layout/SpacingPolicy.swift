import Foundation
import Graphics
import Typography

/// The gap a stack leaves between two adjacent children when its `spacing` is nil: the one place that
/// decides default spacing.
///
/// SwiftUI (research §6.2, OpenSwiftUI's `Spacing._distance`): the max of the two facing edge
/// preferences, 8 when neither states one. A Spacer states 0, so its own minimum length is the visible
/// gap. Text publishes font-metric preferences that only change *vertical* gaps (horizontal gaps next to
/// Text stay 8), with `r = roundUp(0.1 · lineHeight)` (whole points):
/// - a non-text view above a Text: `lineHeight + r − ascender`;
/// - a Text above a non-text view: `max(lineHeight + r − capHeight, r + |descender|)`;
/// - a Text directly above a Text: the font's leading. Our line box already contains the font's line gap
///   and the text style's leading (Typography's `LineBox`), so the extra leading between two Texts is 0:
///   two Texts stack exactly like two lines of one paragraph (two body lines: 22 + 0 + 22, as SwiftUI
///   draws a VStack of two Texts without a visible 8-point gap).
/// Preferences are per edge (`LayoutNode.spacingTrait(_:)`): `frame` and `padding` publish none on the
/// edges they constrain, so a framed or padded Text is back to the default 8 there, and stacks publish
/// their children's (a VStack of Texts above a Text stacks like Texts).
package enum SpacingPolicy {
    package static let defaultSpacing: Double = 8

    /// The extra a Text leaves beyond its font metrics, `roundUp(0.1 · lineHeight)` in whole points.
    package static func textMargin(_ m: FontMetrics) -> Double { (0.1 * m.lineHeight).rounded(.up) }

    /// The gap above a Text when a non-text view precedes it.
    package static func gapAboveText(_ m: FontMetrics) -> Double {
        m.lineHeight + textMargin(m) - m.ascender
    }

    /// The gap below a Text when a non-text view follows it.
    package static func gapBelowText(_ m: FontMetrics) -> Double {
        max(m.lineHeight + textMargin(m) - m.capHeight, textMargin(m) + abs(m.descender))
    }

    /// The gap between two Texts: the font leading beyond the line box, 0 with our line boxes.
    package static func gapBetweenTexts(_ upper: FontMetrics, _ lower: FontMetrics) -> Double { 0 }

    package static func distance(from previous: SpacingTrait, to next: SpacingTrait, along axis: LayoutAxis) -> Double {
        if previous == .spacer || next == .spacer { return 0 }
        guard axis == .vertical else { return defaultSpacing }
        let gap: Double
        switch (previous, next) {
        case let (.text(upper), .text(lower)): gap = gapBetweenTexts(upper, lower)
        case let (_, .text(lower)): gap = gapAboveText(lower)
        case let (.text(upper), _): gap = gapBelowText(upper)
        default: gap = defaultSpacing
        }
        return gap.isFinite ? max(0, gap) : defaultSpacing
    }
}
