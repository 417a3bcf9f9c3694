import Foundation
import Graphics
import Typography

/// An image: a named PNG from the asset directories or an SF Symbol drawn from the bundled icon font.
public struct Image: View, Hashable {
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Orientation: Hashable, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    enum Source: Hashable {
        case named(AssetName)
        case system(String)
        /// Pixels already decoded (`Image(uiImage:)` of `UIImage(data:)`), with their pixels per point.
        case decoded(ImageSource, scale: Double)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var symbolMode: SymbolRenderingMode?
    /// A colour the image itself carries (`UIImage.withTintColor`): a template image or symbol is drawn in it
    /// instead of the foreground style.
    var ownTint: Color?

    public init(_ name: String, bundle: Bundle? = nil) { source = .named(AssetName(name, bundle: bundle)) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .named(AssetName(name, bundle: bundle)) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(AssetName(name, bundle: bundle)) }
    public init(systemName: String) { source = .system(systemName) }
    init(source: Source) { self.source = source }
    /// Variable-value symbols draw their full-value form.
    public init(systemName: String, variableValue: Double?) { source = .system(systemName) }

    public var body: Never { primitiveBody(Self.self) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        return i
    }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = renderingMode; return i }
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolation = interpolation; return i }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { var i = self; i.symbolMode = mode; return i }
}

public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Int
    public static let monochrome = SymbolRenderingMode(kind: 0)
    public static let hierarchical = SymbolRenderingMode(kind: 1)
    public static let palette = SymbolRenderingMode(kind: 2)
    public static let multicolor = SymbolRenderingMode(kind: 3)
}

/// The style of one layer of a symbol in a rendering mode (Apple's `SymbolRenderingMode` docs):
/// - monochrome: every layer in the foreground's primary style;
/// - hierarchical: every layer in the primary style, layer i at the i-th hierarchical opacity (1, then
///   the secondary and tertiary label opacities);
/// - palette: layer i in the i-th foreground style (`foregroundStyle(_:_:_:)`), the last one repeating;
/// - multicolor: the symbol's own colours (`SymbolMulticolor`), else the primary style.
/// `SymbolLayers` asks for layer 1 when it draws an enclosed symbol's enclosure.
package enum SymbolLayerStyle {
    static func style(forLayer layer: Int, mode: SymbolRenderingMode, in env: EnvironmentValues) -> ResolvedStyle {
        let primary = HierarchicalShapeStyle.primary.resolveStyle(in: env)
        switch mode {
        case .hierarchical:
            let opacities = SystemColorTable.hierarchicalOpacities
            return layer == 0 ? primary : primary.multiplyingAlpha(opacities[min(layer, opacities.count - 1)])
        case .palette:
            let count = env.foregroundStyles?.levels.count ?? 1
            return HierarchicalShapeStyle(level: min(layer, max(0, count - 1))).resolveStyle(in: env)
        default:
            return primary
        }
    }
}

/// A colour matrix that paints every pixel in `color` and keeps the pixel's alpha times the colour's:
/// a template image tinted with the foreground style. Gradients tint with their first stop (a layer
/// filter has no position), documented as a simplification.
package enum TemplateTint {
    package static func filter(_ style: ResolvedStyle) -> LayerFilter {
        let c: RGBAColor
        switch style {
        case .color(let color): c = color
        case .linear(let s, _, _), .radial(let s, _, _, _), .elliptical(let s, _, _, _), .angular(let s, _, _, _):
            c = s.stops.first?.color ?? .black
        }
        return .colorMatrix([0, 0, 0, 0, c.red,
                             0, 0, 0, 0, c.green,
                             0, 0, 0, 0, c.blue,
                             0, 0, 0, c.alpha, 0])
    }
}

