/// A vector outline: subpaths of lines, quadratic and cubic Béziers, in absolute coordinates.
///
/// Both backends consume this one type: the raster backend hands it to FreeType's rasterizer, the SVG
/// backend prints it as path data. Arcs, ellipses and rounded rectangles are built from cubics
/// (`VectorPath+Shapes.swift`), so both backends see exactly the same curves.
package struct VectorPath: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)            // control, end
        case cubic(Point, Point, Point)    // control 1, control 2, end
        case close
    }

    package private(set) var elements: [Element] = []

    package init() {}

    package init(elements: [Element]) {
        self.elements = elements
    }

    package var isEmpty: Bool { elements.isEmpty }

    package mutating func move(to p: Point) { elements.append(.move(p)) }
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    package mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    package mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }
    package mutating func close() { elements.append(.close) }

    package mutating func append(_ other: VectorPath) { elements.append(contentsOf: other.elements) }

    /// The path with every point mapped through `t` (Béziers stay Béziers under affine maps).
    package func applying(_ t: Transform) -> VectorPath {
        if t.isIdentity { return self }
        return VectorPath(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: return .close
            }
        })
    }

    /// Bounds of all points including control points (a cheap superset of the exact bounds).
    package var controlBounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when every coordinate is finite: a path with NaN or ∞ is dropped by the backends.
    package var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
            case .quad(let c, let p): return c.x.isFinite && c.y.isFinite && p.x.isFinite && p.y.isFinite
            case .cubic(let c1, let c2, let p):
                return c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite && p.x.isFinite && p.y.isFinite
            case .close: return true
            }
        }
    }
}

/// How overlapping subpaths decide what is inside.
package enum FillRule: String, Hashable, Sendable {
    case nonZero = "nonzero"
    case evenOdd = "evenodd"
}
