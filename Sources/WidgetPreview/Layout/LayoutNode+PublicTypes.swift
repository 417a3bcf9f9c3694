import Foundation
import Graphics
import LayoutEngine
import Typography

// The layout nodes made from public SwiftUI types: each initializer turns what the view holds (an
// `Alignment`, a `ContentMode`, `EdgeInsets`, an environment) into the engine's values, so the nodes in
// LayoutEngine never read a public type.

extension AlignmentGuideNode {
    convenience init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.init(child: child, key: key) { node, size in Double(compute(node.dimensions(size))) }
    }
}

extension AspectRatioNode {
    convenience init(child: LayoutNode, ratio: Double?, contentMode: ContentMode) {
        self.init(child: child, ratio: ratio, fills: contentMode == .fill)
    }
}

extension BitmapNode {
    convenience init(loaded: ImageLoading.Loaded?, resizable: Bool, sampling: ImageDraw.Sampling, tint: ResolvedStyle?) {
        self.init(source: loaded?.source, pointSize: loaded?.pointSize ?? .zero, resizable: resizable, sampling: sampling,
                  tintFilter: tint.map { TemplateTint.filter($0) })
    }
}

extension CoordinateSpaceNode {
    convenience init(child: LayoutNode, anchor: CoordinateSpaceAnchor) {
        self.init(child: child) { anchor.origin = $0 }
    }
}

extension GeometryReaderNode {
    /// Resolves `make`'s content for the proxy of each frame, in `env`.
    convenience init(env: EnvironmentValues, make: @escaping (GeometryProxy, EnvironmentValues) -> Resolution) {
        self.init(namedOrigins: { env.namedCoordinateSpaces.compactMapValues(\.origin) }) { frame, origins in
            let resolution = make(GeometryProxy(size: CGSize(frame.size), safeAreaInsets: EdgeInsets(), frame: frame, namedOrigins: origins), env)
            return (Resolver.single(resolution.nodes, implicit: .zstack), resolution.placedUpwardValues)
        }
    }
}

extension LayoutDirectionNode {
    /// The child wrapped when `direction` differs from the direction around it, else the child itself.
    package static func wrapping(_ child: LayoutNode, direction: LayoutDirection, around: LayoutDirection) -> LayoutNode {
        direction == around ? child : LayoutDirectionNode(child: child)
    }
}

extension LazyGridTrackRule {
    /// A `GridItem` in the layout's terms: lengths sanitised, spacing defaulted.
    init(_ item: GridItem) {
        func length(_ v: CGFloat) -> Double { NonNegativeLength(Double(v)).value }
        func upper(_ v: CGFloat, atLeast lower: Double) -> Double { Double(v).isNaN ? .infinity : max(lower, Double(v)) }
        let kind: Kind
        switch item.size {
        case .fixed(let v): kind = .fixed(length(v))
        case .flexible(let lo, let hi): kind = .flexible(min: length(lo), max: upper(hi, atLeast: length(lo)))
        case .adaptive(let lo, let hi): kind = .adaptive(min: length(lo), max: upper(hi, atLeast: length(lo)))
        }
        self.init(kind: kind, spacing: item.spacing.map { Length(Double($0)).value } ?? SpacingPolicy.defaultSpacing,
                  alignment: item.alignment?.layout)
    }
}

extension RedactingNode {
    convenience init(child: LayoutNode, env: EnvironmentValues) {
        self.init(child: child, label: env.colorScheme == .dark ? .white : .black)
    }
}

extension SymbolNode.Enclosure {
    init(shape: SymbolEnclosure, style: ResolvedStyle, inner: GlyphRun) {
        self.init(outline: ShapeOutline { shape.path(in: $0) }, innerFraction: SymbolEnclosure.innerFraction, style: style, inner: inner)
    }
}

extension WidgetContainerNode {
    convenience init(content: LayoutNode, background: LayoutNode?, container: WidgetContainer, insets: EdgeInsets) {
        let outline: ShapeOutline?
        switch container.outline {
        case .roundedRect(let r): outline = ShapeOutline { VectorPath.roundedRect($0, radius: r, style: .continuous) }
        case .circle: outline = ShapeOutline { VectorPath.circle(in: $0) }
        case .none: outline = nil
        }
        self.init(content: content, background: background, size: container.size, outline: outline,
                  insets: Insets(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing)))
    }
}

extension Axis.Set {
    /// These axes as layout data.
    var layoutAxes: Set<LayoutAxis> {
        var axes: Set<LayoutAxis> = []
        if contains(.horizontal) { axes.insert(.horizontal) }
        if contains(.vertical) { axes.insert(.vertical) }
        return axes
    }
}
