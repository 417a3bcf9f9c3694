import Graphics

/// A frame whose length on its axes comes from the container.
package final class ContainerRelativeFrameNode: LayoutNode {
    package let child: LayoutNode
    package let axes: Set<LayoutAxis>
    package let alignment: LayoutAlignment
    package let container: Size
    package let length: (Double, LayoutAxis) -> Double
    package override var wrappedChild: LayoutNode? { child }

    package init(child: LayoutNode, axes: Set<LayoutAxis>, alignment: LayoutAlignment, container: Size, length: @escaping (Double, LayoutAxis) -> Double) {
        self.child = child
        self.axes = axes
        self.alignment = alignment
        self.container = container
        self.length = length
    }

    private func frameProposal(_ proposal: ProposedSize) -> ProposedSize {
        var p = proposal
        if axes.contains(.horizontal) { p.width = NonNegativeLength(length(container.width, .horizontal)).value }
        if axes.contains(.vertical) { p.height = NonNegativeLength(length(container.height, .vertical)).value }
        return p
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        let p = frameProposal(proposal)
        let s = child.sizeThatFits(p)
        return Size(axes.contains(.horizontal) ? (p.width ?? s.width) : s.width,
                    axes.contains(.vertical) ? (p.height ?? s.height) : s.height)
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        // The frame was sized by `computeSize`: its lengths on the axes are the ones to propose (a parent may
        // place with a proposal of the chosen size, which must not be divided again).
        var p = proposal
        if axes.contains(.horizontal) { p.width = frame.width }
        if axes.contains(.vertical) { p.height = frame.height }
        let s = child.sizeThatFits(p)
        let placed = child.place(in: aligned(child, size: s, in: frame, alignment: alignment), proposal: p)
        return PlacedNode(frame: frame, children: [placed])
    }
}
