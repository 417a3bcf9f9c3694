import Testing
@testable import Graphics

@Suite struct PathDashTests {
    typealias S = PathTestSupport

    func line(_ a: Point, _ b: Point) -> VectorPath {
        var p = VectorPath()
        p.move(to: a)
        p.line(to: b)
        return p
    }

    /// (start x, end x) of each dash on a horizontal line, rounded to 1e-9 (cut points go through t).
    func spans(_ path: VectorPath) -> [[Double]] {
        func r(_ v: Double) -> Double { (v * 1e9).rounded() / 1e9 }
        return path.subpaths.map { sub in [r(sub.start.x), r(sub.segments.last?.end.x ?? sub.start.x)] }
    }

    @Test func patternValidationFollowsSVG() {
        #expect(VectorPath.effectiveDashPattern([]) == nil)
        #expect(VectorPath.effectiveDashPattern([0, 0]) == nil)
        #expect(VectorPath.effectiveDashPattern([5, -1]) == nil)
        #expect(VectorPath.effectiveDashPattern([5, .nan]) == nil)
        #expect(VectorPath.effectiveDashPattern([5, .infinity]) == nil)
        #expect(VectorPath.effectiveDashPattern([4, 2]) == [4, 2])
        #expect(VectorPath.effectiveDashPattern([5, 3, 2]) == [5, 3, 2, 5, 3, 2])
        #expect(VectorPath.effectiveDashPattern([7]) == [7, 7])
    }

    @Test func solidPatternsLeaveThePathAlone() {
        let path = line(Point(0, 0), Point(100, 0))
        #expect(path.dashed(pattern: []) == path)
        #expect(path.dashed(pattern: [0, 0, 0]) == path)
        #expect(path.dashed(pattern: [10, -5]) == path)
        #expect(path.dashed(pattern: [1e-9, 1e-9]) == path)   // more than maxDashCount dashes
    }

    @Test func dashesAlongALine() {
        let dashed = line(Point(0, 0), Point(100, 0)).dashed(pattern: [10, 5])
        #expect(S.kinds(dashed) == String(repeating: "ML", count: 7))
        #expect(spans(dashed) == [[0, 10], [15, 25], [30, 40], [45, 55], [60, 70], [75, 85], [90, 100]])
        #expect(S.close(dashed.length(), 70))
    }

    @Test func phaseShiftsThePatternForwards() {
        let dashed = line(Point(0, 0), Point(100, 0)).dashed(pattern: [10, 5], phase: 5)
        #expect(spans(dashed) == [[0, 5], [10, 20], [25, 35], [40, 50], [55, 65], [70, 80], [85, 95]])
        // An offset of exactly one dash starts in the gap; −5 is the same as 10 (mod 15).
        let back = line(Point(0, 0), Point(100, 0)).dashed(pattern: [10, 5], phase: -5)
        #expect(spans(back) == [[5, 15], [20, 30], [35, 45], [50, 60], [65, 75], [80, 90], [95, 100]])
        #expect(line(Point(0, 0), Point(100, 0)).dashed(pattern: [10, 5], phase: 10) == back)
    }

    @Test func oddPatternsRepeatTwice() {
        // 5,3,2 → 5 on 3 off 2 on 5 off 3 on 2 off (period 20).
        let dashed = line(Point(0, 0), Point(40, 0)).dashed(pattern: [5, 3, 2])
        #expect(spans(dashed) == [[0, 5], [8, 10], [15, 18], [20, 25], [28, 30], [35, 38]])
    }

    @Test func zeroLengthDashesBecomeDots() {
        let dashed = line(Point(0, 0), Point(30, 0)).dashed(pattern: [0, 10])
        let expected: [VectorPath.Element] = [.move(Point(0, 0)), .line(Point(0, 0)), .move(Point(10, 0)),
                                              .line(Point(10, 0)), .move(Point(20, 0)), .line(Point(20, 0))]
        #expect(dashed.elements == expected)
    }

    @Test func patternRestartsAtEverySubpath() {
        var path = line(Point(0, 0), Point(12, 0))
        path.append(line(Point(0, 10), Point(12, 10)))
        let dashed = path.dashed(pattern: [5, 5])
        let starts = dashed.subpaths.map(\.start)
        #expect(starts == [Point(0, 0), Point(10, 0), Point(0, 10), Point(10, 10)])
    }

    @Test func closedSubpathJoinsTheDashAcrossItsStart() {
        // Perimeter 40, 6 on 3 off: dashes at 0–6, 9–15, 18–24, 27–33 and 36–42, which wraps past the
        // start (the top-left corner) and continues as one piece 36–40 + 0–6.
        let dashed = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10)).dashed(pattern: [6, 3])
        #expect(dashed.subpaths.count == 4)
        let last = dashed.subpaths[3]
        #expect(S.close(last.start, Point(0, 4)))
        #expect(last.segments.count == 2)
        #expect(S.close(last.segments[0].end, Point(0, 0)) && S.close(last.segments[1].end, Point(6, 0)))
        #expect(S.close(dashed.subpaths[0].start, Point(9, 0)))
        #expect(S.close(dashed.length(), 28))   // 6 + 6 + 6 + (4 + 6)
        // When the last dash stops short of the start, the first dash stands alone (moved to the end).
        let apart = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10)).dashed(pattern: [6, 4])
        #expect(apart.subpaths.count == 4)
        #expect(apart.subpaths[3].start == Point(0, 0))
    }

    @Test func dashesOfCurvesStayCurves() {
        let circle = VectorPath.circle(center: Point(0, 0), radius: 50)
        let total = circle.length()
        // Length ≈ 314.195: dashes start every 20; the one at 300 runs over the start and is joined
        // with the first (0–15), so there are 15 pieces and 15 gaps of 5.
        let dashed = circle.dashed(pattern: [15, 5])
        #expect(dashed.elements.contains { if case .cubic = $0 { return true } else { return false } })
        #expect(!dashed.elements.contains { if case .line = $0 { return true } else { return false } })
        #expect(dashed.subpaths.count == 15)
        #expect(abs(dashed.length() - (total - 75)) < 0.01)
        for sub in dashed.subpaths.dropLast() {
            let m = sub.measured(tolerance: VectorPath.measuringTolerance)
            #expect(abs(m.length - 15) < 0.001)
        }
        // The joined piece passes through the circle's start point (3 o'clock) without a break.
        #expect(dashed.subpaths[14].segments.contains { $0.end == Point(50, 0) })
        #expect(abs(dashed.subpaths[14].measured(tolerance: VectorPath.measuringTolerance).length - (total - 300 + 15)) < 0.001)
    }
}
