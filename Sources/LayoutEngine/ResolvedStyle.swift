import Graphics

/// A style resolved against the environment; turned into a Paint once the frame it fills is known.
package enum ResolvedStyle: Hashable, Sendable {
    case color(RGBAColor)
    case linear(GradientStops, start: ResolvedUnitPoint, end: ResolvedUnitPoint)
    case radial(GradientStops, center: ResolvedUnitPoint, startRadius: Double, endRadius: Double)
    /// An elliptical gradient: radius fractions of the frame's width and height.
    case elliptical(GradientStops, center: ResolvedUnitPoint, startFraction: Double, endFraction: Double)
    case angular(GradientStops, center: ResolvedUnitPoint, start: Double, end: Double)

    package func paint(in rect: Rect) -> Paint {
        switch self {
        case .color(let c): return .solid(c)
        case .linear(let stops, let s, let e):
            return .linearGradient(stops, start: s.point(in: rect), end: e.point(in: rect))
        case .radial(let stops, let c, let r0, let r1):
            return .radialGradient(Self.offsetStops(stops, r0, r1), center: c.point(in: rect), radius: max(r1, 0.0001))
        case .elliptical(let stops, let c, let f0, let f1):
            let center = c.point(in: rect)
            let rx = max(rect.width / 2, 0.0001), ry = max(rect.height / 2, 0.0001)
            let t = Transform.translation(-center.x, -center.y).concatenating(.scale(1, ry / rx)).concatenating(.translation(center.x, center.y))
            return .radialGradient(Self.offsetStops(stops, f0 * rx, f1 * rx), center: center, radius: rx, transform: t)
        case .angular(let stops, let c, let a0, let a1):
            return .angularGradient(stops, center: c.point(in: rect), startAngle: a0, endAngle: a1)
        }
    }

    /// Stops of a gradient that starts at `r0` instead of the centre.
    private static func offsetStops(_ stops: GradientStops, _ r0: Double, _ r1: Double) -> GradientStops {
        guard r0 > 0, r1 > r0 else { return stops }
        return GradientStops(stops.stops.map { .init(color: $0.color, location: (r0 + $0.location * (r1 - r0)) / r1) })
    }

    /// `o` is 0…1: a user's value comes in as an `Opacity`, the rest are the system's tables.
    package func multiplyingAlpha(_ o: Double) -> ResolvedStyle {
        switch self {
        case .color(let c): return .color(c.multiplyingAlpha(o))
        case .linear(let s, let a, let b): return .linear(s.mapColors { $0.multiplyingAlpha(o) }, start: a, end: b)
        case .radial(let s, let c, let r0, let r1): return .radial(s.mapColors { $0.multiplyingAlpha(o) }, center: c, startRadius: r0, endRadius: r1)
        case .elliptical(let s, let c, let a, let b): return .elliptical(s.mapColors { $0.multiplyingAlpha(o) }, center: c, startFraction: a, endFraction: b)
        case .angular(let s, let c, let a, let b): return .angular(s.mapColors { $0.multiplyingAlpha(o) }, center: c, start: a, end: b)
        }
    }
}
