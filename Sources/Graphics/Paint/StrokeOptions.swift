/// How a path is stroked: width, caps, joins, miter limit and dashes (in points).
///
/// Holds its invariants from the moment a value is made or changed, so no backend checks them again: the
/// width is finite and non-negative (a NaN, infinite or negative width strokes nothing: 0), the miter
/// limit finite and at least 1 (SVG's minimum; a non-finite one is SwiftUI's default, 10), the dash
/// pattern empty unless every length is finite and non-negative with a positive sum (otherwise the
/// stroke is solid, as SVG specifies), the dash phase finite (0 otherwise).
package struct StrokeOptions: Hashable, Sendable {
    package enum Cap: String, Hashable, Sendable { case butt, round, square }
    package enum Join: String, Hashable, Sendable { case miter, round, bevel }

    package var width: Double { didSet { width = Self.validWidth(width) } }
    package var cap: Cap
    package var join: Join
    package var miterLimit: Double { didSet { miterLimit = Self.validMiterLimit(miterLimit) } }
    package var dash: [Double] { didSet { dash = Self.validDash(dash) } }
    package var dashPhase: Double { didSet { dashPhase = Self.validPhase(dashPhase) } }

    package init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                 dash: [Double] = [], dashPhase: Double = 0) {
        self.width = Self.validWidth(width)
        self.cap = cap
        self.join = join
        self.miterLimit = Self.validMiterLimit(miterLimit)
        self.dash = Self.validDash(dash)
        self.dashPhase = Self.validPhase(dashPhase)
    }

    private static func validWidth(_ w: Double) -> Double { w.isFinite && w > 0 ? w : 0 }
    private static func validMiterLimit(_ m: Double) -> Double { m.isFinite ? max(1, m) : 10 }
    private static func validPhase(_ p: Double) -> Double { p.isFinite ? p : 0 }
    private static func validDash(_ d: [Double]) -> [Double] {
        guard d.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return [] }
        let sum = d.reduce(0, +)
        return sum > 0 && sum.isFinite ? d : []
    }

    /// Whether the stroke draws anything at all.
    package var draws: Bool { width > 0 }
}
