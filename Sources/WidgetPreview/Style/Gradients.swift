import Foundation
import Graphics

/// Colour stops, as in SwiftUI.
public struct Gradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat(Double($0) / Double(n - 1)) : 0) }
    }

    func resolveStops(in env: EnvironmentValues) -> GradientStops {
        GradientStops(stops.map { .init(color: $0.color.resolve(in: env), location: Double($0.location)) })
    }

    /// A gradient used as a style directly fills top to bottom, as SwiftUI's `AnyGradient` does.
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle { .linear(resolveStops(in: env), start: .top, end: .bottom) }
}

/// `Color.red.gradient`: the colour lightened at the top to slightly darker at the bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let color: Color
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        let c = color.resolve(in: env)
        func mix(_ a: RGBAColor, _ b: RGBAColor, _ t: Double) -> RGBAColor {
            RGBAColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha)
        }
        // Apple's standard gradient: a subtle ramp; ±12 % towards white and black reproduces its look.
        let top = mix(c, RGBAColor(red: 1, green: 1, blue: 1, alpha: c.alpha), 0.12)
        let bottom = mix(c, RGBAColor(red: 0, green: 0, blue: 0, alpha: c.alpha), 0.12)
        return .linear(GradientStops(evenlySpaced: [top, bottom]), start: .top, end: .bottom)
    }
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        .linear(gradient.resolveStops(in: env), start: startPoint.resolved, end: endPoint.resolved)
    }
}

public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        .radial(gradient.resolveStops(in: env), center: center.resolved, startRadius: startRadius.length, endRadius: endRadius.length)
    }
}

public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        // Fractions are of half the smaller side ×2 in SwiftUI; here of the frame's half-width, scaled to an ellipse.
        .elliptical(gradient.resolveStops(in: env), center: center.resolved, startFraction: 2 * startRadiusFraction.length,
                    endFraction: 2 * endRadiusFraction.length)
    }
}

public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    func resolveStyle(in env: EnvironmentValues) -> ResolvedStyle {
        .angular(gradient.resolveStops(in: env), center: center.resolved, start: startAngle.radians, end: endAngle.radians)
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
