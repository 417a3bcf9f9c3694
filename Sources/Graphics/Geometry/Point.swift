/// A point in the drawing's coordinate space (points, y down). Graphics keeps its own Double-based
/// geometry so the raster and SVG backends never depend on the public SwiftUI-compatible types.
package struct Point: Hashable, Sendable, CustomStringConvertible {
    package var x: Double
    package var y: Double

    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    package init(x: Double, y: Double) {
        self.init(x, y)
    }

    package static let zero = Point(0, 0)

    package static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    package static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Linear interpolation: `t = 0` is `self`, `t = 1` is `other`.
    package func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    package func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    package var description: String { "(\(NumberText.format(x)), \(NumberText.format(y)))" }
}
