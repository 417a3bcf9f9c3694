import Testing
@testable import Graphics

@Suite struct PathShapeTests {
    typealias S = PathTestSupport
    let k = VectorPath.circleKappa

    @Test func rectRunsClockwiseFromTopLeft() {
        let path = VectorPath.rect(Rect(x: 10, y: 20, width: 30, height: 40))
        let expected: [VectorPath.Element] = [.move(Point(10, 20)), .line(Point(40, 20)), .line(Point(40, 60)),
                                              .line(Point(10, 60)), .close]
        #expect(path.elements == expected)
    }

    @Test func rectWithNegativeSizeIsStandardised() {
        let path = VectorPath.rect(Rect(x: 40, y: 60, width: -30, height: -40))
        #expect(path == VectorPath.rect(Rect(x: 10, y: 20, width: 30, height: 40)))
    }

    @Test func kappaIsFourThirdsOfRootTwoMinusOne() {
        #expect(S.close(VectorPath.circleKappa, 4.0 / 3.0 * (2.0.squareRoot() - 1), 1e-10))
    }

    @Test func ellipseHasExactExtremePointsAndKappaHandles() {
        let path = VectorPath.ellipse(in: Rect(x: 10, y: 20, width: 100, height: 60))
        #expect(S.kinds(path) == "MCCCCZ")
        let extremes = [Point(110, 50), Point(60, 80), Point(10, 50), Point(60, 20), Point(110, 50)]
        #expect(S.anchors(path) == extremes)
        #expect(path.elements[1] == .cubic(Point(110, 50 + 30 * k), Point(60 + 50 * k, 80), Point(60, 80)))
        #expect(path.elements[3] == .cubic(Point(10, 50 - 30 * k), Point(60 - 50 * k, 20), Point(60, 20)))
        #expect(path.controlBounds == Rect(x: 10, y: 20, width: 100, height: 60))
    }

