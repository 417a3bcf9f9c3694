import Foundation

/// iOS 26's Liquid Glass material (SwiftUI's `Glass`). A still render has no backdrop to refract, so glass is
/// drawn as an approximation: a translucent white fill (the tint, when set, at low opacity) in the shape,
/// under the view.
public struct Glass: Sendable {
    let tint: Color?
    let interactive: Bool
    let base: Double

    public static let regular = Glass(tint: nil, interactive: false, base: GlassMetrics.regularOpacity)
    public static let clear = Glass(tint: nil, interactive: false, base: GlassMetrics.clearOpacity)
    public static let identity = Glass(tint: nil, interactive: false, base: 0)

    public func tint(_ color: Color?) -> Glass { Glass(tint: color, interactive: interactive, base: base) }
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(tint: tint, interactive: isEnabled, base: base) }
}

/// Opacities of the glass approximation. Apple publishes none: regular glass reads as a frosted white
/// about a quarter opaque over a photo, clear glass about half that.
enum GlassMetrics {
    static let regularOpacity = 0.25
    static let clearOpacity = 0.12
    static let tintOpacity = 0.35
}

extension View {
    /// Draws the view on glass in `shape` (default: a capsule), as the approximation `Glass` describes.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background {
            if glass.base > 0 {
                ZStack {
                    shape.fill(Color.white.opacity(glass.base))
                    if let tint = glass.tint { shape.fill(tint.opacity(GlassMetrics.tintOpacity)) }
                }
            }
        }
    }

    public func glassEffect(_ glass: Glass = .regular) -> some View { glassEffect(glass, in: Capsule()) }
}

/// Groups glass shapes so they blend (iOS 26); drawn as its content.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}
