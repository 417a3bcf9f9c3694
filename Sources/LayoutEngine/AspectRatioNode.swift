import Foundation
import Graphics

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of the ratio
/// around the proposal; without a ratio, the child's ideal size gives it.
package final class AspectRatioNode: LayoutNode {
    package let child: LayoutNode
    package override var wrappedChild: LayoutNode? { child }
    package let ratio: Double?
    /// `.fill` (the smallest size of the ratio around the proposal) rather than `.fit` (the largest).
    package let fills: Bool

    package init(child: LayoutNode, ratio: Double?, fills: Bool) {
        self.child = child
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.fills = fills
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
                width = !fills ? min(w, h * r) : max(w, h * r)
            }
            return ProposedSize(width: width, height: width / r)
        case let (w?, nil): return w.isInfinite ? .unspecified : ProposedSize(width: w, height: w / r)
        case let (nil, h?): return h.isInfinite ? .unspecified : ProposedSize(width: h * r, height: h)
        case (nil, nil):
            if ratio == nil { return .unspecified }
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    package override func computeSize(_ p: ProposedSize) -> Size { child.sizeThatFits(childProposal(p)) }
    package override var layoutPriority: Double { child.layoutPriority }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let p = childProposal(proposal)
        let c = child.sizeThatFits(p)
        return PlacedNode(frame: frame, children: [child.place(in: aligned(child, size: c, in: frame, alignment: .center), proposal: p)])
    }
}
