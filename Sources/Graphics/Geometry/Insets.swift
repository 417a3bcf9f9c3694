/// Distances inwards from each edge of a rectangle, in points.
package struct Insets: Hashable, Sendable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    package static let zero = Insets()
}