    @Test func circleMidpointsLieOnTheCircle() {
        let path = VectorPath.circle(center: Point(50, 50), radius: 40)
        for sub in path.subpaths {
            for seg in sub.segments {
                let mid = seg.point(at: 0.5)
                #expect(S.close(mid.distance(to: Point(50, 50)), 40, 1e-8))
                // Elsewhere the radial error of the κ fit stays below 0.03 % of the radius.
                for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                    #expect(abs(seg.point(at: t).distance(to: Point(50, 50)) - 40) < 40 * 0.0003)
                }
            }
        }
    }

    @Test func circleInRectIsCentredOnTheShortSide() {
        let path = VectorPath.circle(in: Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.controlBounds == Rect(x: 30, y: 0, width: 40, height: 40))
    }

    @Test func circularRoundedRectElements() {
        let path = VectorPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), radius: 10)
        #expect(S.kinds(path) == "MLCLCLCLCZ")
        let h = 10 * (1 - k)   // handle offset from the corner point
        let expected: [VectorPath.Element] = [
            .move(Point(10, 0)), .line(Point(90, 0)),
            .cubic(Point(100 - h, 0), Point(100, h), Point(100, 10)), .line(Point(100, 40)),
            .cubic(Point(100, 50 - h), Point(100 - h, 50), Point(90, 50)), .line(Point(10, 50)),
            .cubic(Point(h, 50), Point(0, 50 - h), Point(0, 40)), .line(Point(0, 10)),
            .cubic(Point(0, h), Point(h, 0), Point(10, 0)), .close,
        ]
        #expect(path.elements == expected)
    }

    @Test func zeroRadiiGiveThePlainRect() {
        let rect = Rect(x: 5, y: 6, width: 70, height: 30)
        #expect(VectorPath.roundedRect(rect, radius: 0) == VectorPath.rect(rect))
        #expect(VectorPath.roundedRect(rect, radius: 0, style: .continuous) == VectorPath.rect(rect))
        #expect(VectorPath.roundedRect(rect, radius: -4) == VectorPath.rect(rect))
        #expect(VectorPath.roundedRect(rect, radius: .nan) == VectorPath.rect(rect))
    }

    @Test func perCornerRadii() {
        let path = VectorPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50),
                                          radii: CornerRadii(topLeft: 10, topRight: 0, bottomRight: 20, bottomLeft: 0))
        #expect(S.kinds(path) == "MLLCLLCZ")
        let expected = [Point(10, 0), Point(100, 0), Point(100, 30), Point(80, 50), Point(0, 50),
                        Point(0, 10), Point(10, 0)]
        #expect(S.anchors(path) == expected)
    }

    @Test func radiiAreClampedToHalfTheShortSide() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(VectorPath.roundedRect(rect, radius: 1000) == VectorPath.roundedRect(rect, radius: 20))
        let capsule = VectorPath.capsule(in: rect)
        #expect(capsule == VectorPath.roundedRect(rect, radius: 20))
        #expect(S.kinds(capsule) == "MLCCLCCZ")
        let expected = [Point(20, 0), Point(80, 0), Point(100, 20), Point(80, 40), Point(20, 40),
                        Point(0, 20), Point(20, 0)]
        #expect(S.anchors(capsule) == expected)
    }

    @Test func continuousCornerUsesThePaintCodeCoefficients() {
        let path = VectorPath.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), radius: 20, style: .continuous)
        // Per corner: a line along the edge, then cubic, short line, cubic, short line, cubic.
        #expect(S.kinds(path) == "M" + String(repeating: "LCLCLC", count: 4) + "Z")
        #expect(path.elements[0] == .move(Point(20 * 1.52866483, 0)))
        #expect(path.elements[1] == .line(Point(200 - 20 * 1.52866483, 0)))
        #expect(path.elements[2] == .cubic(Point(200 - 20 * 1.08849323, 0), Point(200 - 20 * 0.86840689, 0),
                                           Point(200 - 20 * 0.66993427, 20 * 0.06549600)))
        #expect(path.elements[3] == .line(Point(200 - 20 * 0.63149399, 20 * 0.07491100)))
        #expect(path.elements[6] == .cubic(Point(200, 20 * 0.86840689), Point(200, 20 * 1.08849323),
                                           Point(200, 20 * 1.52866483)))
    }

    @Test func continuousCornerIsSymmetricAndWithinBounds() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let path = VectorPath.roundedRect(rect, radius: 20, style: .continuous)
        let points = S.allPoints(path)
        #expect(path.controlBounds == rect)
        // Mirror images of every point (left/right, top/bottom) are points of the path too.
        for p in points {
            let mirrors = [Point(200 - p.x, p.y), Point(p.x, 100 - p.y)]
            for m in mirrors {
                #expect(points.contains { S.close($0, m, 1e-9) }, "mirror of \(p)")
            }
        }
        // Each corner is symmetric about its diagonal: the top-left corner maps (x, y) → (y, x).
        for p in points where p.x < 40 && p.y < 40 {
            #expect(points.contains { S.close($0, Point(p.y, p.x), 1e-9) }, "diagonal mirror of \(p)")
        }
    }

    @Test func continuousCornerDegradesToAQuarterCircle() {
        // A 100 pt square with radius 50 has no room for the extended curve: a circle made of 12 cubics.
        let path = VectorPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 50, style: .continuous)
        #expect(S.kinds(path) == "M" + String(repeating: "CCC", count: 4) + "Z")
        for sub in path.subpaths {
            for seg in sub.segments {
                for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
                    #expect(abs(seg.point(at: t).distance(to: Point(50, 50)) - 50) < 50 * 0.0003)
                }
            }
        }
    }

    @Test func continuousCornerChangesSmoothlyWithSize() {
        // For r = 20 the full curve needs 2 · 1.52866483 · 20 = 61.1465932 pt of edge.
        func shape(_ h: Double) -> [Point] {
            S.allPoints(VectorPath.roundedRect(Rect(x: 0, y: 0, width: 200, height: h), radius: 20, style: .continuous))
        }
        let above = shape(61.1465932 + 0.001), below = shape(61.1465932 - 0.001)
        #expect(above.count == below.count)
        for (a, b) in zip(above, below) { #expect(a.distance(to: b) < 0.01) }
        // Halfway between: corners still inside the rect.
        let mid = VectorPath.roundedRect(Rect(x: 0, y: 0, width: 200, height: 50), radius: 20, style: .continuous)
        #expect(mid.controlBounds == Rect(x: 0, y: 0, width: 200, height: 50))
        // Smoothing (50/40 − 1)/0.52866483 makes each corner take 50/2 = 25 pt of the short edges.
        #expect(S.close(mid.subpaths[0].start.x, 25, 1e-9))
    }
}
