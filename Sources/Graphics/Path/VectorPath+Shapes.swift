/// Basic closed shapes built from lines and cubics, drawn the way CoreGraphics / SwiftUI draw them:
/// every outline turns clockwise on screen (y down), so `trim` and dashes start and run where SwiftUI's do.
extension VectorPath {
    /// The cubic handle length, as a fraction of the radius, that best fits a quarter circle:
    /// κ = 4/3·(√2 − 1) ≈ 0.5522847498. With it the cubic's midpoint lies exactly on the circle and the
    /// radial error stays below 0.03 % of the radius, the same constant CoreGraphics, Skia and cairo use,
    /// so our ellipses match the platform's to well under a pixel.
    package static let circleKappa = 0.5522847498

    /// A rectangle: top-left, top-right, bottom-right, bottom-left, closed (CoreGraphics' `addRect` order).
    /// A rect with a negative width or height is standardised first.
    package static func rect(_ rect: Rect) -> VectorPath {
        var path = VectorPath()
        path.addRect(rect)
        return path
    }

    package mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(r.minX, r.minY))
        line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY))
        line(to: Point(r.minX, r.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`: four cubics, starting at the right-middle point (angle 0, like
    /// SwiftUI's `Circle`/`Ellipse`) and turning clockwise on screen through bottom, left and top.
    package static func ellipse(in rect: Rect) -> VectorPath {
        var path = VectorPath()
        path.addEllipse(in: rect)
        return path
    }

    package mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let kx = r.width / 2 * Self.circleKappa, ky = r.height / 2 * Self.circleKappa
        let (x0, x1, xm) = (r.minX, r.maxX, r.midX)
        let (y0, y1, ym) = (r.minY, r.maxY, r.midY)
        move(to: Point(x1, ym))
        cubic(to: Point(xm, y1), control1: Point(x1, ym + ky), control2: Point(xm + kx, y1))
        cubic(to: Point(x0, ym), control1: Point(xm - kx, y1), control2: Point(x0, ym + ky))
        cubic(to: Point(xm, y0), control1: Point(x0, ym - ky), control2: Point(xm - kx, y0))
        cubic(to: Point(x1, ym), control1: Point(xm + kx, y0), control2: Point(x1, ym - ky))
        close()
    }

    /// SwiftUI's `Circle` in a rect: the largest circle centred in it (diameter = the short side).
    package static func circle(in rect: Rect) -> VectorPath {
        let r = rect.standardized
        let d = min(r.width, r.height)
        return ellipse(in: Rect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d))
    }

    /// A circle from its centre and radius.
    package static func circle(center: Point, radius: Double) -> VectorPath {
        let r = max(0, radius)
        return ellipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }

    /// SwiftUI's `Capsule`: a rounded rect whose corner radius is half the short side, so the short ends
    /// are full half-circles (`.circular`, SwiftUI's default) or continuous-style ends.
    package static func capsule(in rect: Rect, style: CornerStyle = .circular) -> VectorPath {
        let r = rect.standardized
        return roundedRect(r, radius: min(r.width, r.height) / 2, style: style)
    }
}

extension Rect {
    /// The same rectangle with a non-negative width and height (CoreGraphics' `standardized`).
    package var standardized: Rect {
        var r = self
        if r.size.width < 0 { r.origin.x += r.size.width; r.size.width = -r.size.width }
        if r.size.height < 0 { r.origin.y += r.size.height; r.size.height = -r.size.height }
        return r
    }
}
