/// A length in points from user code that may be negative (an offset, a position, a stack's spacing, a
/// padding inset, a shadow's offset, a scale factor), checked once where it enters: always finite and
/// within ±`Length.limit`, so the layout nodes and backends that receive it never check it again.
///
/// NaN is 0 (chosen: SwiftUI documents no behaviour and logs "invalid" for some of these); ±∞ and larger
/// magnitudes are clamped to ±`limit` (chosen: a length no widget can use, but still a number every pass
/// can add and scale).
package struct Length: Hashable, Sendable, CustomStringConvertible {
    /// Largest magnitude a length may have: 100 000 pt, far beyond any widget or screen.
    package static let limit: Double = 100_000

    package let value: Double

    package init(_ value: Double) {
        self.value = value.isNaN ? 0 : max(-Self.limit, min(Self.limit, value))
    }

    package static let zero = Length(0)

    package var description: String { NumberText.format(value) }
}
