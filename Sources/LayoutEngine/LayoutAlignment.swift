import Graphics

/// An `Alignment` as layout data: the horizontal and the vertical guide a parent aligns a child by.
package struct LayoutAlignment: Hashable, Sendable {
    package var horizontal: AlignmentKey
    package var vertical: AlignmentKey

    package init(horizontal: AlignmentKey, vertical: AlignmentKey) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package static let center = LayoutAlignment(horizontal: .horizontalCenter, vertical: .verticalCenter)
    package static let topLeading = LayoutAlignment(horizontal: .leading, vertical: .top)
}

/// Where a child of `childSize` goes inside `frame` so their `alignment` guides coincide.
package func aligned(_ child: LayoutNode, size childSize: Size, in frame: Rect, alignment: LayoutAlignment) -> Rect {
    let x = alignment.horizontal.defaultValue(frame.size) - child.alignment(alignment.horizontal, in: childSize)
    let y = alignment.vertical.defaultValue(frame.size) - child.alignment(alignment.vertical, in: childSize)
    return Rect(origin: Point(frame.minX + x, frame.minY + y), size: clampedForPlacement(childSize))
}
