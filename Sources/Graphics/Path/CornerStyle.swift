/// How a rounded rectangle's corners are shaped (SwiftUI's `RoundedCornerStyle`).
package enum CornerStyle: String, Hashable, Sendable {
    /// Quarter circles: the curvature jumps from 0 to 1/r where the edge meets the corner.
    case circular
    /// Apple's "squircle" corner (iOS 7+ icons, `RoundedRectangle(style: .continuous)`, widget
    /// containers): the curve starts ≈1.53·r before the corner and eases into it, so curvature ramps up
    /// instead of jumping. See `VectorPath+RoundedRect.swift` for the geometry and its source.
    case continuous
}

/// Per-corner radii of a rounded rectangle, in points, in absolute (left/right) terms: layout has already
/// resolved SwiftUI's leading/trailing for the layout direction before anything reaches Graphics.
package struct CornerRadii: Hashable, Sendable {
    package var topLeft: Double
    package var topRight: Double
    package var bottomRight: Double
    package var bottomLeft: Double

    package init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    package init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    package static let zero = CornerRadii()
}
