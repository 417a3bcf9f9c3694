import Foundation
import Graphics

/// Where the expanded island's regions go, as WidgetKit documents them: `leading` and `trailing` along
/// the edges beside the TrueDepth camera, `center` right below the camera between them, `bottom` below all
/// three. Apple publishes the regions, not the algorithm; the model, chosen to match Apple's examples:
///
/// - leading and trailing are as wide as their content, at most the space beside the camera, each against
///   its edge; the center column takes what is left between them, kept centred under the camera (its width
///   is the island's inner width less twice the wider side).
/// - `priority`: when center's priority is higher than both sides', center gets its ideal width first
///   (at most the inner width less 2 × 24 pt for the sides) and the sides share the rest equally.
/// - `dynamicIsland(verticalPlacement: .belowIfTooWide)` on a leading or trailing view wider than the space
///   beside the camera moves it below the camera (it starts at the camera's bottom edge, as center does),
///   where its column may grow to half the inner width; center keeps what is left between the columns.
/// - leading and trailing start at the top margin, center at the camera's bottom edge; bottom starts
///   `expandedBottomSpacing` below the lowest of the three and spans the inner width.
/// - The island is the content's height plus the margins, from 84 to 160 pt; a region reaching past 160 pt
///   less the bottom margin is clipped, and reported with how far it reaches past.
package enum ExpandedIslandLayout {
    package struct PlacedRegion {
        package let region: DynamicIslandExpandedRegionContent
        package let frame: Rect
    }

    package struct Overflow: Equatable {
        package let position: DynamicIslandExpandedRegionPosition
        package let amount: Double
    }

    package struct Result {
        package var frames: [PlacedRegion]
        package var height: Double
        package var overflows: [Overflow]
    }

    /// The narrowest a side column gets when center has priority (chosen: room for a 24 pt symbol).
    package static let minimumSideWidth = 24.0

    /// `measure(region, width, height)`: the region's ideal size for a proposal (nil: unspecified).
    package static func layout(regions: [DynamicIslandExpandedRegionContent], width: Double, margins: EdgeInsets, housing: Double,
                               measure: (DynamicIslandExpandedRegionContent, Double?, Double?) -> Size) -> Result {
        func first(_ position: DynamicIslandExpandedRegionPosition) -> DynamicIslandExpandedRegionContent? {
            // WidgetKit shows one view per position; a later region of the same position replaces an earlier one.
            regions.last(where: { $0.position == position })
        }
        let left = Double(margins.leading), right = Double(margins.trailing)
        let top = Double(margins.top), bottomMargin = Double(margins.bottom)
        let inner = max(0, width - left - right)
        let beside = max(0, (inner - LiveActivityDeviceProfile.sensorHousingWidth) / 2)
        let leading = first(.leading), trailing = first(.trailing), center = first(.center), bottom = first(.bottom)

        let sidePriority = max(leading?.priority ?? -.infinity, trailing?.priority ?? -.infinity)
        let leadingIdeal = leading.map { measure($0, nil, nil).width.rounded(.up) } ?? 0
        let trailingIdeal = trailing.map { measure($0, nil, nil).width.rounded(.up) } ?? 0
        // Too wide to sit beside the camera, and allowed to go below it.
        let leadingBelow = leading?.verticalPlacement == .belowIfTooWide && leadingIdeal > beside
        let trailingBelow = trailing?.verticalPlacement == .belowIfTooWide && trailingIdeal > beside
        var sideWidth: Double
        if let center, center.priority > sidePriority {
            let centerIdeal = measure(center, nil, nil).width
            let centerWidth = min(centerIdeal, max(0, inner - 2 * minimumSideWidth))
            sideWidth = max(0, (inner - centerWidth) / 2).rounded(.down)
        } else {
            sideWidth = max(min(leadingIdeal, leadingBelow ? inner / 2 : beside), min(trailingIdeal, trailingBelow ? inner / 2 : beside))
        }
        let centerWidth = max(0, inner - 2 * sideWidth)
        // Each side is as wide as its own content within the column, against its edge.
        let leadingWidth = min(leadingIdeal, sideWidth), trailingWidth = min(trailingIdeal, sideWidth)

        var frames: [PlacedRegion] = []
        var lowest = top
        func place(_ region: DynamicIslandExpandedRegionContent?, x: Double, y: Double, width: Double) {
            guard let region, width > 0 else { return }
            let height = measure(region, width, nil).height
            frames.append(PlacedRegion(region: region, frame: Rect(x: x, y: y, width: width, height: height)))
            lowest = max(lowest, y + height)
        }
        place(leading, x: left, y: leadingBelow ? max(top, housing) : top, width: leadingWidth)
        place(trailing, x: width - right - trailingWidth, y: trailingBelow ? max(top, housing) : top, width: trailingWidth)
        place(center, x: left + sideWidth, y: housing, width: centerWidth)
        if let bottom {
            let y = (frames.isEmpty ? top : lowest + LiveActivityDeviceProfile.expandedBottomSpacing)
            place(bottom, x: left, y: y, width: inner)
        }
        let natural = lowest + bottomMargin
        let height = min(max(natural, LiveActivityDeviceProfile.expandedMinimumHeight), LiveActivityDeviceProfile.maximumHeight).rounded(.up)
        let limit = height - bottomMargin
        let overflows = frames.compactMap { placed -> Overflow? in
            let past = placed.frame.maxY - limit
            return past > 0.005 ? Overflow(position: placed.region.position, amount: (past * 100).rounded() / 100) : nil
        }
        return Result(frames: frames, height: height, overflows: overflows)
    }
}
