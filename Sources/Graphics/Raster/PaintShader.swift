/// How one span's colour is produced: a constant, a gradient, or image samples. Every variant writes
/// premultiplied pixels (see `Premultiplied`) into a caller-owned scratch row.
enum PaintShader {
    case solid(UInt32)
    case gradient(GradientShader)
    case image(ImageShader)

    /// The shader for `paint` on a canvas drawn at `scale` device pixels per point; nil when the paint
    /// cannot draw anything (non-finite geometry with no fallback colour).
    init(_ paint: Paint, scale: Double) {
        switch paint {
        case .solid(let c):
            self = .solid(Premultiplied.pack(c))
        case .linearGradient(let stops, let start, let end):
            self = GradientShader.linear(stops, start: start * scale, end: end * scale)
        case .radialGradient(let stops, let center, let radius, let transform):
            self = GradientShader.radial(stops, center: center, radius: radius,
                                         toDevice: transform.concatenating(.scale(scale)))
        case .angularGradient(let stops, let center, let a0, let a1):
            self = GradientShader.angular(stops, center: center * scale, startAngle: a0, endAngle: a1)
        }
    }

    /// The one colour of a span when every pixel of it has the same colour (solid paints, and linear
    /// gradients whose span maps to a single table entry: every row of a vertical gradient), else nil.
    @inline(__always)
    func constant(x: Int, y: Int, count: Int) -> UInt32? {
        switch self {
        case .solid(let c): return c
        case .gradient(let g): return g.constant(x: x, y: y, count: count)
        case .image: return nil
        }
    }

    /// Writes `count` premultiplied pixels of row `y` starting at column `x`.
    @inline(__always)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let c): out.update(repeating: c, count: count)
        case .gradient(let g): g.shade(x: x, y: y, count: count, into: out)
        case .image(let i): i.shade(x: x, y: y, count: count, into: out)
        }
    }
}

/// Linear, radial and angular gradients, evaluated at each device pixel's centre and looked up in a
/// 1024-entry table of premultiplied colours (`GradientStops.color(at:)` on straight components at
/// t = i / 1023, converted with `rgba8`, then premultiplied), so colours are interpolated exactly as the
/// SVG backend's `<linearGradient>` / `<radialGradient>` ask resvg to (straight sRGB, `spreadMethod="pad"`).
final class GradientShader {
    static let tableSize = 1024

    enum Geometry {
        /// t = (p − start)·(end − start) / |end − start|², in device pixels.
        case linear(sx: Double, sy: Double, ux: Double, uy: Double)
        /// t = |inverse(p) − centre| / radius, in gradient space.
        case radial(inverse: Transform, cx: Double, cy: Double, radius: Double)
        /// t from the clockwise angle around the centre (device pixels).
        case angular(cx: Double, cy: Double, start: Double, span: Double)
    }

    let table: [UInt32]
    let geometry: Geometry

    private init(_ stops: GradientStops, _ geometry: Geometry) {
        let n = Self.tableSize
        table = (0..<n).map { Premultiplied.pack(stops.color(at: Double($0) / Double(n - 1))) }
        self.geometry = geometry
    }

    /// SVG: coincident start and end points paint the last stop's colour.
    static func linear(_ stops: GradientStops, start: Point, end: Point) -> PaintShader {
        let dx = end.x - start.x, dy = end.y - start.y, len2 = dx * dx + dy * dy
        guard len2 > 0, len2.isFinite, start.x.isFinite, start.y.isFinite else { return lastColor(stops) }
        return .gradient(GradientShader(stops, .linear(sx: start.x, sy: start.y, ux: dx / len2, uy: dy / len2)))
    }

    /// SVG: a zero radius (or a singular transform) paints the last stop's colour.
    static func radial(_ stops: GradientStops, center: Point, radius: Double, toDevice: Transform) -> PaintShader {
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite,
              let inverse = toDevice.inverted(), inverse.a.isFinite, inverse.tx.isFinite, inverse.ty.isFinite
        else { return lastColor(stops) }
        return .gradient(GradientShader(stops, .radial(inverse: inverse, cx: center.x, cy: center.y, radius: radius)))
    }

