import Graphics

/// A `UnitPoint` as layout data: a point in a frame's unit square (0,0 top-left, 1,1 bottom-right).
package struct ResolvedUnitPoint: Hashable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let center = ResolvedUnitPoint(x: 0.5, y: 0.5)
    package static let leading = ResolvedUnitPoint(x: 0, y: 0.5)
    package static let trailing = ResolvedUnitPoint(x: 1, y: 0.5)
    package static let top = ResolvedUnitPoint(x: 0.5, y: 0)
    package static let bottom = ResolvedUnitPoint(x: 0.5, y: 1)

    /// The point in `rect`.
    package func point(in rect: Rect) -> Point {
        Point(rect.minX + x * rect.width, rect.minY + y * rect.height)
    }
}
