import Foundation
import Graphics
import Typography

/// The gap a stack leaves between two adjacent children when its `spacing` is nil: the one place that
/// decides default spacing.
///
/// SwiftUI (research §6.2, OpenSwiftUI's `Spacing._distance`): the max of the two facing edge
/// preferences, 8 when neither states one. A Spacer states 0, so its own minimum length is the visible
/// gap. Text publishes font-metric preferences that only change *vertical* gaps (horizontal gaps next to
/// Text stay 8). With `r = roundUp(0.1 · lineHeight)` (whole points) the rules are about baselines:
/// - a non-text view above a Text: its bottom edge sits `lineHeight + r` above the Text's first baseline;
///   in SwiftUI's Text frame (top = baseline − ascender) that is the gap `lineHeight + r − ascender`;
/// - a Text above a non-text view: the view's top sits `max(lineHeight + r − capHeight, r + |descender|)`
///   below the Text's last baseline (the second term only makes sense from the baseline: the descender
///   plus the margin);
/// - a Text directly above a Text: the font's leading. Our line box already contains the font's line gap
///   and the text style's leading (Typography's `LineBox`), so the extra between two Texts is 0: they
///   stack exactly like two lines of one paragraph (two body lines: 22 + 0 + 22, as SwiftUI draws a VStack
///   of two Texts without a visible 8-point gap).
/// Our Text frames carry half the line box's extra leading above the ascender and below the descender,
/// so the gaps subtract the baseline's real distance from the frame edge. Body text (Inter 17/22): 7.82
/// above and below, close to the default 8; a 42-pt light numeral: 17.90.
///
/// Preferences are per edge (`LayoutNode.spacingTrait(_:)`): `frame` and `padding` publish none on the
/// edges they constrain, so a framed or padded Text is back to the default 8 there, and stacks publish
/// their children's (a VStack of Texts above a Text stacks like Texts).
package enum SpacingPolicy {
    package static let defaultSpacing: Double = 8

    /// The extra a Text leaves beyond its font metrics, `roundUp(0.1 · lineHeight)` in whole points.
    package static func textMargin(_ m: FontMetrics) -> Double { (0.1 * m.lineHeight).rounded(.up) }

    /// Half the line box's height beyond ascender + descender: where our baselines sit inside the frame.
    package static func halfLeading(_ m: FontMetrics) -> Double { max(0, (m.lineHeight - m.ascender - abs(m.descender)) / 2) }

    /// The gap above a Text's frame when a non-text view precedes it.
    package static func gapAboveText(_ m: FontMetrics) -> Double {
        m.lineHeight + textMargin(m) - (m.ascender + halfLeading(m))
    }

    /// The gap below a Text's frame when a non-text view follows it.
    package static func gapBelowText(_ m: FontMetrics) -> Double {
        max(m.lineHeight + textMargin(m) - m.capHeight, textMargin(m) + abs(m.descender)) - (abs(m.descender) + halfLeading(m))
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