    /// An empty or non-finite sweep paints the last stop's colour.
    static func angular(_ stops: GradientStops, center: Point, startAngle: Double, endAngle: Double) -> PaintShader {
        let span = endAngle - startAngle
        guard span > 0, span.isFinite, startAngle.isFinite, center.x.isFinite, center.y.isFinite
        else { return lastColor(stops) }
        return .gradient(GradientShader(stops, .angular(cx: center.x, cy: center.y, start: startAngle, span: span)))
    }

    private static func lastColor(_ stops: GradientStops) -> PaintShader {
        .solid(Premultiplied.pack(stops.stops.last?.color ?? .clear))
    }

    /// Table index of `t`, padded outside 0…1.
    @inline(__always)
    private static func index(_ t: Double) -> Int {
        guard t > 0 else { return 0 }            // also NaN
        guard t < 1 else { return tableSize - 1 }
        return Int(t * Double(tableSize - 1) + 0.5)
    }

    /// See `PaintShader.constant`: the first and last pixel of a linear span give the same fixed-point
    /// table index, computed exactly as `shade` computes them (t is linear, so all between agree).
    func constant(x: Int, y: Int, count: Int) -> UInt32? {
        guard case .linear = geometry, count > 0 else { return nil }
        let (first, last) = linearIndices(x: x, y: y, count: count)
        return first == last ? table[first] : nil
    }

    /// Fixed-point start and step of t along a row (40.24), shared by `shade` and `constant`.
    @inline(__always)
    private func linearStep(x: Int, y: Int, sx: Double, sy: Double, ux: Double, uy: Double) -> (t: Int, dt: Int) {
        let t0 = (Double(x) + 0.5 - sx) * ux + (Double(y) + 0.5 - sy) * uy
        let clampT = 1_073_741_824.0   // 2³⁰: far enough outside 0…1 to pad, small enough not to overflow
        let t = Int((max(-clampT, min(clampT, t0)) * 16_777_216).rounded())
        let dt = Int((max(-1_048_576.0, min(1_048_576.0, ux)) * 16_777_216).rounded())
        return (t, dt)
    }

    @inline(__always)
    private static func linearIndex(_ t: Int) -> Int {
        let one = 1 << 24, last = tableSize - 1
        return t <= 0 ? 0 : (t >= one ? last : (t * last + one / 2) >> 24)
    }

    private func linearIndices(x: Int, y: Int, count: Int) -> (Int, Int) {
        guard case .linear(let sx, let sy, let ux, let uy) = geometry else { return (0, 0) }
        let (t, dt) = linearStep(x: x, y: y, sx: sx, sy: sy, ux: ux, uy: uy)
        return (Self.linearIndex(t), Self.linearIndex(t &+ dt &* (count - 1)))
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        table.withUnsafeBufferPointer { lut in
            guard let lut = lut.baseAddress else { return }
            let py = Double(y) + 0.5
            switch geometry {
            case .linear(let sx, let sy, let ux, let uy):
                // t is linear along the row: evaluate once in Double, then step in 40.24 fixed point.
                var (t, dt) = linearStep(x: x, y: y, sx: sx, sy: sy, ux: ux, uy: uy)
                for i in 0..<count {
                    out[i] = lut[Self.linearIndex(t)]
                    t &+= dt
                }
            case .radial(let inv, let cx, let cy, let r):
                var gx = inv.a * (Double(x) + 0.5) + inv.c * py + inv.tx - cx
                var gy = inv.b * (Double(x) + 0.5) + inv.d * py + inv.ty - cy
                let invR = 1 / r
                for i in 0..<count {
                    out[i] = lut[Self.index((gx * gx + gy * gy).squareRoot() * invR)]
                    gx += inv.a
                    gy += inv.b
                }
            case .angular(let cx, let cy, let start, let span):
                let twoPi = 2 * Double.pi
                let dy = py - cy
                var start0 = start.truncatingRemainder(dividingBy: twoPi)
                if start0 < -Double.pi { start0 += twoPi }
                if start0 > Double.pi { start0 -= twoPi }
                for i in 0..<count {
                    let a = DeterministicMath.atan2(dy, Double(x + i) + 0.5 - cx)   // clockwise on screen
                    var rel = a - start0      // both in −π…π, so rel is in −2π…2π
                    if rel < 0 { rel += twoPi }
                    if rel >= twoPi { rel -= twoPi }
                    let t = AngularGradientMapping.t(rel: rel, span: span)
                    out[i] = lut[Self.index(t)]
                }
            }
        }
    }
}
