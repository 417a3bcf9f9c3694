import Foundation
import Graphics

/// A parent's size proposal: nil asks for the ideal size, 0 for the minimum, ∞ for the maximum.
package struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width.map(sanitizedProposal)
        self.height = height.map(sanitizedProposal)
    }

    package init(_ size: Size) { self.init(width: size.width, height: size.height) }

    package static let unspecified = ProposedSize(width: nil, height: nil)
    package static let zero = ProposedSize(width: 0, height: 0)
    package static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// nil dimensions replaced by `value` (SwiftUI: 10 for shapes).
    package func replacingUnspecified(with value: Double = 10) -> Size {
        Size(width ?? value, height ?? value)
    }

    package subscript(axis: LayoutAxis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue.map(sanitizedProposal) } else { height = newValue.map(sanitizedProposal) } }
    }

    package static func along(_ axis: LayoutAxis, _ major: Double?, _ minor: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    package var description: String {
        func f(_ v: Double?) -> String { v.map { $0.isInfinite ? "∞" : NumberText.format($0) } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}

package enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical
    package var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    package subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    package static func along(_ axis: LayoutAxis, _ major: Double, _ minor: Double) -> Size {
        axis == .horizontal ? Size(major, minor) : Size(minor, major)
    }
}

/// Lengths larger than this are absurd for a widget and are clamped (a frame of 10⁹ points, say).
package let maximumLength: Double = Length.limit

/// A proposal: NaN and negatives become 0, absurd finite values are clamped; ∞ is kept (it asks for the maximum).
package func sanitizedProposal(_ v: Double) -> Double {
    if v.isNaN || v < 0 { return 0 }
    if v.isInfinite { return v }
    return min(v, maximumLength)
}

/// A length computed during layout that will be placed or drawn (an alignment guide, a rounded frame):
/// `Length`'s rule. Numbers from user code are made a `Length` where they enter instead.
package func sanitizedLength(_ v: Double) -> Double { Length(v).value }

/// A size a view reports: NaN → 0, negatives → 0; ∞ is kept for flexibility probes, clamped on placement.
package func sanitizedSize(_ s: Size) -> Size {
    func f(_ v: Double) -> Double { v.isNaN || v < 0 ? 0 : v }
    return Size(f(s.width), f(s.height))
}

package func clampedForPlacement(_ s: Size) -> Size {
    Size(max(0, sanitizedLength(s.width)), max(0, sanitizedLength(s.height)))
}
