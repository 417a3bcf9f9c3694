import Foundation

/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), CoreGraphics' convention.
package struct Transform: Hashable, Sendable, CustomStringConvertible {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    package static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    package static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    package static func scale(_ s: Double) -> Transform { scale(s, s) }

    /// Rotation by `radians`, clockwise on screen (y points down).
    package static func rotation(_ radians: Double) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` first, then `other`: `p * (self.concatenating(other)) == (p * self) * other`.
    package func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    package var isIdentity: Bool { self == .identity }

    /// True when the transform is a translation plus a uniform or axis-aligned scale (no rotation or skew).
    package var isAxisAligned: Bool { b == 0 && c == 0 }

    package var determinant: Double { a * d - b * c }

    package func inverted() -> Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    package func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The bounding box of `rect` after the transform.
    package func apply(_ rect: Rect) -> Rect {
        let pts = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                   Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)].map(apply)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    package var description: String {
        "matrix(" + [a, b, c, d, tx, ty].map { NumberText.format($0, decimals: 4) }.joined(separator: " ") + ")"
    }
}
