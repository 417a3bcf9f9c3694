import Foundation
import Graphics

extension View {
    public func opacity(_ opacity: Double) -> some View {
        let o = Opacity(opacity).value
        return wrapNode { node, _ in o == 1 ? node : EffectNode(child: node) { _ in [.opacity(o)] } }
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapNode { node, env in
            let outline = ShapeOutline(shape, in: env)
            return EffectNode(child: node) { [.clip(outline, $0)] }
        }
    }
    public func clipped(antialiased: Bool = false) -> some View {
        wrapNode { node, _ in EffectNode(child: node) { [.clip(.rectangle, $0)] } }
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        // Apple does not document the corner style; the deprecated modifier predates continuous corners.
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let m = mask()
        return wrapNode { node, env in MaskNode(child: node, mask: Resolver.node(for: m, in: env, implicit: .zstack), alignment: alignment.layout) }
    }
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask(alignment: .center) { mask } }

    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let radius = NonNegativeLength(Double(radius)), x = Length(Double(x)), y = Length(Double(y))
        return wrapNode { node, env in
            let c = color.resolve(in: env)
            return EffectNode(child: node) { _ in [.filters([.shadow(color: c, radius: radius.value, dx: x.value, dy: y.value)])] }
        }
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        colorFilter(.blur(radius: NonNegativeLength(Double(radius)).value))
    }
    public func grayscale(_ amount: Double) -> some View { colorFilter(ColorMatrices.saturation(1 - clamp01(amount))) }
    public func saturation(_ amount: Double) -> some View { colorFilter(ColorMatrices.saturation(max(0, amount.isFinite ? amount : 1))) }
    public func brightness(_ amount: Double) -> some View { colorFilter(ColorMatrices.brightness(amount.isFinite ? amount : 0)) }
    public func contrast(_ amount: Double) -> some View { colorFilter(ColorMatrices.contrast(amount.isFinite ? amount : 1)) }
    public func colorInvert() -> some View { colorFilter(ColorMatrices.invert) }
    public func colorMultiply(_ color: Color) -> some View {
        wrapNode { node, env in
            let c = color.resolve(in: env)
            return EffectNode(child: node) { _ in [.filters([ColorMatrices.multiply(c)])] }
        }
    }
    public func compositingGroup() -> some View { wrapNode { node, _ in EffectNode(child: node) { _ in [.opacity(1)] } } }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let anchor = anchor.validated, radians = angle.radians.isFinite ? angle.radians : 0
        return wrapNode { node, _ in
            EffectNode(child: node) { frame in
                let a = anchor.point(in: frame)
                return [.transform(Transform.translation(-a.x, -a.y).concatenating(.rotation(radians))
                    .concatenating(.translation(a.x, a.y)))]
            }
        }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let sx = scale.width.length, sy = scale.height.length, anchor = anchor.validated
        return wrapNode { node, _ in
            EffectNode(child: node) { frame in
                let a = anchor.point(in: frame)
                return [.transform(Transform.translation(-a.x, -a.y).concatenating(.scale(sx, sy)).concatenating(.translation(a.x, a.y)))]
            }
        }
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func accessibilityLabel(_ label: Text) -> some View { attaching(.label(label)) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(verbatim: String(label))) }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
    /// Hidden content is not announced: accessibility labels beneath it are dropped (so the SVG gets no
    /// `<title>` for them).
    public func accessibilityHidden(_ hidden: Bool) -> some View { attaching(.hidden(hidden)) }

    /// Composites this view onto what is drawn beneath it with `blendMode`. The renderers implement
    /// normal, multiply, screen, overlay, darken and lighten; other modes use the nearest of those and
    /// log a warning (`BlendMode.rendered`).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        wrapNode { node, env in
            let (mode, exact) = blendMode.rendered
            if !exact {
                env.warn("blendMode(.\(blendMode)) is not supported by the renderers: drawn as .\(mode.rawValue)")
            }
            return mode == .normal && exact ? node : EffectNode(child: node) { _ in [.blend(mode)] }
        }
    }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    fileprivate func colorFilter(_ filter: LayerFilter) -> some View {
        wrapNode { node, _ in EffectNode(child: node) { _ in [.filters([filter])] } }
    }
}

/// SwiftUI's blend modes.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter

    /// The mode the renderers draw and whether it is exact. Nearest choices: the dodges and "plus
    /// lighter" lighten like screen, the burns and "plus darker" darken like multiply, soft and hard light
    /// are overlay's relatives; difference, exclusion, the HSL modes and the Porter-Duff ones have no
    /// separable neighbour and draw normally.
    var rendered: (mode: Graphics.BlendMode, exact: Bool) {
        switch self {
        case .normal: return (.normal, true)
        case .multiply: return (.multiply, true)
        case .screen: return (.screen, true)
        case .overlay: return (.overlay, true)
        case .darken: return (.darken, true)
        case .lighten: return (.lighten, true)
        case .colorDodge, .plusLighter: return (.screen, false)
        case .colorBurn, .plusDarker: return (.multiply, false)
        case .softLight, .hardLight: return (.overlay, false)
        case .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver, .destinationOut:
            return (.normal, false)
        }
    }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let combine = AccessibilityChildBehavior(kind: 1)
    public static let contain = AccessibilityChildBehavior(kind: 2)
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

private func clamp01(_ v: Double) -> Double { v.isFinite ? max(0, min(1, v)) : 0 }

/// 4×5 colour matrices (SVG feColorMatrix semantics) for SwiftUI's colour effects.
enum ColorMatrices {
    /// Rec. 709 luminance weights (those SVG's `saturate` uses).
    static let weights = (r: 0.2126, g: 0.7152, b: 0.0722)

    static func saturation(_ s: Double) -> LayerFilter {
        let (r, g, b) = weights
        return .colorMatrix([r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
                             r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
                             r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
                             0, 0, 0, 1, 0])
    }
    static func brightness(_ amount: Double) -> LayerFilter {
        .colorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }
    static func contrast(_ c: Double) -> LayerFilter {
        let t = 0.5 * (1 - c)
        return .colorMatrix([c, 0, 0, 0, t, 0, c, 0, 0, t, 0, 0, c, 0, t, 0, 0, 0, 1, 0])
    }
    static let invert = LayerFilter.colorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
    static func multiply(_ c: RGBAColor) -> LayerFilter {
        .colorMatrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0])
    }
}
