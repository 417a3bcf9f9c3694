/// One drawing segment with its own start point: what length, trim, dash and flattening walk over.
///
/// `VectorPath.Element`s only carry end points (the start is the previous element's end); measuring and
/// cutting needs both ends, so `VectorPath.subpaths` resolves the elements into these.
package enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)             // start, control, end
    case cubic(Point, Point, Point, Point)     // start, control 1, control 2, end

    package var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    package var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The point at parameter `t` in 0…1 (de Casteljau, so `t = 0` and `t = 1` give the exact ends).
    package func point(at t: Double) -> Point {
        if t <= 0 { return start }
        if t >= 1 { return end }
        switch self {
        case .line(let p0, let p1):
            return p0.lerp(to: p1, t)
        case .quad(let p0, let c, let p1):
            return p0.lerp(to: c, t).lerp(to: c.lerp(to: p1, t), t)
        case .cubic(let p0, let c1, let c2, let p1):
            let a = p0.lerp(to: c1, t), b = c1.lerp(to: c2, t), c = c2.lerp(to: p1, t)
            return a.lerp(to: b, t).lerp(to: b.lerp(to: c, t), t)
        }
    }

    /// The part of the segment between parameters `t0 < t1` (both in 0…1), as the same kind of curve.
    package func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        let a = max(0, min(1, t0)), b = max(0, min(1, t1))
        if a <= 0 && b >= 1 { return self }
        if case .line = self { return .line(point(at: a), point(at: b)) }
        // Cut at b first, then cut the left piece at a / b.
        let left = b >= 1 ? self : split(at: b).0
        if a <= 0 { return left }
        return left.split(at: b > 0 ? a / b : 0).1
    }

    /// De Casteljau split at `t`: the two halves share the exact split point.
    package func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let p0, let p1):
            let m = p0.lerp(to: p1, t)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let c, let p1):
            let a = p0.lerp(to: c, t), b = c.lerp(to: p1, t), m = a.lerp(to: b, t)
            return (.quad(p0, a, m), .quad(m, b, p1))
        case .cubic(let p0, let c1, let c2, let p1):
            let a = p0.lerp(to: c1, t), b = c1.lerp(to: c2, t), c = c2.lerp(to: p1, t)
            let d = a.lerp(to: b, t), e = b.lerp(to: c, t), m = d.lerp(to: e, t)
            return (.cubic(p0, a, d, m), .cubic(m, e, c, p1))
        }
    }

}

/// One subpath resolved into segments. A closed subpath's closing line (when its last point is not its
/// start) is included as a final `.line`, marked by `isClosed`, because it is drawn, measured and dashed.
package struct Subpath: Hashable, Sendable {
    package var start: Point
    package var segments: [PathSegment]
    package var isClosed: Bool
}

extension VectorPath {
    /// The path split into subpaths with explicit segments, following SVG/CoreGraphics rules: a drawing
    /// element without a preceding `move` starts at the current point (the previous subpath's start after
    /// a `close`, or the origin for an empty path).
    package var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var pen = Point.zero

        func begin(at p: Point) -> Subpath {
            Subpath(start: p, segments: [], isClosed: false)
        }
        func finish(_ s: Subpath?) {
            if let s { result.append(s) }
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish(current)
                current = begin(at: p)
                pen = p
            case .line(let p):
                if current == nil { current = begin(at: pen) }
                current?.segments.append(.line(pen, p))
                pen = p
            case .quad(let c, let p):
                if current == nil { current = begin(at: pen) }
                current?.segments.append(.quad(pen, c, p))
                pen = p
            case .cubic(let c1, let c2, let p):
                if current == nil { current = begin(at: pen) }
                current?.segments.append(.cubic(pen, c1, c2, p))
                pen = p
            case .close:
                guard var s = current else { continue }
                if pen != s.start { s.segments.append(.line(pen, s.start)) }
                s.isClosed = true
                result.append(s)
                current = nil
                pen = s.start
            }
        }
        finish(current)
        return result
    }

    /// Appends the element that draws `segment` from the current point (its start is not repeated).
    package mutating func add(_ segment: PathSegment) {
        switch segment {
        case .line(_, let p): line(to: p)
        case .quad(_, let c, let p): quad(to: p, control: c)
        case .cubic(_, let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
        }
    }

    /// The end point of the last element, or nil when there is no open subpath to continue (empty path,
    /// or the last element is `close`): what `addArc` connects to with a straight line, as CoreGraphics does.
    package var currentPoint: Point? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }
}
