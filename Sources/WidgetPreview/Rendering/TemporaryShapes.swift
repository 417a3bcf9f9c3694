import Foundation
import Graphics

// TEMPORARY: minimal path builders until the `geometry` branch's VectorPath extensions (rounded and
// continuous rects, ellipses, arcs, trim) are merged. The coordinator replaces the calls in this file's
// callers (all go through `ShapePaths`) and deletes it.

/// Path builders the view layer uses; one place to swap for the geometry branch's versions.
enum ShapePaths {
    /// Bézier constant for a quarter circle.
    private static let kappa = 0.5522847498307936

    static func rect(_ r: Rect) -> VectorPath {
        var p = VectorPath()
        p.move(to: Point(r.minX, r.minY))
        p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX, r.maxY))
        p.close()
        return p
    }

    static func ellipse(in r: Rect) -> VectorPath {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        var p = VectorPath()
        p.move(to: Point(cx + rx, cy))
        p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        p.cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        p.cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        p.close()
        return p
    }

    /// A rounded rectangle with per-corner radii (top-leading, top-trailing, bottom-trailing,
    /// bottom-leading). `continuous` approximates Apple's squircle by stretching each corner curve
    /// over 1.528× the radius (the published "smooth corners" extent), clamped to the side.
    static func roundedRect(_ r: Rect, radii: (Double, Double, Double, Double), continuous: Bool) -> VectorPath {
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: Double) -> Double { max(0, min(v.isFinite ? v : 0, limit)) }
        let (tl, tr, br, bl) = (clamp(radii.0), clamp(radii.1), clamp(radii.2), clamp(radii.3))
        if tl == 0 && tr == 0 && br == 0 && bl == 0 { return rect(r) }
        let stretch = continuous ? 1.528 : 1
        func ext(_ rad: Double) -> Double { min(rad * stretch, limit) }
        // Control factor: circular arcs use kappa; a stretched continuous corner uses a fuller curve, but
        // once the stretch is cut off by the side (capsule-like shapes) the corner is drawn circular.
        func k(_ rad: Double) -> Double { continuous && rad * stretch <= limit ? 0.64 : kappa }
        var p = VectorPath()
        p.move(to: Point(r.minX + ext(tl), r.minY))
        p.line(to: Point(r.maxX - ext(tr), r.minY))
        if tr > 0 {
            p.cubic(to: Point(r.maxX, r.minY + ext(tr)), control1: Point(r.maxX - ext(tr) * (1 - k(tr)), r.minY),
                    control2: Point(r.maxX, r.minY + ext(tr) * (1 - k(tr))))
        }
        p.line(to: Point(r.maxX, r.maxY - ext(br)))
        if br > 0 {
            p.cubic(to: Point(r.maxX - ext(br), r.maxY), control1: Point(r.maxX, r.maxY - ext(br) * (1 - k(br))),
                    control2: Point(r.maxX - ext(br) * (1 - k(br)), r.maxY))
        }
        p.line(to: Point(r.minX + ext(bl), r.maxY))
        if bl > 0 {
            p.cubic(to: Point(r.minX, r.maxY - ext(bl)), control1: Point(r.minX + ext(bl) * (1 - k(bl)), r.maxY),
                    control2: Point(r.minX, r.maxY - ext(bl) * (1 - k(bl))))
        }
        p.line(to: Point(r.minX, r.minY + ext(tl)))
        if tl > 0 {
            p.cubic(to: Point(r.minX + ext(tl), r.minY), control1: Point(r.minX, r.minY + ext(tl) * (1 - k(tl))),
                    control2: Point(r.minX + ext(tl) * (1 - k(tl)), r.minY))
        }
        p.close()
        return p
    }

    /// An arc of a circle, split into ≤ 90° cubic segments; angles in radians, y down (clockwise on screen
    /// for increasing angles). Appends to `path` (a line to the start if the path is not empty).
    static func addArc(to path: inout VectorPath, center c: Point, radius: Double, start: Double, end: Double, clockwise: Bool) {
        guard radius.isFinite, radius >= 0, start.isFinite, end.isFinite else { return }
        var sweep = end - start
        // SwiftUI's `clockwise` is in its flipped coordinates: clockwise: false sweeps increasing angles.
        if !clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        if abs(end - start) >= 2 * .pi { sweep = clockwise ? -2 * .pi : 2 * .pi }
        let startPoint = Point(c.x + radius * cos(start), c.y + radius * sin(start))
        if path.isEmpty { path.move(to: startPoint) } else { path.line(to: startPoint) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = Point(c.x + radius * cos(a), c.y + radius * sin(a))
            let p3 = Point(c.x + radius * cos(b), c.y + radius * sin(b))
            let c1 = Point(p0.x - k * radius * sin(a), p0.y + k * radius * cos(a))
            let c2 = Point(p3.x + k * radius * sin(b), p3.y - k * radius * cos(b))
            path.cubic(to: p3, control1: c1, control2: c2)
            a = b
        }
    }

    /// The part of `path` between fractions `from` and `to` of its length (curves flattened to lines).
    static func trim(_ path: VectorPath, from: Double, to: Double) -> VectorPath {
        let lo = max(0, min(1, from.isFinite ? from : 0)), hi = max(0, min(1, to.isFinite ? to : 1))
        if lo <= 0 && hi >= 1 { return path }
        guard hi > lo else { return VectorPath() }
        var polylines: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero, last = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                if current.count > 1 { polylines.append(current) }
                current = [p]; start = p; last = p
            case .line(let p): current.append(p); last = p
            case .quad(let c, let p):
                for i in 1...16 { let t = Double(i) / 16; let a = last.lerp(to: c, t), b = c.lerp(to: p, t); current.append(a.lerp(to: b, t)) }
                last = p
            case .cubic(let c1, let c2, let p):
                for i in 1...16 {
                    let t = Double(i) / 16
                    let a = last.lerp(to: c1, t), b = c1.lerp(to: c2, t), d = c2.lerp(to: p, t)
                    let e = a.lerp(to: b, t), f = b.lerp(to: d, t)
                    current.append(e.lerp(to: f, t))
                }
                last = p
            case .close: current.append(start); last = start
            }
        }
        if current.count > 1 { polylines.append(current) }
        let total = polylines.reduce(0.0) { sum, line in sum + zip(line, line.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) } }
        guard total > 0 else { return VectorPath() }
        let a = lo * total, b = hi * total
        var out = VectorPath()
        var walked = 0.0
        for line in polylines {
            var drawing = false
            for (p, q) in zip(line, line.dropFirst()) {
                let len = p.distance(to: q)
                let s0 = walked, s1 = walked + len
                walked = s1
                guard len > 0, s1 > a, s0 < b else { drawing = false; continue }
                let t0 = max(0, (a - s0) / len), t1 = min(1, (b - s0) / len)
                if !drawing { out.move(to: p.lerp(to: q, t0)); drawing = true }
                out.line(to: p.lerp(to: q, t1))
            }
        }
        return out
    }
}
