import Foundation
import Graphics

/// A node that lays out exactly like its child (priority, spacing, guides pass through) and adds
/// drawing effects around it.
class PassthroughNode: LayoutNode {
    let child: LayoutNode
    override var wrappedChild: LayoutNode? { child }
    init(child: LayoutNode) {
        self.child = child
        super.init()
    }
    override func computeSize(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }
    override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait { child.spacingTrait(edge) }
    override var spacerMinLength: Double? { child.spacerMinLength }
    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? { child.explicitAlignment(key, in: size) }
    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode { child.place(in: frame, proposal: proposal) }
}

/// Wraps the placed child in effects (clip, opacity, filters, transforms, groups).
final class EffectNode: PassthroughNode {
    let effects: (Rect) -> [Effect]
    init(child: LayoutNode, effects: @escaping (Rect) -> [Effect]) {
        self.effects = effects
        super.init(child: child)
    }
    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        PlacedNode(frame: frame, effects: effects(frame), children: [child.place(in: frame, proposal: proposal)])
    }
}

/// Where a child of `childSize` goes inside `frame` so their `alignment` guides coincide.
func aligned(_ child: LayoutNode, size childSize: Size, in frame: Rect, alignment: Alignment) -> Rect {
    let x = alignment.horizontal.key.defaultValue(frame.size) - child.alignment(alignment.horizontal.key, in: childSize)
    let y = alignment.vertical.key.defaultValue(frame.size) - child.alignment(alignment.vertical.key, in: childSize)
    return Rect(origin: Point(frame.minX + x, frame.minY + y), size: clampedForPlacement(childSize))
}

/// `frame(width:height:alignment:)` (§6.3).
final class FixedFrameNode: LayoutNode {
    let child: LayoutNode
    override var wrappedChild: LayoutNode? { child }
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
        self.child = child
        self.width = width.map { max(0, sanitizedLength($0)) }
        self.height = height.map { max(0, sanitizedLength($0)) }
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize { ProposedSize(width: width ?? p.width, height: height ?? p.height) }

