import Testing
@testable import Graphics

@Suite struct PathTrimTests {
    typealias S = PathTestSupport

    func line(_ a: Point, _ b: Point) -> VectorPath {
        var p = VectorPath()
        p.move(to: a)
        p.line(to: b)
        return p
    }

    @Test func trimsALine() {
        let path = line(Point(0, 0), Point(100, 0)).trimmed(from: 0.25, to: 0.5)
        let expected: [VectorPath.Element] = [.move(Point(25, 0)), .line(Point(50, 0))]
        #expect(path.elements == expected)
    }

    @Test func emptyAndFullRanges() {
        let path = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(path.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(path.trimmed(from: .nan, to: 1).isEmpty)
        #expect(path.trimmed(from: 0, to: 1) == path)
        #expect(path.trimmed(from: -3, to: 8) == path)
        #expect(VectorPath().trimmed(from: 0, to: 0.5).isEmpty)
    }

    @Test func trimsARectangleAlongItsOutline() {
        // Perimeter 300: half of it is the top edge and the right edge.
        let path = VectorPath.rect(Rect(x: 0, y: 0, width: 100, height: 50)).trimmed(from: 0, to: 0.5)
        let expected: [VectorPath.Element] = [.move(Point(0, 0)), .line(Point(100, 0)), .line(Point(100, 50))]
        #expect(path.elements == expected)
        // The closing edge counts: the last sixth is the left edge, bottom to top.
        let tail = VectorPath.rect(Rect(x: 0, y: 0, width: 100, height: 50)).trimmed(from: 250.0 / 300, to: 1)
        let expectedTail: [VectorPath.Element] = [.move(Point(0, 50)), .line(Point(0, 0))]
        #expect(tail.elements == expectedTail)
    }

    @Test func trimsACircleLikeSwiftUI() {
        // SwiftUI's Circle starts at 3 o'clock and runs clockwise on screen: 0…0.25 ends at 6 o'clock.
        let quarter = VectorPath.circle(center: Point(50, 50), radius: 40).trimmed(from: 0, to: 0.25)
        #expect(S.kinds(quarter) == "MC")
        let anchors = S.anchors(quarter)
        #expect(anchors[0] == Point(90, 50))
        #expect(S.close(anchors[1], Point(50, 90), 0.01))
        // A gauge value: from 12 o'clock (0.75) to 0.8 stays on the circle, as a cubic.
        let piece = VectorPath.circle(center: Point(50, 50), radius: 40).trimmed(from: 0.75, to: 0.8)
        #expect(S.kinds(piece) == "MC")
        #expect(S.close(S.anchors(piece)[0], Point(50, 10), 0.01))
        let total = VectorPath.circle(center: Point(50, 50), radius: 40).length()
        #expect(abs(piece.length() - 0.05 * total) < 0.01)
        for t in [0.0, 0.3, 0.6, 1.0] {
            #expect(abs(piece.subpaths[0].segments[0].point(at: t).distance(to: Point(50, 50)) - 40) < 0.02)
        }
    }

    @Test func trimSpansSubpaths() {
        var path = line(Point(0, 0), Point(10, 0))
        path.append(line(Point(0, 5), Point(10, 5)))
        let trimmed = path.trimmed(from: 0.25, to: 0.75)
        let expected: [VectorPath.Element] = [.move(Point(5, 0)), .line(Point(10, 0)),
                                              .move(Point(0, 5)), .line(Point(5, 5))]
        #expect(trimmed.elements == expected)
    }

    @Test func closedSubpathsInsideTheRangeStayClosed() {
        var path = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))   // length 40
        path.append(line(Point(20, 0), Point(60, 0)))                           // length 40
        let trimmed = path.trimmed(from: 0, to: 0.75)
        #expect(S.kinds(trimmed) == "MLLLZML")
        #expect(S.anchors(trimmed).last == Point(40, 0))
    }
}
