/// What fills a shape or a glyph run.
///
/// Gradient geometry is in the same absolute coordinate space as the paths it fills.
package enum Paint: Hashable, Sendable {
    case solid(RGBAColor)
    /// From `start` to `end`; colours before and after pad with the end stops.
    case linearGradient(GradientStops, start: Point, end: Point)
    /// Circles centred on `center` from radius 0 (first stop) to `radius` (last stop); an elliptical
    /// gradient is expressed with `transform` (gradient space → drawing space).
    case radialGradient(GradientStops, center: Point, radius: Double, transform: Transform = .identity)
    /// Colours swept clockwise around `center` from `startAngle` to `endAngle` (radians, 0 = +x axis).
    case angularGradient(GradientStops, center: Point, startAngle: Double, endAngle: Double)

    /// The colour of a solid paint, nil for gradients.
    package var solidColor: RGBAColor? {
        if case .solid(let c) = self { return c }
        return nil
    }

    /// The paint with every colour passed through `transform` (rendering modes use this).
    package func mapColors(_ transform: (RGBAColor) -> RGBAColor) -> Paint {
        switch self {
        case .solid(let c): return .solid(transform(c))
        case .linearGradient(let s, let a, let b): return .linearGradient(s.mapColors(transform), start: a, end: b)
        case .radialGradient(let s, let c, let r, let t): return .radialGradient(s.mapColors(transform), center: c, radius: r, transform: t)
        case .angularGradient(let s, let c, let a0, let a1):
            return .angularGradient(s.mapColors(transform), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// The paint with its opacity multiplied by `opacity`.
    package func multiplyingAlpha(_ opacity: Double) -> Paint {
        mapColors { $0.multiplyingAlpha(opacity) }
    }
}

/// Gradient colour stops, sorted by location in 0…1.
package struct GradientStops: Hashable, Sendable {
    package struct Stop: Hashable, Sendable {
        package var color: RGBAColor
        package var location: Double
        package init(color: RGBAColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    package private(set) var stops: [Stop]

    /// Stops with their locations clamped to 0…1 and sorted (stable for equal locations).
    package init(_ stops: [Stop]) {
        self.stops = stops.enumerated()
            .map { (offset, s) in (offset, Stop(color: s.color, location: max(0, min(1, s.location.isNaN ? 0 : s.location)))) }
            .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
            .map(\.1)
    }

    /// Evenly spaced stops, as `Gradient(colors:)` makes them.
    package init(evenlySpaced colors: [RGBAColor]) {
        let n = colors.count
        self.init(colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) })
    }

    package func mapColors(_ transform: (RGBAColor) -> RGBAColor) -> GradientStops {
        GradientStops(stops.map { Stop(color: transform($0.color), location: $0.location) })
    }

    /// The colour at `t`, interpolated on straight gamma-encoded sRGB components as SVG renderers do
    /// (so the raster backend and resvg agree), padded outside 0…1.
    package func color(at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return RGBAColor(red: a.color.red + (b.color.red - a.color.red) * f,
                             green: a.color.green + (b.color.green - a.color.green) * f,
                             blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                             alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }
}
