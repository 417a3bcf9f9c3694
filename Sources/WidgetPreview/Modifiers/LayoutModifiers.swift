import Foundation
import Graphics

/// A node modifier built from a closure (the common case for layout and drawing modifiers).
struct NodeWrappingModifier: NodeModifier {
    let make: (LayoutNode, EnvironmentValues) -> LayoutNode
    func wrap(_ node: LayoutNode, in env: EnvironmentValues) -> LayoutNode { make(node, env) }
}

extension View {
    func wrapNode(_ make: @escaping (LayoutNode, EnvironmentValues) -> LayoutNode) -> ModifiedContent<Self, NodeWrappingModifier> {
        modifier(NodeWrappingModifier(make: make))
    }
}

/// SwiftUI's default padding when no length is given.
package let defaultPadding: Double = 16

extension View {
    public func padding(_ insets: EdgeInsets) -> some View {
        let insets = insets.insets
        return wrapNode { node, _ in PaddingNode(child: node, insets: insets) }
    }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length.map { Double($0) } ?? defaultPadding))
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let width = width.map { NonNegativeLength(Double($0)) }, height = height.map { NonNegativeLength(Double($0)) }
        return wrapNode { node, _ in FixedFrameNode(child: node, width: width, height: height, alignment: alignment.layout) }
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        func n(_ v: CGFloat?) -> NonNegativeLength? { v.map { NonNegativeLength(Double($0)) } }
        let width = FlexFrameNode.Limits(min: n(minWidth), ideal: n(idealWidth), max: maxWidth.map { Double($0) })
        let height = FlexFrameNode.Limits(min: n(minHeight), ideal: n(idealHeight), max: maxHeight.map { Double($0) })
        return wrapNode { node, _ in FlexFrameNode(child: node, width: width, height: height, alignment: alignment.layout) }
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapNode { node, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }

    public func layoutPriority(_ value: Double) -> some View {
        wrapNode { node, _ in LayoutPriorityNode(child: node, priority: value) }
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNode { node, _ in AspectRatioNode(child: node, ratio: aspectRatio.map { Double($0) }, contentMode: contentMode) }
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let dx = Length(Double(x)), dy = Length(Double(y))
        return wrapNode { node, _ in OffsetNode(child: node, dx: dx, dy: dy) }
    }

    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let x = Length(Double(x)), y = Length(Double(y))
        return wrapNode { node, _ in PositionNode(child: node, x: x, y: y) }
    }

    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNode { node, _ in AlignmentGuideNode(child: node, key: g.key, compute: computeValue) }
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNode { node, _ in AlignmentGuideNode(child: node, key: g.key, compute: computeValue) }
    }

    public func hidden() -> some View { wrapNode { node, _ in HiddenNode(child: node) } }

    // MARK: overlay / background

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let layer = content()
        return modifier(SecondaryLayerModifier(layer: layer, alignment: alignment, isBackground: false))
    }
    /// SwiftUI's older form; the ShapeStyle overload wins for `Color`, as in SwiftUI.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: Rectangle().fill(style), alignment: .center, isBackground: false))
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryLayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let layer = content()
        return modifier(SecondaryLayerModifier(layer: layer, alignment: alignment, isBackground: true))
    }
    /// SwiftUI's older form; the ShapeStyle overload wins for `Color`, as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isBackground: true))
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: Rectangle().fill(style), alignment: .center, isBackground: true))
    }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: Rectangle().fill(BackgroundStyle()), alignment: .center, isBackground: true))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryLayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryLayerModifier(layer: shape.fill(BackgroundStyle(), style: fillStyle), alignment: .center, isBackground: true))
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// overlay / background: several views inside form an implicit ZStack.
struct SecondaryLayerModifier<Layer: View>: NodeModifier {
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool
    func wrap(_ node: LayoutNode, in env: EnvironmentValues) -> LayoutNode {
        let secondary = Resolver.node(for: layer, in: env, implicit: .zstack)
        return SecondaryLayerNode(primary: node, secondary: secondary, alignment: alignment.layout, isBackground: isBackground)
    }
}
