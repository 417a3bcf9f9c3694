import Graphics

/// A placed node's view: its description and how its parent sized it.
package struct PlacedView: Hashable, Sendable {
    package var description: ViewDescription
    package var proposal: ProposedSize
    /// The size the view chose for `proposal`.
    package var size: Size
    /// The guides its stack aligned it by, with their values in the view's own coordinates.
    package var alignmentGuides: [PlacedAlignmentGuide] = []

    package init(description: ViewDescription, proposal: ProposedSize, size: Size, alignmentGuides: [PlacedAlignmentGuide] = []) {
        self.description = description
        self.proposal = proposal
        self.size = size
        self.alignmentGuides = alignmentGuides
    }
}

/// One guide a stack aligned a view by: along which axis, its name as written in SwiftUI (".leading"),
/// and its value in the view's own coordinates (`ViewLayout.AlignmentGuideValue` shows it).
package struct PlacedAlignmentGuide: Hashable, Sendable {
    package var axis: LayoutAxis
    package var guide: String
    package var value: Double

    package init(axis: LayoutAxis, guide: String, value: Double) {
        self.axis = axis
        self.guide = guide
        self.value = value
    }
}
