import Foundation
import Testing
@testable import Graphics

@Suite struct PathArcTests {
    typealias S = PathTestSupport
    let center = Point(50, 50)

    @Test func counterClockwiseFlagFalseTurnsClockwiseOnScreen() {
        // y is down: from 3 o'clock (0) to 6 o'clock (π/2) with clockwise: false is a single quarter
        // turn through the lower right, i.e. clockwise as seen on screen.
        let path = VectorPath.arc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(S.kinds(path) == "MC")
        let h = 10 * 4.0 / 3.0 * tan(Double.pi / 8)
        let expected: [VectorPath.Element] = [.move(Point(60, 50)),
                                              .cubic(Point(60, 50 + h), Point(50 + h, 60), Point(50, 60))]
        #expect(path.elements == expected)
        #expect(S.close(h, 10 * VectorPath.circleKappa, 1e-9))
    }

    @Test func clockwiseTrueTurnsCounterClockwiseOnScreen() {
        // The same angles with clockwise: true go the long way round, through 12 and 9 o'clock.
        let path = VectorPath.arc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(S.kinds(path) == "MCCC")
        let expected = [Point(60, 50), Point(50, 40), Point(40, 50), Point(50, 60)]
        #expect(S.anchors(path) == expected)
    }

    @Test func sweepRules() {
        let pi = Double.pi
        #expect(VectorPath.arcSweep(startAngle: 0, endAngle: pi / 2, clockwise: false) == pi / 2)
        #expect(S.close(VectorPath.arcSweep(startAngle: 0, endAngle: pi / 2, clockwise: true), -1.5 * pi))
        #expect(S.close(VectorPath.arcSweep(startAngle: 0, endAngle: -pi / 2, clockwise: false), 1.5 * pi))
        #expect(VectorPath.arcSweep(startAngle: pi, endAngle: 0, clockwise: true) == -pi)
        #expect(VectorPath.arcSweep(startAngle: 0, endAngle: 2 * pi, clockwise: false) == 2 * pi)
        #expect(VectorPath.arcSweep(startAngle: 0, endAngle: 7 * pi, clockwise: false) == 2 * pi)
        #expect(VectorPath.arcSweep(startAngle: 0, endAngle: -2 * pi, clockwise: true) == -2 * pi)
        #expect(VectorPath.arcSweep(startAngle: 1, endAngle: 1, clockwise: false) == 0)
        #expect(VectorPath.arcSweep(startAngle: 1, endAngle: 1, clockwise: true) == 0)
        // Reduced modulo 2π when short of a full turn.
        #expect(S.close(VectorPath.arcSweep(startAngle: 0, endAngle: -2.5 * pi, clockwise: false), 1.5 * pi))
    }

    @Test func fullCircleIsFourQuarterCubics() {
        let path = VectorPath.arc(center: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(S.kinds(path) == "MCCCC")
        let expected = [Point(60, 50), Point(50, 60), Point(40, 50), Point(50, 40), Point(60, 50)]
        #expect(S.anchors(path) == expected)
    }

    @Test func piecesNeverExceedNinetyDegreesAndStayOnTheCircle() {
        let start = -Double.pi / 2, end = start + 200 * Double.pi / 180   // 200° gauge ring from 12 o'clock
        let path = VectorPath.arc(center: center, radius: 30, startAngle: start, endAngle: end, clockwise: false)
        #expect(S.kinds(path) == "MCCC")   // 200° → 3 pieces of 66.7°
        let last = S.anchors(path).last ?? .zero
        #expect(S.close(last, Point(50 + 30 * cos(end), 50 + 30 * sin(end)), 1e-12))
        #expect(S.anchors(path).first == Point(50, 20))
        for seg in path.subpaths[0].segments {
            #expect(S.close(seg.point(at: 0.5).distance(to: center), 30, 1e-9))
        }
    }

    @Test func arcConnectsToTheCurrentPointWithALine() {
        var path = VectorPath()
        path.move(to: Point(0, 0))
        path.addArc(center: center, radius: 10, startAngle: .pi, endAngle: .pi * 1.5, clockwise: false)
        #expect(S.kinds(path) == "MLC")
        let expected = [Point(0, 0), Point(40, 50), Point(50, 40)]
        #expect(S.anchors(path) == expected)
        // After a close the arc starts a new subpath.
        path.close()
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: 0.1, clockwise: false)
        #expect(S.kinds(path) == "MLCZMC")
    }

    @Test func degenerateArcs() {
        #expect(VectorPath.arc(center: center, radius: 0, startAngle: 0, endAngle: 1, clockwise: false).elements
                == [.move(center)])
        #expect(VectorPath.arc(center: center, radius: 5, startAngle: .nan, endAngle: 1, clockwise: false).elements
                == [.move(center)])
        #expect(VectorPath.arc(center: center, radius: 5, startAngle: 1, endAngle: 1, clockwise: true).elements.count == 1)
    }

    /// Finite angles whose difference overflows to ±∞ have no reduced sweep: the arc is its start point
    /// only, as for equal angles (the NaN sweep trapped in `Int(…)` when counting pieces).
    @Test(arguments: [false, true])
    func overflowingAngleDifferenceDrawsOnlyTheStart(clockwise: Bool) {
        let start = clockwise ? -1e308 : 1e308, end = -start
        #expect(VectorPath.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise) == 0)
        let path = VectorPath.arc(center: center, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
        #expect(path.elements == [.move(VectorPath.pointOnCircle(center, 10, start))])
        // The other way round the difference is +∞, at least a full turn: the whole circle.
        #expect(VectorPath.arcSweep(startAngle: end, endAngle: start, clockwise: clockwise) == (clockwise ? -2 : 2) * Double.pi)
        #expect(S.kinds(VectorPath.arc(center: center, radius: 10, startAngle: end, endAngle: start, clockwise: clockwise)) == "MCCCC")
    }
}
