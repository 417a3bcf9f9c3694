import Foundation

/// Circular arcs as cubic Béziers, with CoreGraphics / SwiftUI `Path.addArc` semantics.
///
/// Angles are in radians from the +x axis. Graphics works in a y-down space (SwiftUI's), where a point
/// at angle θ is `center + r·(cos θ, sin θ)`: increasing angles therefore turn **clockwise on screen**
/// (0 = 3 o'clock, π/2 = 6 o'clock). `clockwise` keeps CoreGraphics' meaning, which refers to the
/// mathematical (y-up) orientation, exactly as SwiftUI's `Path.addArc(…, clockwise:)` does:
/// - `clockwise: false` sweeps from `startAngle` towards increasing angles → clockwise on screen;
/// - `clockwise: true` sweeps towards decreasing angles → counter-clockwise on screen.
/// (This is SwiftUI's well-known "clockwise is flipped" behaviour, and HTML canvas `arc()` with
/// `anticlockwise` = `clockwise`.)
extension VectorPath {
    /// Appends an arc. If the path has a current point, a straight line joins it to the arc's start
    /// (as CoreGraphics does); otherwise the arc starts a new subpath.
    ///
    /// Sweep (HTML canvas rules, which match CoreGraphics): with `clockwise: false`, a difference
    /// `endAngle − startAngle ≥ 2π` draws the full circle, otherwise the sweep is that difference
    /// reduced into [0, 2π); `clockwise: true` mirrors this with decreasing angles. Equal angles give
    /// only the start point. The arc is split into equal pieces of at most 90°, each one cubic with
    /// handles `4/3·tan(θ/4)·r` (the standard fit whose midpoint lies on the circle).
    /// A radius ≤ 0 or any non-finite input adds only a connection to `center`.
    package mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                 clockwise: Bool) {
        guard radius > 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite,
              center.x.isFinite, center.y.isFinite else {
            connect(to: center)
            return
        }
        let sweep = Self.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        let start = Self.pointOnCircle(center, radius, startAngle)
        connect(to: start)
        guard sweep != 0, sweep.isFinite else { return }

        // The tiny slack keeps an exact 90° / 180° / 360° sweep at 1 / 2 / 4 pieces despite rounding in π.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = startAngle
        var p0 = start
        for i in 1...pieces {
            // The last piece ends exactly at start + sweep (no accumulated rounding).
            let a1 = i == pieces ? startAngle + sweep : startAngle + step * Double(i)
            let p1 = Self.pointOnCircle(center, radius, a1)
            // Handles run along the tangents (−sin a, cos a), scaled by k (negative k for a negative sweep).
            let (cos0, sin0) = Self.exactCosSin(a0), (cos1, sin1) = Self.exactCosSin(a1)
            let c1 = Point(p0.x - k * sin0, p0.y + k * cos0)
            let c2 = Point(p1.x + k * sin1, p1.y - k * cos1)
            cubic(to: p1, control1: c1, control2: c2)
            a0 = a1
            p0 = p1
        }
    }

    /// A path holding only the arc (an open subpath): the track and the value of a gauge ring.
    package static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                            clockwise: Bool) -> VectorPath {
        var path = VectorPath()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise)
        return path
    }

    /// The signed sweep in radians: positive turns clockwise on screen (increasing angles).
    /// Finite angles whose difference overflows (1e308 and −1e308 the wrong way round) have no
    /// reduced sweep: 0, as for equal angles (the remainder of ∞ is NaN, which trapped in `Int`).
    package static func arcSweep(startAngle: Double, endAngle: Double, clockwise: Bool) -> Double {
        let full = 2 * Double.pi
        if !clockwise {
            let delta = endAngle - startAngle
            if delta >= full { return full }
            guard delta.isFinite else { return 0 }
            let r = delta.truncatingRemainder(dividingBy: full)
            return r < 0 ? r + full : r
        } else {
            let delta = startAngle - endAngle
            if delta >= full { return -full }
            guard delta.isFinite else { return 0 }
            let r = delta.truncatingRemainder(dividingBy: full)
            return -(r < 0 ? r + full : r)
        }
    }

    /// `center + r·(cos a, sin a)`, with exact values at multiples of π/2 so quadrant points of arcs land
    /// on exact coordinates (cos(π/2) is 6e-17 in floating point, not 0).
    static func pointOnCircle(_ center: Point, _ r: Double, _ a: Double) -> Point {
        let (c, s) = exactCosSin(a)
        return Point(center.x + r * c, center.y + r * s)
    }

    static func exactCosSin(_ a: Double) -> (Double, Double) {
        let quarters = a / (Double.pi / 2)
        let q = quarters.rounded()
        if abs(quarters - q) < 1e-12, abs(q) < 1e9 {
            switch ((Int(q) % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        return (cos(a), sin(a))
    }

    /// A line to `p` when the path has an open subpath (skipped if already there), else a move.
    mutating func connect(to p: Point) {
        if let current = currentPoint {
            if current != p { line(to: p) }
        } else {
            move(to: p)
        }
    }
}