    /// A frame resets the spacing preferences of the edges it constrains: a width-only frame keeps a
    /// Text's top and bottom preferences, a height-only frame a Spacer's leading and trailing ones.
    override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        (edge.isVertical ? height : width) == nil ? child.spacingTrait(edge) : .standard
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        if let width, let height { return Size(width, height) }
        let c = child.sizeThatFits(childProposal(p))
        return Size(width ?? c.width, height ?? c.height)
    }

    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        let p = ProposedSize(size)
        let c = child.sizeThatFits(childProposal(p))
        let r = aligned(child, size: c, in: Rect(origin: .zero, size: size), alignment: alignment)
        guard let v = child.explicitAlignment(key, in: c) else { return nil }
        return (key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key ? r.minY : r.minX) + v
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = childProposal(ProposedSize(frame.size))
        let c = child.sizeThatFits(p)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: alignment), proposal: p)])
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§6.4).
final class FlexFrameNode: LayoutNode {
    override var wrappedChild: LayoutNode? { child }
    struct Limits {
        var min: Double?, ideal: Double?, max: Double?
        /// SwiftUI normalises: min ≥ 0, ideal ≥ min, max ≥ ideal.
        init(min: Double?, ideal: Double?, max: Double?) {
            let mn = min.map { Swift.max(0, $0.isNaN ? 0 : $0) }
            let id = ideal.map { v in Swift.max(v.isNaN ? 0 : v, mn ?? -.infinity) }
            let mx = max.map { v in Swift.max(v.isNaN ? 0 : v, id ?? mn ?? -.infinity) }
            self.min = mn.map { Swift.min($0, maximumLength) }
            self.ideal = id.map { Swift.min($0, maximumLength) }
            self.max = mx
        }
        func clamp(_ v: Double) -> Double {
            var r = v
            if let max, r > max { r = max }
            if let min, r < min { r = min }
            return r
        }
        func childProposal(_ p: Double?) -> Double? {
            guard let v = p ?? ideal else { return nil }
            return clamp(v)
        }
        func size(proposal p: Double?, child c: () -> Double, childProposal cp: Double?) -> Double {
            if let p, min != nil, max != nil { return clamp(p) }
            if p == nil, let ideal { return ideal }
            switch (min, max) {
            case let (mn?, mx?): return Swift.max(mn, Swift.min(mx, c()))
            case let (mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, c()), mn)
            case let (nil, mx?): return Swift.min(Swift.max(cp ?? -.infinity, c()), mx)
            case (nil, nil): return c()
            }
        }
    }

    let child: LayoutNode
    let width: Limits
    let height: Limits
    let alignment: Alignment

    init(child: LayoutNode, width: Limits, height: Limits, alignment: Alignment) {
        self.child = child
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
    }

    /// Unconstrained edges keep the child's spacing preferences (see `FixedFrameNode`).
    override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        let limits = edge.isVertical ? height : width
        return limits.min == nil && limits.ideal == nil && limits.max == nil ? child.spacingTrait(edge) : .standard
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let cp = childProposal(p)
        var measured: Size?
        func c() -> Size {
            if let measured { return measured }
            let s = child.sizeThatFits(cp)
            measured = s
            return s
        }
        let w = width.size(proposal: p.width, child: { c().width }, childProposal: cp.width)
        let h = height.size(proposal: p.height, child: { c().height }, childProposal: cp.height)
        return Size(w, h)
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        // Placement re-proposes the frame's size on constrained axes.
        let own = ProposedSize(frame.size)
        let cp = ProposedSize(width: width.min != nil || width.max != nil ? width.clamp(own.width ?? 0) : width.childProposal(proposal.width),
                              height: height.min != nil || height.max != nil ? height.clamp(own.height ?? 0) : height.childProposal(proposal.height))
        let c = child.sizeThatFits(cp)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: alignment), proposal: cp)])
    }

    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        let cp = childProposal(ProposedSize(size))
        let c = child.sizeThatFits(cp)
        guard let v = child.explicitAlignment(key, in: c) else { return nil }
        let r = aligned(child, size: c, in: Rect(origin: .zero, size: size), alignment: alignment)
        return (key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key ? r.minY : r.minX) + v
    }
}

/// `padding` (§6.6): the proposal minus the insets, the child's size plus the insets.
final class PaddingNode: LayoutNode {
    let child: LayoutNode
    override var wrappedChild: LayoutNode? { child }
    let insets: Insets

    init(child: LayoutNode, insets: Insets) {
        self.child = child
        self.insets = insets
    }

    /// A padded edge publishes no preference (the default 8); unpadded edges keep the child's.
    override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        let inset: Double
        switch edge {
        case .top: inset = insets.top
        case .bottom: inset = insets.bottom
        case .leading: inset = insets.left
        case .trailing: inset = insets.right
        }
        return inset == 0 ? child.spacingTrait(edge) : .standard
    }

    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.left - insets.right) },
                     height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let c = child.sizeThatFits(inner(p))
        return Size(c.width + insets.left + insets.right, c.height + insets.top + insets.bottom)
    }

    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        let c = Size(max(0, size.width - insets.left - insets.right), max(0, size.height - insets.top - insets.bottom))
        guard let v = child.explicitAlignment(key, in: c) else { return nil }
        return (key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key ? insets.top : insets.left) + v
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = inner(proposal)
        let c = child.sizeThatFits(p)
        let r = Rect(origin: Point(frame.minX + insets.left, frame.minY + insets.top), size: clampedForPlacement(c))
        return PlacedNode(frame: frame, children: [child.place(in: r, proposal: p)])
    }
}

