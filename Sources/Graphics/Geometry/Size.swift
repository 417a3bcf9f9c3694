/// A width and height in points.
package struct Size: Hashable, Sendable, CustomStringConvertible {
    package var width: Double
    package var height: Double

    package init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    package init(width: Double, height: Double) {
        self.init(width, height)
    }

    package static let zero = Size(0, 0)

    package var description: String { "\(NumberText.format(width))×\(NumberText.format(height))" }
}
