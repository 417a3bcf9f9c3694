@testable import Graphics

/// Helpers shared by the path tests: approximate comparison for values that go through sin/cos.
enum PathTestSupport {
    static func close(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps }

    static func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool {
        close(a.x, b.x, eps) && close(a.y, b.y, eps)
    }

    /// Element kinds as a compact string: M L Q C Z.
    static func kinds(_ path: VectorPath) -> String {
        path.elements.map { e -> String in
            switch e {
            case .move: return "M"
            case .line: return "L"
            case .quad: return "Q"
            case .cubic: return "C"
            case .close: return "Z"
            }
        }.joined()
    }

    /// End points of every element (close repeats nothing).
    static func anchors(_ path: VectorPath) -> [Point] {
        path.elements.compactMap { e in
            switch e {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            case .close: return nil
            }
        }
    }

    /// Every point, control points included.
    static func allPoints(_ path: VectorPath) -> [Point] {
        path.elements.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
    }
}