/// SF Symbol sizes relative to the font for `imageScale` (Apple: small ≈ 0.8×, large ≈ 1.3× of medium).
package enum SymbolScale {
    package static func factor(_ scale: Image.Scale) -> Double {
        switch scale {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

extension Image: ResolvableView {
    private func templateStyle(in env: EnvironmentValues) -> ResolvedStyle {
        ownTint.map { .color($0.resolve(in: env)) } ?? HierarchicalShapeStyle.primary.resolveStyle(in: env)
    }

    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        switch source {
        case .named(let name):
            if let file = CustomSymbols.file(named: name, in: env) {
                let (descriptor, metrics) = symbolFont(in: env)
                let run = CustomSymbols.run(named: name.name, file: file, font: descriptor, capHeight: metrics.capHeight, env: env)
                return [symbolNode(run, descriptor: descriptor, metrics: metrics, in: env)]
            }
            let loaded = ImageLoading.load(named: name, in: env)
            // A template image is drawn in the foreground style (or its own tint), keeping its alpha; without
            // a rendering mode in the code, the image set's template-rendering-intent decides.
            let intent: TemplateRenderingMode? = loaded?.intent == .template ? .template : nil
            let mode = renderingMode ?? intent
            let tint: ResolvedStyle? = mode == .template ? templateStyle(in: env) : nil
            return [BitmapNode(loaded: loaded, resizable: isResizable, sampling: interpolation == .none ? .nearest : .smooth, tint: tint)]
        case .decoded(let image, let scale):
            let tint: ResolvedStyle? = renderingMode == .template ? templateStyle(in: env) : nil
            return [BitmapNode(loaded: ImageLoading.Loaded(source: image, scale: scale), resizable: isResizable,
                               sampling: interpolation == .none ? .nearest : .smooth, tint: tint)]
        case .system(let name):
            let (descriptor, metrics) = symbolFont(in: env)
            // `symbolVariant`: the most specific variant the icon font has, else the name as written.
            let candidates = env.symbolVariants.candidates(for: name)
            let found = candidates.lazy.compactMap { candidate in
                env.textEngine.symbol(named: candidate, font: descriptor).map { (name: candidate, run: $0) }
            }.first
            let node: LayoutNode
            if let found {
                let mode = symbolMode ?? env.symbolRenderingMode ?? .monochrome
                node = ownTint != nil
                    ? symbolNode(found.run, descriptor: descriptor, metrics: metrics, in: env)
                    : SymbolLayers.node(matched: found.name, run: found.run, mode: mode, descriptor: descriptor,
                                        metrics: metrics, resizable: isResizable, in: env)
            } else {
                env.warn("SF Symbol \"\(name)\" has no mapping in the bundled icon font: drawn as a placeholder")
                node = symbolNode(nil, descriptor: descriptor, metrics: metrics, in: env)
            }
            // The symbol's right-to-left variant is its mirror image.
            let flips = env.layoutDirection == .rightToLeft && RightToLeftFlip.symbolHasRightToLeftVariant(name)
            return [flips ? RightToLeftFlip.node(node) : node]
        }
    }

    /// The font a symbol is drawn in: the current font scaled by `imageScale`.
    private func symbolFont(in env: EnvironmentValues) -> (FontDescriptor, FontMetrics) {
        var (descriptor, _) = (env.font ?? .body).resolve(env.textStyleOverrides, dynamicTypeSize: env.dynamicTypeSize,
                                                                 watchCaseMillimetres: env.watchCaseMillimetres)
        descriptor.size *= SymbolScale.factor(env.imageScale)
        return (descriptor, env.textEngine.metrics(of: descriptor))
    }

    /// An SF Symbol or custom symbol's node, in its own tint or the rendering mode's style.
    private func symbolNode(_ run: GlyphRun?, descriptor: FontDescriptor, metrics: FontMetrics, in env: EnvironmentValues) -> SymbolNode {
        let mode = symbolMode ?? env.symbolRenderingMode ?? .monochrome
        return SymbolNode(run: run, fontSize: descriptor.size, metrics: metrics, resizable: isResizable,
                          style: ownTint.map { .color($0.resolve(in: env)) } ?? SymbolLayerStyle.style(forLayer: 0, mode: mode, in: env))
    }
}
