import Foundation

/// Rounded rectangles with per-corner radii in the two SwiftUI corner styles.
///
/// The outline starts on the top edge just after the top-left corner and runs clockwise on screen:
/// top edge, top-right corner, right edge, bottom-right, bottom edge, bottom-left, left edge, top-left,
/// close. Each radius is clamped to 0…half the short side (negative or NaN radii count as 0), as
/// SwiftUI clamps `RoundedRectangle(cornerRadius:)`. With all radii 0 the path equals `rect(_:)`.
extension VectorPath {
    package static func roundedRect(_ rect: Rect, radius: Double, style: CornerStyle = .circular) -> VectorPath {
        roundedRect(rect, radii: CornerRadii(all: radius), style: style)
    }

    package static func roundedRect(_ rect: Rect, radii: CornerRadii, style: CornerStyle = .circular) -> VectorPath {
        var path = VectorPath()
        path.addRoundedRect(rect, radii: radii, style: style)
        return path
    }

    package mutating func addRoundedRect(_ rect: Rect, radii: CornerRadii, style: CornerStyle = .circular) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: Double) -> Double { v > 0 ? min(v, limit) : 0 }   // NaN → 0
        let tl = clamp(radii.topLeft), tr = clamp(radii.topRight)
        let br = clamp(radii.bottomRight), bl = clamp(radii.bottomLeft)

        // How far along its continuous curve each corner may go: 1 = Apple's full extended corner,
        // 0 = a plain quarter circle (a circular corner uses 0 throughout).
        var smoothing = (tl: 0.0, tr: 0.0, br: 0.0, bl: 0.0)
        if style == .continuous {
            let top = ContinuousCorner.smoothing(edge: r.width, tl, tr)
            let right = ContinuousCorner.smoothing(edge: r.height, tr, br)
            let bottom = ContinuousCorner.smoothing(edge: r.width, br, bl)
            let left = ContinuousCorner.smoothing(edge: r.height, bl, tl)
            smoothing = (min(left, top), min(top, right), min(right, bottom), min(bottom, left))
        }

        // Corner point, the unit vector back along the incoming edge, the unit vector along the outgoing edge.
        let corners: [(radius: Double, smoothing: Double, corner: Point, back: Point, out: Point)] = [
            (tr, smoothing.tr, Point(r.maxX, r.minY), Point(-1, 0), Point(0, 1)),
            (br, smoothing.br, Point(r.maxX, r.maxY), Point(0, -1), Point(-1, 0)),
            (bl, smoothing.bl, Point(r.minX, r.maxY), Point(1, 0), Point(0, -1)),
            (tl, smoothing.tl, Point(r.minX, r.minY), Point(0, 1), Point(1, 0)),
        ]
        let startExtent = tl * ContinuousCorner.extent(smoothing: smoothing.tl)
        move(to: Point(r.minX + startExtent, r.minY))
        for (index, c) in corners.enumerated() {
            let isLast = index == corners.count - 1
            guard c.radius > 0 else {
                if !isLast { connect(to: c.corner) }
                continue
            }
            // (a, b) in radii: a along `back`, b along `out`, measured from the corner point.
            func place(_ q: ContinuousCorner.Local) -> Point {
                Point(c.corner.x + (q.a * c.back.x + q.b * c.out.x) * c.radius,
                      c.corner.y + (q.a * c.back.y + q.b * c.out.y) * c.radius)
            }
            let pieces = style == .circular ? ContinuousCorner.circularPieces
                                            : ContinuousCorner.pieces(smoothing: c.smoothing)
            connect(to: place(ContinuousCorner.start(smoothing: style == .circular ? 0 : c.smoothing)))
            for piece in pieces {
                switch piece {
                case .line(let p):
                    connect(to: place(p))
                case .cubic(let c1, let c2, let p):
                    cubic(to: place(p), control1: place(c1), control2: place(c2))
                }
            }
        }
        close()
    }
}

/// The geometry of one corner in units of its radius, in local coordinates (a, b): `a` is the distance
/// from the corner point back along the incoming edge, `b` along the outgoing edge. The corner runs from
/// (extent, 0) to (0, extent) and is symmetric about a = b.
enum ContinuousCorner {
    struct Local: Equatable {
        var a: Double
        var b: Double
        init(_ a: Double, _ b: Double) { (self.a, self.b) = (a, b) }
        func lerp(to o: Local, _ t: Double) -> Local {
            t >= 1 ? o : Local(a + (o.a - a) * t, b + (o.b - b) * t)
        }
        var mirrored: Local { Local(b, a) }
    }

    enum Piece {
        case line(Local)
        case cubic(Local, Local, Local)
    }

