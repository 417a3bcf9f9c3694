import Foundation
import Testing
@testable import Graphics

@Suite struct PathMeasureTests {
    typealias S = PathTestSupport

    @Test func straightLengthsAreExact() {
        #expect(VectorPath.rect(Rect(x: 3, y: 4, width: 30, height: 40)).length() == 140)
        var open = VectorPath()
        open.move(to: Point(0, 0))
        open.line(to: Point(3, 4))
        open.move(to: Point(10, 10))
        open.line(to: Point(10, 20))
        #expect(open.length() == 15)
        #expect(VectorPath().length() == 0)
    }

    @Test func circleLengthMatchesTwoPiR() {
        let length = VectorPath.circle(center: Point(0, 0), radius: 50).length()
        // The κ cubic circle is 0.014 % longer than the true one: 314.20334 (numerical integration of
        // the cubics' speed) against 2π·50 = 314.15927. Chords measure short by at most ε/(3R) = 0.0033 %.
        #expect(length < 314.20334 && length > 314.20334 * (1 - 0.000033))
        #expect(abs(length - 2 * Double.pi * 50) < 0.05)
    }

    @Test func flatteningStaysWithinTolerance() {
        let path = VectorPath.circle(center: Point(0, 0), radius: 100)
        for tolerance in [0.5, 0.05, 0.005] {
            let lines = path.flattened(tolerance: tolerance)
            #expect(lines.count == 1)
            let pts = lines[0].points
            #expect(lines[0].isClosed)
            #expect(pts.first == pts.last)
            for i in pts.indices.dropFirst() {
                // Chord midpoints may not fall further inside the circle than the tolerance (+ κ error).
                let mid = pts[i - 1].lerp(to: pts[i], 0.5)
                #expect(100 - mid.distance(to: .zero) <= tolerance + 0.03)
            }
        }
        // Finer tolerance → more points; the same input gives the same points.
        #expect(path.flattened(tolerance: 0.5)[0].points.count < path.flattened(tolerance: 0.005)[0].points.count)
        #expect(path.flattened(tolerance: 0.05) == path.flattened(tolerance: 0.05))
    }

    @Test func flatteningIsBoundedForHostileInput() {
        var path = VectorPath()
        path.move(to: Point(0, 0))
        path.cubic(to: Point(1e300, 0), control1: Point(.nan, 1), control2: Point(-1e300, 1e300))
        let lines = path.flattened(tolerance: 0)
        #expect(lines[0].points.count <= (1 << 16) + 1)
    }

    @Test func subpathsFollowSVGRules() {
        var path = VectorPath()
        path.line(to: Point(10, 0))           // no move: starts at the origin
        path.line(to: Point(10, 10))
        path.close()                            // closing line back to (0, 0)
        path.line(to: Point(0, 10))            // continues from the closed subpath's start
        let subs = path.subpaths
        #expect(subs.count == 2)
        #expect(subs[0].isClosed && subs[0].segments.count == 3)
        #expect(subs[1].start == Point(0, 0) && !subs[1].isClosed)
    }

    @Test func containsUsesTheFillRule() {
        var path = VectorPath.rect(Rect(x: 0, y: 0, width: 100, height: 100))
        path.append(.rect(Rect(x: 25, y: 25, width: 50, height: 50)))   // same direction: non-zero fills it
        #expect(path.contains(Point(50, 50), fillRule: .nonZero))
        #expect(!path.contains(Point(50, 50), fillRule: .evenOdd))
        #expect(path.contains(Point(10, 10), fillRule: .evenOdd))
        #expect(!path.contains(Point(150, 50)))
        let circle = VectorPath.circle(center: Point(50, 50), radius: 50)
        #expect(circle.contains(Point(50, 50)))
        #expect(!circle.contains(Point(3, 3)))   // inside the bounds, outside the circle
    }
}
