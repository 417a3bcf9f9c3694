/// A length in points from user code that a view cannot use negatively (a frame's width or height, a
/// spacer's minimum length, a font size, a blur or shadow radius), checked once where it enters: always
/// finite and within 0…`Length.limit`, so nothing downstream checks it again.
///
/// NaN and negative values are 0 (SwiftUI logs "Invalid frame dimension (negative or non-finite)" for a
/// frame and draws as if it were 0 wide; chosen for the others, which SwiftUI does not document); +∞ and
/// larger values are clamped to `Length.limit` (chosen).
package struct NonNegativeLength: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let value: Double

    package init(_ value: Double) {
        self.value = value.isNaN ? 0 : max(0, min(Length.limit, value))
    }

    package static let zero = NonNegativeLength(0)

    package static func < (a: NonNegativeLength, b: NonNegativeLength) -> Bool { a.value < b.value }

    package var description: String { NumberText.format(value) }
}