    /// The continuous corner of iOS 7+ (`UIBezierPath(roundedRect:cornerRadius:)`, and SwiftUI's
    /// `.continuous`), as reconstructed by PaintCode: "Drawing Code for iOS 7 Rounded Rectangles",
    /// https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles (their shape_1; the same
    /// coefficients appear in the many ports of `UIBezierPath+IOS7RoundedRect`). Per corner, in radii,
    /// top-right corner as published: start (1.52866483, 0); cubic (1.08849323, 0) (0.86840689, 0) →
    /// (0.66993427, 0.06549600); line → (0.63149399, 0.07491100); cubic (0.37282392, 0.16905899)
    /// (0.16906013, 0.37282401) → (0.07491176, 0.63149399); cubic (0, 0.86840701) (0, 1.08849299) →
    /// (0, 1.52866483). The published corner is not quite symmetric (its second half lacks the short
    /// line and differs in the 7th decimal); we use the first half and mirror it about a = b, so every
    /// corner is exactly symmetric: 3 cubics joined by two short lines (≈0.04·r each).
    static let extendedExtent = 1.52866483
    static let fullStart = Local(extendedExtent, 0)
    static let fullPieces: [Piece] = {
        let c1 = Local(1.08849323, 0), c2 = Local(0.86840689, 0), p1 = Local(0.66993427, 0.06549600)
        let p2 = Local(0.63149399, 0.07491100)
        let m1 = Local(0.37282392, 0.16905899)
        return [.cubic(c1, c2, p1), .line(p2), .cubic(m1, m1.mirrored, p2.mirrored), .line(p1.mirrored),
                .cubic(c2.mirrored, c1.mirrored, fullStart.mirrored)]
    }()

    /// A quarter circle (centre (1, 1), radius 1) with the same structure as `fullPieces`, so the two can
    /// be blended point by point: cut where the continuous corner's middle arc begins and ends, its two
    /// lines of zero length. Blending towards it is how a continuous corner degrades when the rectangle
    /// is too short for the extended curve (see `smoothing`).
    static let circleStructurePieces: [Piece] = {
        // Angle (from the centre, measured from the corner's incoming side) where the middle arc starts.
        let p2 = Local(0.63149399, 0.07491100)
        let alpha = atan2(1 - p2.a, 1 - p2.b)
        let phiStart = -Double.pi / 2, phi1 = -Double.pi / 2 - alpha
        let phi2 = -Double.pi + alpha, phiEnd = -Double.pi
        func point(_ phi: Double) -> Local { Local(1 + cos(phi), 1 + sin(phi)) }
        func arc(_ f0: Double, _ f1: Double) -> Piece {
            let k = 4.0 / 3.0 * tan((f1 - f0) / 4)
            let p0 = point(f0), p1 = point(f1)
            return .cubic(Local(p0.a - k * sin(f0), p0.b + k * cos(f0)),
                          Local(p1.a + k * sin(f1), p1.b - k * cos(f1)), p1)
        }
        // Exact end points for the quadrant ends (cos(−π/2) is not exactly 0 in floating point).
        let first = arc(phiStart, phi1), middle = arc(phi1, phi2), last = arc(phi2, phiEnd)
        var pieces: [Piece] = [first, .line(point(phi1)), middle, .line(point(phi2)), last]
        if case .cubic(let c1, let c2, _) = first {
            pieces[0] = .cubic(Local(c1.a, 0), c2, point(phi1))
        }
        if case .cubic(let c1, let c2, _) = last {
            pieces[4] = .cubic(c1, Local(0, c2.b), Local(0, 1))
        }
        return pieces
    }()

    /// The single-cubic quarter circle CoreGraphics draws for a circular corner.
    static let circularPieces: [Piece] = {
        let k = 1 - VectorPath.circleKappa
        return [.cubic(Local(k, 0), Local(0, k), Local(0, 1))]
    }()

    /// How far the corner extends along each edge, in radii, at a given smoothing.
    static func extent(smoothing s: Double) -> Double {
        1 + (extendedExtent - 1) * s
    }

    static func start(smoothing s: Double) -> Local {
        Local(extent(smoothing: s), 0)
    }

    /// The corner's pieces at smoothing `s` (0 = quarter circle, 1 = full continuous corner).
    static func pieces(smoothing s: Double) -> [Piece] {
        if s >= 1 { return fullPieces }
        return zip(circleStructurePieces, fullPieces).map { circle, full in
            switch (circle, full) {
            case (.line(let a), .line(let b)):
                return .line(a.lerp(to: b, s))
            case (.cubic(let a1, let a2, let a3), .cubic(let b1, let b2, let b3)):
                return .cubic(a1.lerp(to: b1, s), a2.lerp(to: b2, s), a3.lerp(to: b3, s))
            default:
                return full
            }
        }
    }

    /// The largest smoothing (0…1) that lets two corners of radii `r1`, `r2` share an edge of length
    /// `edge`: each takes r·extent(s) of it. When the rect is long enough this is 1; as it shortens the
    /// corners ease continuously towards quarter circles instead of shrinking their radius (PaintCode's
    /// reconstruction shrinks the radius, which makes a continuous capsule smaller than its circular one).
    static func smoothing(edge: Double, _ r1: Double, _ r2: Double) -> Double {
        let sum = r1 + r2
        guard sum > 0 else { return 1 }
        let s = (edge / sum - 1) / (extendedExtent - 1)
        return s.isNaN ? 0 : max(0, min(1, s))
    }
}
