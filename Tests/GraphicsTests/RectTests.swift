import Testing
@testable import Graphics

@Suite struct RectTests {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func edgesAndCentre() {
        #expect(r.minX == 10 && r.maxX == 110 && r.midX == 60)
        #expect(r.minY == 20 && r.maxY == 70 && r.midY == 45)
        #expect(r.center == Point(60, 45))
        #expect(r.description == "[(10, 20) 100×50]")
    }

    @Test func insets() {
        #expect(r.inset(by: Insets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(r.insetBy(dx: 5, dy: 5) == Rect(x: 15, y: 25, width: 90, height: 40))
        #expect(r.insetBy(dx: -5, dy: -10) == Rect(x: 5, y: 10, width: 110, height: 70))
        // Insetting past the middle leaves a zero-size rect, never a negative one.
        #expect(r.insetBy(dx: 60, dy: 0) == Rect(x: 70, y: 20, width: 0, height: 50))
        #expect(r.inset(by: Insets(all: 30)).isEmpty)
        #expect(r.inset(by: .zero) == r)
    }

    @Test func intersection() {
        #expect(r.intersection(Rect(x: 50, y: 0, width: 100, height: 40)) == Rect(x: 50, y: 20, width: 60, height: 20))
        #expect(r.intersection(r) == r)
        // Disjoint or merely touching: zero size at the overlap's would-be origin.
        let apart = r.intersection(Rect(x: 200, y: 200, width: 5, height: 5))
        #expect(apart.isEmpty && apart.size == .zero)
        #expect(r.intersection(Rect(x: 110, y: 20, width: 10, height: 10)).isEmpty)
    }

    @Test func union() {
        #expect(r.union(Rect(x: 0, y: 60, width: 20, height: 20)) == Rect(x: 0, y: 20, width: 110, height: 60))
        #expect(r.union(.zero) == r)
        #expect(Rect.zero.union(r) == r)
        #expect(r.union(Rect(x: 500, y: 500, width: 0, height: 10)) == r)   // empty rects add nothing
    }

    @Test func containsIsHalfOpen() {
        #expect(r.contains(Point(10, 20)))
        #expect(r.contains(Point(109.999, 69.999)))
        #expect(!r.contains(Point(110, 40)))
        #expect(!r.contains(Point(50, 70)))
    }

    @Test func emptinessAndStandardising() {
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -1, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 5).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 0.001, height: 5).isEmpty)
        #expect(Rect(x: 10, y: 10, width: -4, height: -6).standardized == Rect(x: 6, y: 4, width: 4, height: 6))
        #expect(r.standardized == r)
        #expect(r.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 50))
    }
}
