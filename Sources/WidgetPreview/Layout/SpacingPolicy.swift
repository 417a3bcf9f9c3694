import Foundation
import Graphics

/// The gap a stack leaves between two adjacent children when its `spacing` is nil: the one place that
/// decides default spacing.
///
/// SwiftUI: the max of the two facing edge preferences, 8 when neither states one; a Spacer states 0, so
/// its own minimum length is the visible gap. Text publishes font-metric spacing for vertical gaps; the
/// published reconstruction (research §6.2) is not yet calibrated against devices, so Text uses the
/// default 8 here until it is, and this function is where that calibration lands.
package enum SpacingPolicy {
    package static let defaultSpacing: Double = 8

    package static func distance(from previous: SpacingTrait, to next: SpacingTrait, along axis: LayoutAxis) -> Double {
        if previous == .spacer || next == .spacer { return 0 }
        return defaultSpacing
    }
}
