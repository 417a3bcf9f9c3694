import Foundation
import Graphics

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§6.4).
package final class FlexFrameNode: LayoutNode {
    package override var wrappedChild: LayoutNode? { child }
    package struct Limits {
        package var min: Double?, ideal: Double?, max: Double?
        /// SwiftUI normalises: min ≥ 0, ideal ≥ min, max ≥ ideal. The modifier validated min and ideal;
        /// max stays a plain number because `.infinity` is its everyday value ("take all the space").
        package init(min: NonNegativeLength?, ideal: NonNegativeLength?, max: Double?) {
            let mn = min?.value
            let id = ideal.map { Swift.max($0.value, mn ?? 0) }
            self.min = mn
            self.ideal = id
            self.max = max.map { v in Swift.max(v.isNaN ? 0 : v, id ?? mn ?? -.infinity) }
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

    package let child: LayoutNode
    package let width: Limits
    package let height: Limits
    package let alignment: LayoutAlignment

    package init(child: LayoutNode, width: Limits, height: Limits, alignment: LayoutAlignment) {
        self.child = child
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
    }

    /// Unconstrained edges keep the child's spacing preferences (see `FixedFrameNode`).
    package override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        let limits = edge.isVertical ? height : width
        return limits.min == nil && limits.ideal == nil && limits.max == nil ? child.spacingTrait(edge) : .standard
    }

    package override func computeSize(_ p: ProposedSize) -> Size {
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

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        // Placement re-proposes the frame's size on constrained axes.
        let own = ProposedSize(frame.size)
        let cp = ProposedSize(width: width.min != nil || width.max != nil ? width.clamp(own.width ?? 0) : width.childProposal(proposal.width),
                              height: height.min != nil || height.max != nil ? height.clamp(own.height ?? 0) : height.childProposal(proposal.height))
        let c = child.sizeThatFits(cp)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: alignment), proposal: cp)])
    }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        let cp = childProposal(ProposedSize(size))
        let c = child.sizeThatFits(cp)
        guard let v = child.explicitAlignment(key, in: c) else { return nil }
        let r = aligned(child, size: c, in: Rect(origin: .zero, size: size), alignment: alignment)
        return (key == AlignmentKey.firstTextBaseline || key == AlignmentKey.lastTextBaseline ? r.minY : r.minX) + v
    }
}
