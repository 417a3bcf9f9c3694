import Foundation

/// An opacity or alpha from user code (`opacity(_:)`, `withAlphaComponent(_:)`), checked once where it
/// enters: clamped to 0…1, and a value that is not a number (NaN, ±∞) leaves what it modifies unchanged
/// (1), so nothing downstream checks it again.
package struct Opacity: Hashable, Sendable {
    package let value: Double

    package init(_ value: Double) {
        self.value = value.isFinite ? max(0, min(1, value)) : 1
    }
}
