import Graphics

/// The Liquid Glass that replaces a widget's background on iOS 26's tinted and clear Home Screens
/// (Apple: the system "removes the background and replaces it with a themed glass or tinted color
/// effect"). A still picture has nothing to refract, so the glass is its three visible parts, each a
/// chosen value (Apple publishes none; see Snapshots/FIDELITY.md "OS releases"):
/// - the body: tinted, a dark glass of the person's tint, 45 % of its brightness at the top to 25 % at the
///   bottom, opaque; clear, white at `GlassMetrics.clearOpacity` over the wallpaper;
/// - a sheen: white from 10 % at the top edge to nothing at mid-height (light falling on the glass);
/// - a rim: a 1 pt line inside the outline, white from 50 % at the top to 15 % at the bottom.
struct HomeScreenGlass {
    var appearance: RenderContext.AccentedAppearance
    var accent: RGBAColor

    static let rimWidth = 1.0

    func items(in bounds: Rect, radius: Double) -> [DisplayItem] {
        let outline = VectorPath.roundedRect(bounds, radius: radius, style: .continuous)
        let top = Point(bounds.minX, bounds.minY)
        let bottom = Point(bounds.minX, bounds.maxY)
        let middle = Point(bounds.minX, bounds.minY + bounds.height / 2)
        let body: Paint
        switch appearance {
        case .tinted:
            body = .linearGradient(GradientStops([.init(color: Self.shade(accent, 0.45), location: 0),
                                                  .init(color: Self.shade(accent, 0.25), location: 1)]),
                                   start: top, end: bottom)
        case .clear:
            body = .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: GlassMetrics.clearOpacity))
        }
        let sheen = Paint.linearGradient(GradientStops([.init(color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.10), location: 0),
                                                        .init(color: .clear, location: 1)]),
                                         start: top, end: middle)
        let half = Self.rimWidth / 2
        let rimPath = VectorPath.roundedRect(bounds.insetBy(dx: half, dy: half), radius: max(0, radius - half), style: .continuous)
        let rim = Paint.linearGradient(GradientStops([.init(color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5), location: 0),
                                                      .init(color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.15), location: 1)]),
                                       start: top, end: bottom)
        return [.fill(outline, body, .nonZero), .fill(outline, sheen, .nonZero),
                .stroke(rimPath, rim, StrokeOptions(width: Self.rimWidth))]
    }

    /// The colour at `fraction` of its brightness, opaque.
    static func shade(_ color: RGBAColor, _ fraction: Double) -> RGBAColor {
        RGBAColor(red: color.red * fraction, green: color.green * fraction, blue: color.blue * fraction)
    }
}
