import Foundation
import Graphics
import Typography

/// HStack / VStack (and their lazy variants): SwiftUI's stack algorithm (research §6.2).
package final class StackNode: LayoutNode {
    package let axis: LayoutAxis
    /// The guide children align on across the axis (a VerticalAlignment key for HStack).
    package let alignmentKey: AlignmentKey
    package let children: [LayoutNode]
    /// The gap before child i (gaps[0] == 0), computed once.
    package let gaps: [Double]

    package init(axis: LayoutAxis, alignment: AlignmentKey, spacing: Length?, children: [LayoutNode]) {
        self.axis = axis
        self.alignmentKey = alignment
        self.children = children
        var gaps = [Double](repeating: 0, count: children.count)
        for i in children.indices.dropFirst() {
            gaps[i] = spacing?.value
                ?? SpacingPolicy.distance(from: children[i - 1].spacingTrait(axis == .vertical ? .bottom : .trailing),
                                          to: children[i].spacingTrait(axis == .vertical ? .top : .leading), along: axis)
        }
        self.gaps = gaps
        super.init()
        // Spacers and dividers take the stack's axis, also inside frames and padding.
        for child in children {
            var node: LayoutNode? = child
            while let current = node {
                current.adoptStackAxis(axis)
                node = current.wrappedChild
            }
        }
    }

    private var internalSpacing: Double { gaps.reduce(0, +) }

    /// A stack publishes its children's preferences: along its axis those of the first (last) child; across
    /// it, a Text preference when every child that is not a Spacer states one (the tallest line wins),
    /// so a VStack or HStack of Texts stacks against a neighbouring Text as the Texts themselves do.
    package override func spacingTrait(_ edge: SpacingEdge) -> SpacingTrait {
        if edge.isVertical == (axis == .vertical) {
            let first = edge == .top || edge == .leading
            return (first ? children.first : children.last)?.spacingTrait(edge) ?? .standard
        }
        var best: FontMetrics?
        for child in children {
            switch child.spacingTrait(edge) {
            case .spacer: continue
            case .standard: return .standard
            case .text(let m): if best.map({ m.lineHeight > $0.lineHeight }) ?? true { best = m }
            }
        }
        return best.map { .text($0) } ?? .standard
    }

    /// The proposal each child gets for the stack's proposal (the distribution step).
    package func childProposals(_ proposal: ProposedSize) -> [ProposedSize] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return children.map { _ in ProposedSize.along(axis, nil, minor) }
        }
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        struct Entry { let index: Int; let priority: Double; let min: Double; let flexibility: Double }
        let entries: [Entry] = children.indices.map { i in
            let child = children[i]
            let lo = child.sizeThatFits(.along(axis, 0, minor))[axis]
            let hi = child.sizeThatFits(.along(axis, .infinity, minor))[axis]
            let flex = hi.isInfinite ? Double.infinity : max(0, hi - lo)
            return Entry(index: i, priority: child.layoutPriority, min: lo, flexibility: flex)
        }
        // Groups by priority, highest first; within a group, least flexible first (stable).
        let priorities = Array(Set(entries.map(\.priority))).sorted(by: >)
        let groups: [[Entry]] = priorities.map { p in
            let group = entries.filter { $0.priority == p }
            return stableSorted(group) { a, b in
                if a.flexibility.isInfinite && b.flexibility.isInfinite { return a.min > b.min }
                return a.flexibility < b.flexibility
            }
        }
        var available = (major.isInfinite ? major : major) - internalSpacing
        // Reserve the minimums of every lower-priority group; each is added back when its turn comes.
        for group in groups.dropFirst() { available -= group.reduce(0) { $0 + $1.min } }
        for (g, group) in groups.enumerated() {
            if g > 0 { available += group.reduce(0) { $0 + $1.min } }
            var remaining = group.count
            for entry in group {
                let share = available.isInfinite ? available : max(available / Double(remaining), 0)
                let p = ProposedSize.along(axis, share, minor)
                proposals[entry.index] = p
                let used = children[entry.index].sizeThatFits(p)[axis]
                if !available.isInfinite { available -= used }
                remaining -= 1
            }
        }
        return proposals
    }

    /// Children's sizes and their minor-axis offsets (relative to the stack's minor origin).
    private func arrangement(_ proposal: ProposedSize) -> (sizes: [Size], proposals: [ProposedSize], minorOffsets: [Double], major: Double, minor: Double) {
        let proposals = childProposals(proposal)
        let sizes = zip(children, proposals).map { $0.sizeThatFits($1) }
        let guides = zip(children, sizes).map { $0.alignment(alignmentKey, in: $1) }
        var lower = Double.infinity, upper = -Double.infinity
        for (size, guide) in zip(sizes, guides) {
            lower = min(lower, -guide)
            upper = max(upper, -guide + size[axis.other])
        }
        if children.isEmpty { lower = 0; upper = 0 }
        let major = sizes.reduce(0) { $0 + $1[axis] } + internalSpacing
        return (sizes, proposals, guides.map { -$0 - lower }, major, upper - lower)
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        let a = arrangement(proposal)
        return Size.along(axis, a.major, a.minor)
    }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        // Baselines: the first (last) child that has one, at its position in a stack of this size.
        guard key == AlignmentKey.firstTextBaseline || key == AlignmentKey.lastTextBaseline,
              !children.isEmpty else { return nil }
        let a = arrangement(ProposedSize(size))
        var majorPos = 0.0
        var positions: [Double] = []
        for (i, s) in a.sizes.enumerated() { majorPos += gaps[i]; positions.append(majorPos); majorPos += s[axis] }
        let order = key == AlignmentKey.firstTextBaseline ? Array(children.indices) : children.indices.reversed()
        for i in order {
            guard let value = children[i].explicitAlignment(key, in: a.sizes[i]) else { continue }
            return axis == .vertical ? positions[i] + value : a.minorOffsets[i] + value
        }
        return nil
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let a = arrangement(proposal)
        var placed: [PlacedNode] = []
        var majorPos = 0.0
        let lower = zip(children.indices, a.sizes).map { i, s in -children[i].alignment(alignmentKey, in: s) }.min() ?? 0
        for (i, child) in children.enumerated() {
            majorPos += gaps[i]
            // Placement re-proposes a nil minor dimension as the stack's minor size (SwiftUI's proposalWhenPlacing).
            var p = a.proposals[i]
            if p[axis.other] == nil { p[axis.other] = a.minor }
            let size = p == a.proposals[i] ? a.sizes[i] : child.sizeThatFits(p)
            let guide = child.alignment(alignmentKey, in: size)
            let minorOffset = -guide - lower
            let origin = axis == .horizontal
                ? Point(frame.minX + majorPos, frame.minY + minorOffset)
                : Point(frame.minX + minorOffset, frame.minY + majorPos)
            var node = child.place(in: Rect(origin: origin, size: clampedForPlacement(size)), proposal: p)
            node.recordAlignmentGuide(alignmentKey, axis: axis == .horizontal ? .vertical : .horizontal, value: guide)
            placed.append(node)
            majorPos += a.sizes[i][axis]
        }
        return PlacedNode(frame: frame, children: ZIndexOrder.drawingOrder(placed, of: children))
    }
}

/// Insertion sort: stable, as SwiftUI's prioritisation for small child counts.
package func stableSorted<T>(_ items: [T], by less: (T, T) -> Bool) -> [T] {
    var result: [T] = []
    for item in items {
        var i = result.count
        while i > 0 && less(item, result[i - 1]) { i -= 1 }
        result.insert(item, at: i)
    }
    return result
}