/// `fixedSize(horizontal:vertical:)` (§6.5): nil proposals on the fixed axes.
final class FixedSizeNode: PassthroughNode {
    let horizontal: Bool
    let vertical: Bool
    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }
    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    override func computeSize(_ p: ProposedSize) -> Size { child.sizeThatFits(inner(p)) }
    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = inner(proposal)
        let c = child.sizeThatFits(p)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: .center), proposal: p)])
    }
}

/// `layoutPriority(_:)`.
final class LayoutPriorityNode: PassthroughNode {
    let priority: Double
    init(child: LayoutNode, priority: Double) {
        self.priority = priority.isNaN ? 0 : priority
        super.init(child: child)
    }
    override var layoutPriority: Double { priority }
}

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of the ratio
/// around the proposal; without a ratio, the child's ideal size gives it.
final class AspectRatioNode: LayoutNode {
    let child: LayoutNode
    override var wrappedChild: LayoutNode? { child }
    let ratio: Double?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: Double?, contentMode: ContentMode) {
        self.child = child
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case let (w?, h?):
            if w.isInfinite && h.isInfinite { return p }
            let width: Double
            if w.isInfinite { width = h * r } else if h.isInfinite { width = w } else {
                width = contentMode == .fit ? min(w, h * r) : max(w, h * r)
            }
            return ProposedSize(width: width, height: width / r)
        case let (w?, nil): return w.isInfinite ? .unspecified : ProposedSize(width: w, height: w / r)
        case let (nil, h?): return h.isInfinite ? .unspecified : ProposedSize(width: h * r, height: h)
        case (nil, nil):
            if ratio == nil { return .unspecified }
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    override func computeSize(_ p: ProposedSize) -> Size { child.sizeThatFits(childProposal(p)) }
    override var layoutPriority: Double { child.layoutPriority }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = childProposal(proposal)
        let c = child.sizeThatFits(p)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: .center), proposal: p)])
    }
}

/// overlay / background (§6.7): layout is the primary's; the secondary is proposed the primary's size.
final class SecondaryLayerNode: PassthroughNode {
    let secondary: LayoutNode
    let alignment: Alignment
    let isBackground: Bool

    init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, isBackground: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
        super.init(child: primary)
    }

    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let primary = child.place(in: frame, proposal: proposal)
        let p = ProposedSize(frame.size)
        let s = secondary.sizeThatFits(p)
        let layer = secondary.place(in: aligned(secondary, size: s, in: frame, alignment: alignment), proposal: p)
        return PlacedNode(frame: frame, children: isBackground ? [layer, primary] : [primary, layer])
    }
}

/// `offset`: moves the drawing, not the layout.
final class OffsetNode: PassthroughNode {
    let dx: Double
    let dy: Double
    init(child: LayoutNode, dx: Double, dy: Double) {
        self.dx = sanitizedLength(dx)
        self.dy = sanitizedLength(dy)
        super.init(child: child)
    }
    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        child.place(in: frame.offsetBy(dx: dx, dy: dy), proposal: proposal)
    }
}

/// `position(x:y:)`: takes all the space offered and centres the child on the point.
final class PositionNode: LayoutNode {
    let child: LayoutNode
    let point: Point
    init(child: LayoutNode, point: Point) {
        self.child = child
        self.point = point
    }
    override func computeSize(_ p: ProposedSize) -> Size { p.replacingUnspecified() }
    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = ProposedSize(frame.size)
        let c = clampedForPlacement(child.sizeThatFits(p))
        let r = Rect(x: frame.minX + point.x - c.width / 2, y: frame.minY + point.y - c.height / 2, width: c.width, height: c.height)
        return PlacedNode(frame: frame, children: [child.place(in: r, proposal: p)])
    }
}

/// `alignmentGuide(_:computeValue:)`.
final class AlignmentGuideNode: PassthroughNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child: child)
    }
    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        if key == self.key { return Double(compute(child.dimensions(size))) }
        return child.explicitAlignment(key, in: size)
    }
}

/// `hidden()`: takes its space, draws nothing.
final class HiddenNode: PassthroughNode {
    override func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode { PlacedNode(frame: frame) }
}
