import Foundation
import Testing
@testable import Graphics

@Suite struct TransformTests {
    typealias S = PathTestSupport

    func close(_ a: Transform, _ b: Transform, _ eps: Double = 1e-12) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= eps }
    }

    @Test func basicMaps() {
        #expect(Transform.translation(3, -4).apply(Point(1, 1)) == Point(4, -3))
        #expect(Transform.scale(2, 3).apply(Point(1, 1)) == Point(2, 3))
        #expect(Transform.scale(5).apply(Point(1, -2)) == Point(5, -10))
        #expect(Transform.identity.apply(Point(7, 8)) == Point(7, 8))
    }

    @Test func positiveRotationTurnsClockwiseOnScreen() {
        // y is down: +x (3 o'clock) rotated by +90° lands on +y (6 o'clock).
        let r = Transform.rotation(.pi / 2)
        #expect(S.close(r.apply(Point(1, 0)), Point(0, 1), 1e-15))
        #expect(S.close(r.apply(Point(0, 1)), Point(-1, 0), 1e-15))
        #expect(S.close(r.determinant, 1, 1e-15))
    }

    @Test func concatenationAppliesSelfFirst() {
        let p = Point(1, 1)
        #expect(Transform.translation(10, 0).concatenating(.scale(2)).apply(p) == Point(22, 2))
        #expect(Transform.scale(2).concatenating(.translation(10, 0)).apply(p) == Point(12, 2))
        let t1 = Transform(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 3, ty: -7)
        let t2 = Transform.rotation(0.3).concatenating(.translation(-2, 5))
        let t3 = Transform.scale(0.5, 4)
        for q in [Point(0, 0), Point(3, -2), Point(-10.5, 7.25)] {
            #expect(S.close(t1.concatenating(t2).apply(q), t2.apply(t1.apply(q)), 1e-12))
        }
        // Associative.
        #expect(close(t1.concatenating(t2).concatenating(t3), t1.concatenating(t2.concatenating(t3))))
        #expect(t1.concatenating(.identity) == t1 && Transform.identity.concatenating(t1) == t1)
    }

    @Test func inversion() {
        #expect(Transform.translation(3, 4).inverted() == .translation(-3, -4))
        #expect(Transform.scale(2, 4).inverted() == .scale(0.5, 0.25))
        let t = Transform(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 3, ty: -7)
        guard let inverse = t.inverted() else {
            Issue.record("an invertible transform had no inverse")
            return
        }
        #expect(close(t.concatenating(inverse), .identity))
        #expect(close(inverse.concatenating(t), .identity))
        #expect(S.close(inverse.apply(t.apply(Point(5, -6))), Point(5, -6), 1e-12))
        #expect(Transform.scale(0, 1).inverted() == nil)
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)   // rank 1
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func boundingBoxOfATransformedRect() {
        let rotated = Transform.rotation(.pi / 2).apply(Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(S.close(rotated.minX, -20, 1e-12) && S.close(rotated.maxX, 0, 1e-12))
        #expect(S.close(rotated.minY, 0, 1e-12) && S.close(rotated.maxY, 10, 1e-12))
        let moved = Transform.scale(2).concatenating(.translation(1, 1)).apply(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(moved == Rect(x: 3, y: 5, width: 6, height: 8))
    }

    @Test func flagsAndDescription() {
        #expect(Transform.identity.isIdentity)
        #expect(!Transform.translation(0, 1).isIdentity)
        #expect(Transform.scale(2, 3).concatenating(.translation(4, 5)).isAxisAligned)
        #expect(!Transform.rotation(0.1).isAxisAligned)
        #expect(Transform(a: 2, b: 1, c: 3, d: 4, tx: 0, ty: 0).determinant == 5)
        #expect(Transform.scale(2).concatenating(.translation(1.5, -0.0)).description == "matrix(2 0 0 2 1.5 0)")
        #expect(Transform.rotation(.pi / 6).description == "matrix(0.866 0.5 -0.5 0.866 0 0)")
    }

    @Test func pathsFollowTheirTransform() {
        let path = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10)).applying(.translation(5, 5))
        #expect(path == VectorPath.rect(Rect(x: 5, y: 5, width: 10, height: 10)))
        let circle = VectorPath.circle(center: .zero, radius: 1).applying(.scale(10, 5))
        #expect(circle == VectorPath.ellipse(in: Rect(x: -10, y: -5, width: 20, height: 10)))
    }
}
